/**
 * POST /General/session-activity: the app reports, at most once a minute, that its user is
 * active, so the idle timeout counts from the user's last activity rather than from the last
 * refresh (an access token lasts 15 minutes; without this, a user active just after a refresh
 * and idle since would meet the 30-minute limit after 15). Reached with the refresh cookie only
 * (its path is /General), like the refresh itself. A session already idle is not revived.
 */
import type { Context } from 'hono';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { findSessionByToken, touchSession } from '../../lib/auth/session-store';
import { findUserById } from '../../lib/auth/user-record';
import { readRefreshCookie } from './refresh-cookie';
import { idleTimeoutFor } from '../../lib/auth/session-list';

export function reportSessionActivity({ db, env }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const token = readRefreshCookie(c);
    const session = token ? await findSessionByToken(db, token) : null;
    const user = session ? await findUserById(db, session.user_id) : null;
    if (!session || !user || !(await touchSession(db, session.id, idleTimeoutFor(user, env)))) {
      throw new ApiError(401, 'auth.sessionExpired');
    }
    return ok(c, null);
  };
}
