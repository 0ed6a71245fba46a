import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { verifyAccessToken } from '../../lib/tokens';
import { isSessionFamilyActive } from './sessions';
import { findUserById, toSessionUser } from './users';

/**
 * Guards protected routes: a valid `Authorization: Bearer <jwt>` of a user who is still active.
 * The user is re-read on every call, so disabling or locking someone takes effect at once rather
 * than when their access token expires; so does ending the session (sign-out, unbinding a device).
 */
export function requireAuth({ db, jwtSecret }: AppDeps) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    if (!match?.[1]) throw new ApiError(401, 'auth.unauthorized');
    const claims = await verifyAccessToken(match[1], jwtSecret);
    const user = await findUserById(db, claims.sub);
    if (!user || user.status !== 'A') throw new ApiError(401, 'auth.unauthorized');
    // A signed-out or unbound device loses its access token at once, not when it expires.
    if (claims.sid && !(await isSessionFamilyActive(db, claims.sid))) {
      throw new ApiError(401, 'auth.sessionExpired');
    }
    c.set('user', toSessionUser(user));
    await next();
  });
}
