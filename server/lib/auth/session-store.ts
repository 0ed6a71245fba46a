/**
 * The session rows every feature reads or ends: a refresh token's session, a family still alive
 * (every authenticated call asks), and revoking one, a family or all of a user's. Issuing a session
 * stays with sign-in (features/auth/sessions.ts).
 */
import type { Queryable } from '../../db/client';
import { hashToken } from '../tokens';

export type SessionRecord = {
  id: string;
  user_id: string;
  family_id: string;
  is_expired: boolean;
  is_revoked: boolean;
  /** Seconds since this session was issued or last reported activity (the idle timeout). */
  idle_seconds: number;
};

export async function findSessionByToken(db: Queryable, token: string): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRecord>(
    `SELECT id, user_id, family_id, expires_at <= now() AS is_expired, revoked_at IS NOT NULL AS is_revoked,
            extract(epoch FROM now() - last_used_at)::float8 AS idle_seconds
     FROM sessions WHERE token_hash = $1`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/**
 * The app reports that its user is active (docs/security.md, "Sessions on shared devices"): the
 * idle timeout counts from the last report or refresh. Only a live session still within
 * `idleTimeout` is touched, so a report cannot revive an idle one; false otherwise.
 */
export async function touchSession(db: Queryable, sessionId: string, idleTimeout: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sessions SET last_used_at = now()
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()
       AND last_used_at > now() - make_interval(secs => $2)
     RETURNING id`,
    [sessionId, idleTimeout],
  );
  return rows.length > 0;
}

/** Marks one session used and revoked; false when another request revoked it first. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE sessions SET revoked_at = now(), last_used_at = now()
     WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
    [sessionId],
  );
  return rows.length > 0;
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
}

/** The user a session family belongs to; null when no such family is stored. */
export async function findFamilyUser(db: Queryable, familyId: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM sessions WHERE family_id = $1 LIMIT 1',
    [familyId],
  );
  return rows[0]?.user_id ?? null;
}

export async function isSessionFamilyActive(db: Queryable, familyId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM sessions WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > now() LIMIT 1',
    [familyId],
  );
  return rows.length > 0;
}

/** Ends every session of a user except the family `keepFamilyId` (password change, reset). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  keepFamilyId?: string,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)`,
    [userId, keepFamilyId ?? null],
  );
}

/** A day past expiry before a row goes: a clock a little off never prunes a session in use. */
const SESSION_GRACE = "interval '1 day'";

/**
 * Housekeeping: removes up to `batch` session rows that can never be used again. A refresh
 * rotation leaves one row per refresh, so rows pile up. A row goes once it expired over a day ago,
 * and either its whole family is over (no live row) or it is not the family's first row (which
 * dates "signed in" on the Devices tab). A revoked row that has not expired stays: presenting it
 * is reuse, and reuse ends the family. A token pruned after its expiry is simply unknown.
 */
export async function pruneSessions(db: Queryable, batch: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM sessions WHERE id IN (
         SELECT s.id FROM sessions s
         WHERE s.expires_at < now() - ${SESSION_GRACE}
           AND (NOT EXISTS (SELECT 1 FROM sessions l WHERE l.family_id = s.family_id
                              AND l.revoked_at IS NULL AND l.expires_at > now())
                OR s.created_at > (SELECT min(f.created_at) FROM sessions f WHERE f.family_id = s.family_id))
         ORDER BY s.expires_at LIMIT $1)
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [batch],
  );
  return rows[0]?.n ?? 0;
}
