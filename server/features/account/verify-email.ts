/**
 * Email verification of a registration: the link mailed by POST /General/register, and
 * POST /General/verify-email { token }, which marks the registration's email verified so staff
 * may approve it. A link works once and expires (VERIFY_EMAIL_TOKEN_TTL); registering again with
 * the same email sends a fresh one while the registration is unverified.
 */
import type { Context } from 'hono';
import { organizationVerified } from './organization-notices';
import { ValidateTokenSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import type { Mailer } from '../../lib/mail/mailer';
import type { MailLocale } from '../../lib/mail/templates';
import { inputOf } from '../../lib/route-input';
import { consumeAccountToken, createAccountToken, findAccountToken } from '../../lib/account/account-tokens';
import { mailUser } from '../../lib/account/mail-user';

type Recipient = { id: string; email: string; first_name: string };

export async function sendVerifyEmailLink(
  { db, env }: Pick<AppDeps, 'db' | 'env'>,
  mailer: Mailer,
  user: Recipient,
  organization: string,
  locale: MailLocale,
): Promise<void> {
  const token = await createAccountToken(db, user.id, 'verifyEmail', env.verifyEmailTokenTtl);
  const link = `${env.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const hours = Math.max(1, Math.round(env.verifyEmailTokenTtl / 3600));
  await mailUser(db, mailer, user, 'verifyEmail', { link, organization, hours }, locale);
}

export function verifyEmail({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { token } = inputOf(c, ValidateTokenSchema);
    const record = await findAccountToken(db, token, 'verifyEmail');
    if (!record) throw new ApiError(400, 'account.linkInvalid');
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ merchant_id: string; is_verified: boolean }>(
        `SELECT merchant_id, email_verified_at IS NOT NULL AS is_verified
         FROM organization_registrations WHERE user_id = $1 FOR UPDATE`,
        [record.user_id],
      );
      const registration = rows[0];
      if (!registration) return 'invalid' as const;
      // A second click on a used link is not an error for the person who clicked it.
      if (registration.is_verified) return 'already' as const;
      if (!(await consumeAccountToken(tx, record.id))) return 'invalid' as const;
      await tx.query(
        `UPDATE organization_registrations SET email_verified_at = now() WHERE merchant_id = $1`,
        [registration.merchant_id],
      );
      await organizationVerified(tx, registration.merchant_id, record.user_id);
      return registration.merchant_id;
    });
    if (outcome === 'invalid') throw new ApiError(400, 'account.linkInvalid');
    if (outcome === 'already') return ok(c, { isAlreadyVerified: true }, 'account.emailAlreadyVerified');
    await recordAudit(db, c, {
      userId: record.user_id,
      action: 'organization.emailVerified',
      entity: 'merchant',
      entityId: outcome,
    });
    return ok(c, { isAlreadyVerified: false }, 'account.emailVerified');
  };
}
