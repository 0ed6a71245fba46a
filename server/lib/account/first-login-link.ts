/**
 * Mails a first-time login link to a new (N) user. Used when staff approve a registered
 * organization, by user creation (User/sign-up), and by POST /Account/send-first-time-login.
 */
import type { Queryable } from '../../db/client';
import type { AppDeps } from '../context';
import type { Mailer } from '../mail/mailer';
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
