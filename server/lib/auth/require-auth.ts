import { createMiddleware } from 'hono/factory';
import type { SessionUser } from '../../../src/contract';
import { ApiError } from '../api-error';
import type { AppBindings, AppDeps } from '../context';
import { verifyAccessToken } from '../tokens';
import { findCaller, toSessionUser } from './user-record';

/**
 * Set in the bindings (`c.env`) of a batch op (Sync/push) to the caller the batch authenticated.
 * Bindings come only from in-process calls, never from an HTTP client.
 */
export const BATCH_USER_BINDING = 'syncBatchUser';

/**
 * The caller of `Authorization: Bearer <jwt>`, who must still be active in a live session. The
 * user is re-read on every call, so disabling or locking someone takes effect at once rather than
 * when their access token expires; so does ending the session (sign-out, unbinding a device).
 */
export async function authenticate(
  { db, jwtSecret }: Pick<AppDeps, 'db' | 'jwtSecret'>,
  authorization: string | undefined,
): Promise<SessionUser> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new ApiError(401, 'auth.unauthorized');
  const claims = await verifyAccessToken(match[1], jwtSecret);
  const caller = await findCaller(db, claims.sub, claims.sid || null);
  if (!caller || caller.status !== 'A') throw new ApiError(401, 'auth.unauthorized');
  if (!caller.session_live) throw new ApiError(401, 'auth.sessionExpired');
  return toSessionUser(caller);
}

/**
 * Guards protected routes with `authenticate`. An op of a batch takes the caller the batch
 * already authenticated (push.ts decides when that must be read again).
 */
export function requireAuth(deps: AppDeps) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const batchUser = (c.env as Record<string, unknown> | undefined)?.[BATCH_USER_BINDING];
    c.set(
      'user',
      (batchUser as SessionUser | undefined) ?? (await authenticate(deps, c.req.header('Authorization'))),
    );
    await next();
  });
}
