/**
 * A failed proof of the password step (docs/security.md, Sign-in methods): a wrong password, or a
 * passkey assertion that does not verify for a registered passkey. Each counts toward the lockout
 * at MAX_SIGN_IN_ATTEMPTS; the one that locks the account mails its holder.
 */
import type { Context } from 'hono';
import { MAX_SIGN_IN_ATTEMPTS } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import type { UserRecord } from '../../lib/auth/user-record';
import { mailUser } from '../../lib/account/mail-user';
import type { MailQueue } from '../../lib/mail/mail-queue';
import type { Mailer } from '../../lib/mail/mailer';

/**
 * Counts a failure in one statement, so concurrent wrong attempts are serialised by the
 * row lock and can never exceed MAX_SIGN_IN_ATTEMPTS; the last locks the account. No row back means the
 * account stopped being active meanwhile (locked by a parallel attempt).
 */
async function countFailedAttempt(
  db: Queryable,
  userId: string,
): Promise<{ failed_attempts: number; status: string } | null> {
  const { rows } = await db.query<{ failed_attempts: number; status: string }>(
    `UPDATE users
     SET failed_attempts = failed_attempts + 1,
         status = CASE WHEN failed_attempts + 1 >= $2 THEN 'L' ELSE status END,
         updated_at = now(), version = version + 1
     WHERE id = $1 AND status = 'A'
     RETURNING failed_attempts, status`,
    [userId, MAX_SIGN_IN_ATTEMPTS],
  );
  return rows[0] ?? null;
}

/**
 * Counts a failed proof, audited with its `reason`, and answers the failures so far; throws
 * `auth.locked` once the account is locked. Anyone can lock an account with three wrong
 * passwords (the rule is kept): the holder hears of it at once, in their own language, with the
 * Forgot Password page that unlocks it, and the audit names the address (docs/security.md,
 * Hardening). Straight to the queue: the answer is a 401, and the request's mailer only sends on
 * a 2xx.
 */
export function failedProofCounter(deps: AppDeps, mailQueue: MailQueue) {
  const { db } = deps;
  async function reportLock(c: Context<AppBindings>, user: UserRecord) {
    const address = c.get('clientAddress');
    await recordAudit(db, c, {
      userId: user.id,
      action: 'auth.accountLocked',
      entity: 'user',
      entityId: user.id,
    });
    const mailer: Mailer = { send: (message) => mailQueue.send(message, `[${c.get('requestId')}]`) };
    await mailUser(db, mailer, user, 'accountLocked', {
      link: `${deps.env.appUrl}/forgot-password`,
      address,
    });
  }

  return async (
    c: Context<AppBindings>,
    user: UserRecord,
    reason: 'password' | 'passkey',
  ): Promise<number> => {
    const counted = await countFailedAttempt(db, user.id);
    const attempts = counted?.failed_attempts ?? MAX_SIGN_IN_ATTEMPTS;
    await recordAudit(db, c, {
      userId: user.id,
      action: 'auth.signInFailed',
      entity: 'user',
      entityId: user.id,
      details: { reason, attempts },
    });
    if (counted?.status === 'L') await reportLock(c, user);
    if (!counted || counted.status === 'L') throw new ApiError(401, 'auth.locked');
    return attempts;
  };
}
