/** POST /Account/otp: mails a one-time password for one kind of security-setting change. */
import type { Context } from 'hono';
import { RequestOtpSchema } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { localeOf } from '../../lib/mail/templates';
import { inputOf } from '../../lib/route-input';
import { mailUser } from '../../lib/account/mail-user';
import { issueOtp } from './otp';

/** "aisyah.rahman@example.com" → "ai***@example.com": enough to recognise, little to harvest. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

export function requestOtp(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { purpose } = inputOf(c, RequestOtpSchema);
    const user = c.get('user');
    const { challengeId, code } = await issueOtp(deps, user.userID, purpose);
    await mailUser(
      deps.db,
      c.get('mailer'),
      { id: user.userID, email: user.email, first_name: user.firstName },
      'otp',
      { code, seconds: deps.env.otpTtl },
      localeOf(c.req.header('Accept-Language')),
    );
    return ok(
      c,
      { challengeId, expiresIn: deps.env.otpTtl, sentTo: maskEmail(user.email) },
      'account.otpSent',
    );
  };
}
