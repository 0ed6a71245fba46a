/**
 * POST /General/sso/complete (docs/security.md, Single sign-on): the app spends the one-time grant the callback put in /login's
 * address, and the sign-in ends like every other (completeSignIn: status rules D, X, L and the
 * rest, the second step where the role or the user has one, the session under the method 'sso',
 * the audit). Its answer is the password sign-in's.
 */
import type { Context } from 'hono';
import { CompleteSsoSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { findUserById } from '../../lib/auth/user-record';
import { takeGrant } from '../../lib/auth/sso-grants';
import { completeSignIn, signInAnswerCode } from './complete-sign-in';

export function completeSsoSignIn(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    if (!deps.env.sso) throw new ApiError(404, 'sso.notConfigured');
    const { grant } = inputOf(c, CompleteSsoSchema);
    const userId = await takeGrant(deps.db, grant);
    const user = userId ? await findUserById(deps.db, userId) : null;
    if (!user) throw new ApiError(400, 'sso.expired');
    const answer = await completeSignIn(c, deps, user, 'sso');
    return ok(c, answer, signInAnswerCode(answer));
  };
}
