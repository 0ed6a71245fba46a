/**
 * GET /General/sign-out: revokes the refresh session of the cookie and clears it. Needs no valid
 * access token, so a user whose token has expired can still sign out cleanly.
 */
import type { Context } from 'hono';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import { findSessionByToken, revokeFamily } from '../../lib/auth/session-store';

export function signOut({ db, env }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const token = readRefreshCookie(c);
    const session = token ? await findSessionByToken(db, token) : null;
    if (session) {
      await revokeFamily(db, session.family_id);
      await recordAudit(db, c, {
        userId: session.user_id,
        action: 'auth.signOut',
        entity: 'session',
        entityId: session.family_id,
      });
    }
    clearRefreshCookie(c, env);
    return ok(c, null, 'auth.signedOut');
  };
}
