/**
 * Refresh sessions. Each sign-in starts a family; every refresh revokes the presented token and
 * issues a new one in the same family. Presenting a revoked token means it was copied, so the
 * whole family is revoked (reuse detection).
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Session } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { clientAddress, deviceName } from '../../lib/client-info';
import type { AppBindings, AppDeps } from '../../lib/context';
import { hashToken, newRefreshToken, signAccessToken } from '../../lib/tokens';
import { setRefreshCookie } from './refresh-cookie';
import type { UserRecord } from './users';
import { toSessionUser } from './users';

export type SessionRecord = {
  id: string;
  user_id: string;
  family_id: string;
  is_expired: boolean;
  is_revoked: boolean;
};

/**
 * Creates a session row, sets the refresh cookie and answers the Session data of the contract.
 * `db` may be a transaction (the rotation in refresh-token.ts).
 */
export async function issueSession(
  c: Context<AppBindings>,
  { db, env, jwtSecret }: Pick<AppDeps, 'env' | 'jwtSecret'> & { db: Queryable },
  user: UserRecord,
  familyId: string = randomUUID(),
): Promise<Session> {
  const refreshToken = newRefreshToken();
  const userAgent = c.req.header('User-Agent')?.slice(0, 400) ?? null;
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, family_id, device_name, user_agent, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      user.id,
      hashToken(refreshToken),
      familyId,
      deviceName(userAgent ?? undefined),
      userAgent,
      clientAddress(c, env.trustProxy),
      env.refreshTokenTtl,
    ],
  );
  setRefreshCookie(c, refreshToken, env);
  const accessToken = await signAccessToken(
    { sub: user.id, role: user.role_id, sid: familyId },
    jwtSecret,
    env.accessTokenTtl,
  );
  return { accessToken, expiresIn: env.accessTokenTtl, user: toSessionUser(user) };
}

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
