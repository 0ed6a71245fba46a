/**
 * Refresh sessions. Each password sign-in starts a family; every refresh revokes the presented
 * token and issues a new one in the same family. Presenting a revoked token means it was copied,
 * so the whole family is revoked (reuse detection). A family ends 15 days after its sign-in
 * whatever its refreshes (the successor inherits `expires_at`), and after the idle timeout of its
 * user type (docs/security.md, "Sessions on shared devices").
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Session, SignInMethod } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { clientAddress, deviceName } from '../../lib/client-info';
import type { AppBindings, AppDeps } from '../../lib/context';
import { hashToken, newRefreshToken, signAccessToken } from '../../lib/tokens';
import { setRefreshCookie } from './refresh-cookie';
import type { UserRecord } from '../../lib/auth/user-record';
import { toSessionUser } from '../../lib/auth/user-record';
import { idleTimeoutFor } from '../../lib/auth/session-list';

/**
 * The proof that a device was given the session `familyId`: the app keeps it to sign that
 * session out later, even offline and after someone else signed in on the device. An HMAC under
 * the server's secret, so it needs no storage and nobody can derive it for another session.
 */
export function signOutProof(familyId: string, jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update(`sign-out:${familyId}`).digest('base64url');
}

export function isSignOutProof(familyId: string, proof: string, jwtSecret: string): boolean {
  const expected = Buffer.from(signOutProof(familyId, jwtSecret));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Creates a session row, sets the refresh cookie and answers the Session data of the contract.
 * `db` may be a transaction (the rotation in refresh-token.ts). `predecessorId`: the session a
 * refresh rotates, whose family, end and method the new one keeps; none for a sign-in, which
 * names its `method`.
 */
export async function issueSession(
  c: Context<AppBindings>,
  { db, env, jwtSecret }: Pick<AppDeps, 'env' | 'jwtSecret'> & { db: Queryable },
  user: UserRecord,
  predecessor?: { id: string; familyId: string },
  method: SignInMethod = 'password',
): Promise<Session> {
  const familyId = predecessor?.familyId ?? randomUUID();
  const refreshToken = newRefreshToken();
  const userAgent = c.req.header('User-Agent')?.slice(0, 400) ?? null;
  const { rows } = await db.query<{ ttl: number }>(
    `INSERT INTO sessions (user_id, token_hash, family_id, device_name, user_agent, ip, expires_at, method)
     VALUES ($1, $2, $3, $4, $5, $6,
             COALESCE((SELECT expires_at FROM sessions WHERE id = $8::uuid), now() + make_interval(secs => $7)),
             COALESCE((SELECT method FROM sessions WHERE id = $8::uuid), $9))
     RETURNING greatest(1, floor(extract(epoch FROM expires_at - now())))::int AS ttl`,
    [
      user.id,
      hashToken(refreshToken),
      familyId,
      deviceName(userAgent ?? undefined),
      userAgent,
      clientAddress(c, env.trustProxy),
      env.refreshTokenTtl,
      predecessor?.id ?? null,
      method,
    ],
  );
  setRefreshCookie(c, refreshToken, env, rows[0]?.ttl ?? env.refreshTokenTtl);
  const idleTimeout = idleTimeoutFor(user, env);
  // An access token never outlives the idle timeout (the refresh is where idleness is refused).
  const expiresIn = Math.min(env.accessTokenTtl, idleTimeout);
  const accessToken = await signAccessToken(
    { sub: user.id, role: user.role_id, sid: familyId },
    jwtSecret,
    expiresIn,
  );
  return {
    accessToken,
    expiresIn,
    user: toSessionUser(user),
    sessionId: familyId,
    signOutProof: signOutProof(familyId, jwtSecret),
    idleTimeout,
  };
}
