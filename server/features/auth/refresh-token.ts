/**
 * POST /General/refresh-token (our addition): trades the refresh cookie for a new access token and
 * a new refresh cookie. A token that was already rotated revokes its whole family. A session
 * idle for longer than its user type allows, or past 15 days from its sign-in, is refused
 * (docs/security.md, "Sessions on shared devices").
 *
 * The rotation (revoke the presented session, insert its successor) is ONE transaction: between
 * two separate statements the family had no live session for a moment, and `requireAuth` on any
 * connection or process refused the family's access tokens then (a 401 the app answers with a
 * refresh of its own, which then looked like a reused token and signed the user out).
 */
import type { Context } from 'hono';
import type { MessageCode, MessageParams } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { clearRefreshCookie, readRefreshCookie } from './refresh-cookie';
import { findSessionByToken, revokeFamily, revokeSession } from '../../lib/auth/session-store';
import { issueSession } from './sessions';
import { idleTimeoutFor } from '../../lib/auth/session-list';
import { findUserById, inactiveStatusMessage } from '../../lib/auth/user-record';

type Refusal = { code: MessageCode; params?: MessageParams };

export function refreshToken(deps: AppDeps) {
  const { db, env } = deps;
  return async (c: Context<AppBindings>) => {
    const token = readRefreshCookie(c);
    if (!token) throw new ApiError(401, 'auth.unauthorized');
    const session = await findSessionByToken(db, token);
    const refuse = ({ code, params }: Refusal = { code: 'auth.sessionExpired' }) => {
      clearRefreshCookie(c, env);
      return new ApiError(401, code, params ? { params } : {});
    };
    if (!session || session.is_expired) throw refuse();
    const outcome = session.is_revoked
      ? ({ reused: true } as const)
      : await db.transaction(async (tx) => {
          // Losing the race to rotate counts as reuse: someone else holds a copy.
          if (!(await revokeSession(tx, session.id))) return { reused: true } as const;
          const user = await findUserById(tx, session.user_id);
          const statusMessage = user ? inactiveStatusMessage(user.status) : 'auth.unauthorized';
          if (!user || statusMessage) {
            await revokeFamily(tx, session.family_id);
            return { refused: { code: statusMessage ?? 'auth.unauthorized' } } as const;
          }
          const idleTimeout = idleTimeoutFor(user, env);
          if (session.idle_seconds > idleTimeout) {
            await revokeFamily(tx, session.family_id);
            const refused: Refusal = {
              code: 'auth.sessionIdle',
              params: { minutes: Math.round(idleTimeout / 60) },
            };
            return { refused } as const;
          }
          const predecessor = { id: session.id, familyId: session.family_id };
          return { issued: await issueSession(c, { ...deps, db: tx }, user, predecessor) } as const;
        });
    if ('issued' in outcome) return ok(c, outcome.issued);
    if ('refused' in outcome) throw refuse(outcome.refused);
    // A revoked token coming back means someone else holds a copy: end the whole family.
    await revokeFamily(db, session.family_id);
    await recordAudit(db, c, {
      userId: session.user_id,
      action: 'auth.refreshReuse',
      entity: 'session',
      entityId: session.family_id,
    });
    throw refuse();
  };
}
