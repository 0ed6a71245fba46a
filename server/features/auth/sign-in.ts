/**
 * POST /General/sign-in. Order of checks (docs/security.md): unknown username; account status
 * before the password; then the password, warning with the tries left and locking at
 * MAX_SIGN_IN_ATTEMPTS (`wrongPasswordMessage`, failed-proof.ts); then the steps every method shares
 * (complete-sign-in.ts).
 */
import type { Context } from 'hono';
import { SignInRequestSchema, wrongPasswordMessage } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { verifyPassword } from '../../lib/passwords';
import { inputOf } from '../../lib/route-input';
import { completeSignIn, refuseInactiveAccount, signInAnswerCode } from './complete-sign-in';
import { findUserByUsername } from '../../lib/auth/user-record';
import type { MailQueue } from '../../lib/mail/mail-queue';
import { failedProofCounter } from './failed-proof';

export function signIn(deps: AppDeps, mailQueue: MailQueue) {
  const { db } = deps;
  const countFailedProof = failedProofCounter(deps, mailQueue);

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
      const attempts = await countFailedProof(c, user, 'password');
      const warning = wrongPasswordMessage(attempts);
      throw new ApiError(401, warning.code, warning.params ? { params: warning.params } : undefined);
    }
    const answer = await completeSignIn(c, deps, user, 'password');
    return ok(c, answer, signInAnswerCode(answer));
  };
}
