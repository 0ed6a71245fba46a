/**
 * POST /General/sign-in. Order of checks (docs/security.md): unknown username; account status
 * before the password; then the password, warning with the tries left and locking at
 * MAX_SIGN_IN_ATTEMPTS (`wrongPasswordMessage`); then the steps every method shares
 * (complete-sign-in.ts).
 */
import type { Context } from 'hono';
import { MAX_SIGN_IN_ATTEMPTS, SignInRequestSchema, wrongPasswordMessage } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { verifyPassword } from '../../lib/passwords';
import { inputOf } from '../../lib/route-input';
import { completeSignIn, refuseInactiveAccount, signInAnswerCode } from './complete-sign-in';
import { findUserByUsername } from '../../lib/auth/user-record';
import type { UserRecord } from '../../lib/auth/user-record';
import { mailUser } from '../../lib/account/mail-user';
import type { MailQueue } from '../../lib/mail/mail-queue';
import type { Mailer } from '../../lib/mail/mailer';

/**
 * Counts a wrong password in one statement, so concurrent wrong attempts are serialised by the
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

export function signIn(deps: AppDeps, mailQueue: MailQueue) {
  const { db } = deps;
  /**
   * Anyone can lock an account with three wrong passwords (the rule is kept): the holder hears of
   * it at once, in their own language, with the Forgot Password page that unlocks it, and the audit
   * names the address (docs/security.md, Hardening). Straight to the queue: the answer is a 401,
   * and the request's mailer only sends on a 2xx.
   */
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

  return async (c: Context<AppBindings>) => {
    const { username, password } = inputOf(c, SignInRequestSchema);
    const user = await findUserByUsername(db, username);
    if (!user) {
      await verifyPassword(null, password);
      await recordAudit(db, c, {
        userId: null,
        action: 'auth.signInFailed',
        details: { reason: 'unknownUser', username: username.slice(0, 100) },
      });
      throw new ApiError(401, 'auth.usernameNotFound');
    }
    await refuseInactiveAccount(db, c, user, 'password');
    if (!(await verifyPassword(user.password_hash, password))) {
      const counted = await countFailedAttempt(db, user.id);
      const attempts = counted?.failed_attempts ?? MAX_SIGN_IN_ATTEMPTS;
      await recordAudit(db, c, {
        userId: user.id,
        action: 'auth.signInFailed',
        entity: 'user',
        entityId: user.id,
        details: { reason: 'password', attempts },
      });
      if (counted?.status === 'L') await reportLock(c, user);
      if (!counted || counted.status === 'L') throw new ApiError(401, 'auth.locked');
      const warning = wrongPasswordMessage(attempts);
      throw new ApiError(401, warning.code, warning.params ? { params: warning.params } : undefined);
    }
    const answer = await completeSignIn(c, deps, user, 'password');
    return ok(c, answer, signInAnswerCode(answer));
  };
}
