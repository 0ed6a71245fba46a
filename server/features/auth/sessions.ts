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
import type { UserRecord } from '../../lib/auth/user-record';
import { toSessionUser } from '../../lib/auth/user-record';

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
