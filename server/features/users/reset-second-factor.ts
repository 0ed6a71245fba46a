/**
 * POST /User/second-factor/reset { id }: a lost second factor is removed only by another staff
 * Checker who decides user changes (`user.manage:approve`), never on their own account
 * (`secondFactorResetRefusal`, src/contract/four-eyes.ts); audited, and the user is mailed. If their role requires a factor,
 * their next sign-in leads them through setting up a new one.
 */
import type { Context } from 'hono';
import { ResetSecondFactorSchema, secondFactorResetRefusal } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { mailUser } from '../../lib/account/mail-user';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { removeFactor } from '../../lib/second-factor/factor-state';

export function resetSecondFactor() {
  return async (c: Context<AppBindings>) => {
    const caller = c.get('user');
    const { id } = inputOf(c, ResetSecondFactorSchema);
    const refusal = secondFactorResetRefusal(caller, id);
    if (refusal === 'notChecker') throw new ApiError(403, 'user.checkerOnly');
    if (refusal === 'ownProposal') throw new ApiError(403, 'secondFactor.resetOwn');
    const db = c.get('db');
    const { rows } = await db.query<{ id: string; email: string; first_name: string }>(
      `SELECT u.id, u.email, u.first_name FROM users u
       JOIN user_second_factors f ON f.user_id = u.id AND f.secret_enc IS NOT NULL
       WHERE u.id = $1 FOR UPDATE OF u`,
      [id],
    );
    const subject = rows[0];
    if (!subject) throw new ApiError(409, 'secondFactor.notEnabled');
    await removeFactor(db, subject.id);
    await recordAudit(db, c, {
      userId: caller.userID,
      action: 'user.secondFactorReset',
      entity: 'user',
      entityId: subject.id,
    });
    await mailUser(db, c.get('mailer'), subject, 'secondFactorReset', {
      by: `${caller.firstName} ${caller.lastName}`.trim(),
    });
    return ok(c, null, 'secondFactor.reset');
  };
}
