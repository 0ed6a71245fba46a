/**
 * The shared shape of a security-setting change: check the one-time password, check what the
 * user must know (current password or answer), then use the code up and apply the change in one
 * transaction, so a code confirms exactly one change.
 */
import type { Context } from 'hono';
import type { MessageCode, OtpPurpose } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { checkOtp, consumeOtp, countOtpAttempt } from './otp';

type Change = {
  purpose: OtpPurpose;
  challengeId: string;
  otp: string;
  /** What the user must know besides the code; a wrong answer counts as a wrong try. */
  knows?: { check: () => Promise<boolean>; failure: MessageCode };
  apply: (tx: Queryable) => Promise<void>;
};

export async function applySecurityChange(
  deps: AppDeps,
  c: Context<AppBindings>,
  { purpose, challengeId, otp, knows, apply }: Change,
): Promise<void> {
  const userId = c.get('user').userID;
  await checkOtp(deps, userId, purpose, challengeId, otp);
  if (knows && !(await knows.check())) {
    await countOtpAttempt(deps.db, challengeId, deps.env.otpMaxAttempts, knows.failure);
  }
  const applied = await deps.db.transaction(async (tx) => {
    if (!(await consumeOtp(tx, challengeId, deps.env.otpMaxAttempts))) return false;
    await apply(tx);
    return true;
  });
  if (!applied)
    throw new ApiError(409, purpose === 'password' ? 'account.passwordUpdateFailed' : 'account.updateFailed');
  await recordAudit(deps.db, c, {
    userId,
    action: `account.change.${purpose}`,
    entity: 'user',
    entityId: userId,
  });
}
