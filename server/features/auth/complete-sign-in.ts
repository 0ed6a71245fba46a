/**
 * The last step every sign-in method shares (docs/security.md, Sign-in methods): the account's
 * status rules (N, D, X, L, R), the lockout count cleared, the session issued under the method
 * that proved the user, and the audit. A password, a passkey and single sign-on all end here, so
 * none of them can skip a rule the others keep.
 */
import type { Context } from 'hono';
import { isSecondFactorChallenge } from '../../../src/contract';
import type { MessageCode, Session, SignInAnswer, SignInMethod } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { inactiveStatusMessage, type UserRecord } from '../../lib/auth/user-record';
import { issueSession } from './sessions';
import { secondStepChallenge, type SecondStepPassed } from '../../lib/second-factor/second-step-challenge';

/** Refuses, audited, an account whose status does not allow signing in. */
export async function refuseInactiveAccount(
  db: Queryable,
  c: Context<AppBindings>,
  user: UserRecord,
  method: SignInMethod,
): Promise<void> {
  const statusMessage = inactiveStatusMessage(user.status);
  if (!statusMessage) return;
  await recordAudit(db, c, {
    userId: user.id,
    action: 'auth.signInFailed',
    entity: 'user',
    entityId: user.id,
    details: { reason: 'status', status: user.status, method },
  });
  throw new ApiError(403, statusMessage);
}

/**
 * A session, or the second step's challenge (docs/security.md, "Second factor") when the method
 * needs one and the user has a factor or their role requires one. The second step comes back here
 * with its proof and the method that proved the first step, and gets the session.
 */
export async function completeSignIn(
  c: Context<AppBindings>,
  deps: AppDeps,
  user: UserRecord,
  method: SignInMethod,
): Promise<SignInAnswer>;
export async function completeSignIn(
  c: Context<AppBindings>,
  deps: AppDeps,
  user: UserRecord,
  method: SignInMethod,
  secondStep: SecondStepPassed,
): Promise<Session>;
export async function completeSignIn(
  c: Context<AppBindings>,
  deps: AppDeps,
  user: UserRecord,
  method: SignInMethod,
  secondStep?: SecondStepPassed,
): Promise<SignInAnswer> {
  const { db } = deps;
  await refuseInactiveAccount(db, c, user, method);
  if (user.failed_attempts > 0) {
    await db.query(
      'UPDATE users SET failed_attempts = 0, updated_at = now(), version = version + 1 WHERE id = $1',
      [user.id],
    );
  }
  if (!secondStep) {
    const challenge = await secondStepChallenge(deps, user.id, method);
    if (challenge) return challenge;
  }
  const session = await issueSession(c, deps, user, undefined, method);
  await recordAudit(db, c, {
    userId: user.id,
    action: 'auth.signIn',
    entity: 'user',
    entityId: user.id,
    details: { method },
  });
  return session;
}

/** The message of a sign-in's answer: signed in, or what the second step asks for. */
export function signInAnswerCode(answer: SignInAnswer): MessageCode {
  if (!isSecondFactorChallenge(answer)) return 'auth.signedIn';
  return answer.secondStep === 'code' ? 'secondFactor.codeNeeded' : 'secondFactor.setupNeeded';
}
