/**
 * The caller's own sessions (docs/security.md, Sessions console): GET /Account/sessions lists the
 * live ones; POST /Account/sessions/sign-out ends one of them (the current one too: the app then
 * signs out of the device); POST /Account/sessions/sign-out-others ends every one but the current.
 * An ended session's access token is refused at its next call (require-auth reads the family).
 */
import type { Context } from 'hono';
import { SignOutSessionSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { endSessions, idleTimeoutFor, listLiveSessions } from '../../lib/auth/session-list';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';

import { currentSessionFamily } from './current-session';

export function listOwnSessions({ db, env }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const idleTimeout = idleTimeoutFor({ scope: user.userType }, env);
    return ok(c, await listLiveSessions(db, user.userID, currentSessionFamily(c) ?? null, idleTimeout));
  };
}

export function signOutOwnSession({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { id } = inputOf(c, SignOutSessionSchema);
    const userId = c.get('user').userID;
    if ((await endSessions(db, userId, { families: [id], keep: null })) === 0) {
      throw new ApiError(404, 'error.notFound');
    }
    await recordAudit(db, c, { userId, action: 'account.sessionSignedOut', entity: 'session', entityId: id });
    return ok(c, { ended: 1 }, 'account.sessionSignedOut');
  };
}

export function signOutOtherSessions({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const userId = c.get('user').userID;
    const keep = currentSessionFamily(c) ?? null;
    const ended = await endSessions(db, userId, { families: null, keep });
    await recordAudit(db, c, {
      userId,
      action: 'account.otherSessionsSignedOut',
      entity: 'user',
      entityId: userId,
      details: { ended },
    });
    return ok(c, { ended }, 'account.otherSessionsSignedOut');
  };
}
