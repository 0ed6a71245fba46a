/**
 * POST /General/refresh-token (our addition): trades the refresh cookie for a new access token and
 * a new refresh cookie. A token that was already rotated revokes its whole family.
 */
import type { Context } from 'hono';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import { findSessionByToken, issueSession, revokeFamily, revokeSession } from './sessions';
import { findUserById, inactiveStatusMessage } from './users';

export function refreshToken(deps: AppDeps) {
  const { db, env } = deps;
  return async (c: Context<AppBindings>) => {
    const token = readRefreshCookie(c);
    if (!token) throw new ApiError(401, 'auth.unauthorized');
    const session = await findSessionByToken(db, token);
    const refuse = () => {
      clearRefreshCookie(c, env);
      return new ApiError(401, 'auth.sessionExpired');
    };
    if (!session || session.is_expired) throw refuse();
    // A revoked token coming back (or losing the race to rotate) means someone else holds a copy.
    if (session.is_revoked || !(await revokeSession(db, session.id))) {
      await revokeFamily(db, session.family_id);
      await recordAudit(db, c, {
        userId: session.user_id,
        action: 'auth.refreshReuse',
        entity: 'session',
        entityId: session.family_id,
      });
      throw refuse();
    }
    const user = await findUserById(db, session.user_id);
    const statusMessage = user ? inactiveStatusMessage(user.status) : 'auth.unauthorized';
    if (!user || statusMessage) {
      await revokeFamily(db, session.family_id);
      clearRefreshCookie(c, env);
      throw new ApiError(401, statusMessage ?? 'auth.unauthorized');
    }
    return ok(c, await issueSession(c, deps, user, session.family_id));
  };
}
