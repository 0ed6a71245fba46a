/**
 * Sign-out: revokes a refresh session and clears the cookie. Needs no valid access token, so a
 * user whose token has expired can still sign out cleanly.
 * - GET /General/sign-out: the session of the cookie.
 * - POST /General/sign-out with `{ sessionId, proof }` (the app): the session the device was given
 *   at sign-in, proven by its sign-out proof. The app queues this call when it signs out offline
 *   and sends it once online, perhaps after someone else has signed in on the device: it ends the
 *   named session and leaves the cookie alone unless the cookie belongs to that session
 *   (docs/security.md, "Sessions on shared devices").
 */
import type { Context } from 'hono';
import { SignOutRequestSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import { findFamilyUser, findSessionByToken, revokeFamily } from '../../lib/auth/session-store';
import { isSignOutProof } from './sessions';

async function endFamily({ db }: AppDeps, c: Context<AppBindings>, familyId: string, userId: string) {
  await revokeFamily(db, familyId);
  await recordAudit(db, c, { userId, action: 'auth.signOut', entity: 'session', entityId: familyId });
}

export function signOut(deps: AppDeps) {
  const { db, env } = deps;
  return async (c: Context<AppBindings>) => {
    const token = readRefreshCookie(c);
    const session = token ? await findSessionByToken(db, token) : null;
    if (session) await endFamily(deps, c, session.family_id, session.user_id);
    clearRefreshCookie(c, env);
    return ok(c, null, 'auth.signedOut');
  };
}

export function signOutNamedSession(deps: AppDeps) {
  const { db, env, jwtSecret } = deps;
  return async (c: Context<AppBindings>) => {
    const { sessionId, proof } = inputOf(c, SignOutRequestSchema);
    if (!isSignOutProof(sessionId, proof, jwtSecret)) throw new ApiError(403, 'auth.signOutRefused');
    const userId = await findFamilyUser(db, sessionId);
    if (userId) await endFamily(deps, c, sessionId, userId);
    const token = readRefreshCookie(c);
    const cookieSession = token ? await findSessionByToken(db, token) : null;
    if (!cookieSession || cookieSession.family_id === sessionId) clearRefreshCookie(c, env);
    return ok(c, null, 'auth.signedOut');
  };
}
