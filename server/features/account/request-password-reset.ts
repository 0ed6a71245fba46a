/**
 * POST /General/request-password-reset: mails a one-time reset link to the account named by a
 * username or a registered email. The answer is the same whether or not an account matched, so
 * it cannot be used to find out who has an account. Accounts that may reset: active (A), locked
 * (L) and reset-pending (R); new (N) accounts use their first-time login link, D and X are closed.
 *
 * Nor does its timing tell: the answer is given before the account is even looked up, and the
 * lookup, the link and the mail run after it (lib/deferred.ts), so both cases do the same work
 * before answering and a slow mail server delays nobody.
 */
import type { Context } from 'hono';
import { RequestPasswordResetSchema } from '../../../src/contract';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import type { Deferred } from '../../lib/deferred';
import { ok } from '../../lib/envelope';
import type { MailQueue } from '../../lib/mail/mail-queue';
import type { Mailer } from '../../lib/mail/mailer';
import { localeOf, type MailLocale } from '../../lib/mail/templates';
import { inputOf } from '../../lib/route-input';
import { createAccountToken, secondsSinceLastToken } from '../../lib/account/account-tokens';
import { mailUser } from '../../lib/account/mail-user';

/** One link per minute per account, so the form cannot be used to flood someone's inbox. */
const MIN_SECONDS_BETWEEN_LINKS = 60;

type Candidate = { id: string; email: string; first_name: string };

export function requestPasswordReset({ db, env }: AppDeps, mailQueue: MailQueue, deferred: Deferred) {
  async function sendResetLinks(c: Context<AppBindings>, username: string, locale: MailLocale) {
    // Already after the answer: the mail goes straight to the queue (the request's own mailer
    // released what it held when the answer left).
    const mailer: Mailer = { send: (message) => mailQueue.send(message, `[${c.get('requestId')}]`) };
    const { rows } = await db.query<Candidate>(
      `SELECT id, email, first_name FROM users
       WHERE (username = lower($1) OR lower(email) = lower($1)) AND status IN ('A', 'L', 'R')
       ORDER BY username LIMIT 5`,
      [username],
    );
    for (const user of rows) {
      const since = await secondsSinceLastToken(db, user.id, 'reset');
      if (since !== null && since < MIN_SECONDS_BETWEEN_LINKS) continue;
      const token = await createAccountToken(db, user.id, 'reset', env.resetTokenTtl);
      const link = `${env.appUrl}/login-reset-password?token=${encodeURIComponent(token)}`;
      await mailUser(
        db,
        mailer,
        user,
        'reset',
        { link, minutes: Math.round(env.resetTokenTtl / 60) },
        locale,
      );
      await recordAudit(db, c, {
        userId: user.id,
        action: 'account.resetRequested',
        entity: 'user',
        entityId: user.id,
      });
    }
  }

  return async (c: Context<AppBindings>) => {
    const { username } = inputOf(c, RequestPasswordResetSchema);
    const locale = localeOf(c.req.header('Accept-Language'));
    deferred.defer(`[${c.get('requestId')}] password reset`, () => sendResetLinks(c, username, locale));
    return ok(c, null, 'account.resetLinkSent');
  };
}
