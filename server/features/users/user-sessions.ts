/**
 * Another user's sessions, for a staff Checker who manages users (docs/security.md, Sessions
 * console; `mayManageSessionsOf`): GET /User/sessions?userId= lists them, POST
 * /User/sessions/end-all ends every one, audited under the Checker with the subject named.
 */
import type { Context } from 'hono';
import { EndUserSessionsSchema, mayManageSessionsOf } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { endSessions, idleTimeoutFor, listLiveSessions } from '../../lib/auth/session-list';
import { findUserById } from '../../lib/auth/user-record';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { beforeInput, inputOf } from '../../lib/route-input';

/** Refused before the input is read: the answer never depends on which user is asked about. */
export const sessionManagersOnly = beforeInput((c) => {
  if (!mayManageSessionsOf(c.get('user'))) throw new ApiError(403, 'user.checkerOnly');
});

async function subjectOf({ db }: AppDeps, userId: string) {
  const subject = await findUserById(db, userId);
  if (!subject) throw new ApiError(404, 'error.notFound');
  return subject;
}

export function listUserSessions(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const subject = await subjectOf(deps, inputOf(c, EndUserSessionsSchema).userId);
    const sessions = await listLiveSessions(deps.db, subject.id, null, idleTimeoutFor(subject, deps.env));
    return ok(c, sessions);
  };
}

export function endUserSessions(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const subject = await subjectOf(deps, inputOf(c, EndUserSessionsSchema).userId);
    const ended = await endSessions(deps.db, subject.id, { families: null, keep: null });
    await recordAudit(deps.db, c, {
      userId: c.get('user').userID,
      action: 'user.sessionsEnded',
      entity: 'user',
      entityId: subject.id,
      details: { ended },
    });
    return ok(c, { ended }, 'user.sessionsEnded');
  };
}
