/**
 * POST /Account/send-first-time-login: user managers send or re-send the first-time login link
 * (server/lib/account/first-login-link.ts) to a new (N) user (a merchant role only to its own
 * merchant's users).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { userStatusAfter, type UserStatus } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { findUserByUsername } from '../../lib/auth/user-record';
import { sendFirstLoginLink } from '../../lib/account/first-login-link';

export const SendLinkSchema = v.object({
  username: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required')),
});

export function sendFirstLoginLinkRoute(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { username } = inputOf(c, SendLinkSchema);
    const caller = c.get('user');
    const target = await findUserByUsername(deps.db, username);
    // The route checked the function permission; a merchant role reaches only its own users.
    const inScope =
      caller.userType === 'staff' || (target !== null && target.merchant_id === caller.merchantId);
    if (!inScope) throw new ApiError(403, 'error.forbidden');
    if (!target) throw new ApiError(404, 'account.notFound');
    // Only a user who can still complete first-time login (status N) gets the link.
    if (userStatusAfter(target.status as UserStatus, 'firstLogin', { hasSetPassword: false }) === null) {
      throw new ApiError(409, 'account.alreadyActivated');
    }
    await sendFirstLoginLink(deps.db, deps, c.get('mailer'), target);
    return ok(c, null, 'account.firstLoginLinkSent');
  };
}
