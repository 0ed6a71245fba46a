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
};

export async function findSessionByToken(db: Queryable, token: string): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRecord>(
    `SELECT id, user_id, family_id, expires_at <= now() AS is_expired, revoked_at IS NOT NULL AS is_revoked
     FROM sessions WHERE token_hash = $1`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
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
