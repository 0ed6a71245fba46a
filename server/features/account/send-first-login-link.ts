/**
 * Mails a first-time login link to a new (N) user. Used when staff approve a registered
 * organization, by user creation (User/sign-up), and by POST /Account/send-first-time-login, with
 * which user managers send or re-send the link (a merchant role only to its own merchant's users).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { userStatusAfter, type UserStatus } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import type { Mailer } from '../../lib/mail/mailer';
import { readJson } from '../../lib/validation';
import { findUserByUsername } from '../../lib/auth/user-record';
import { createAccountToken } from './account-tokens';
import { mailUser } from './mail-user';

type NewUser = { id: string; username: string; email: string; first_name: string };

export async function sendFirstLoginLink(
  db: Queryable,
  { env }: Pick<AppDeps, 'env'>,
  mailer: Mailer,
  user: NewUser,
  approvedOrganization?: string,
): Promise<void> {
  const token = await createAccountToken(db, user.id, 'firstLogin', env.firstLoginTokenTtl);
  const link = `${env.appUrl}/first-time-login?token=${encodeURIComponent(token)}`;
  const days = Math.max(1, Math.round(env.firstLoginTokenTtl / 86_400));
  const params = { link, username: user.username, days, approved: approvedOrganization };
  await mailUser(db, mailer, user, 'firstLogin', params);
}

const SendLinkSchema = v.object({
  username: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required')),
});

export function sendFirstLoginLinkRoute(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { username } = await readJson(c, SendLinkSchema);
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
