/**
 * POST /User/approval { id, decision: approve | reject, reason?, proposedAt? }: a staff Checker
 * decides the change waiting on a user (docs/security.md, Four-eyes changes). Refused: anyone but
 * a staff Checker (403 user.checkerOnly), the proposer (403 user.ownProposal), the user the change
 * is about (403 user.ownChangeDecision), a user with nothing waiting (409 user.noPendingChange), a
 * change replaced since the Checker saw it (409 user.proposalChanged). Approving applies the
 * fields in this transaction, with the role checked against the approver as on creation and the
 * last active staff Checker kept; rejecting drops them. Queued offline like any change, the
 * decision is checked again here on replay.
 */
import type { Context } from 'hono';
import { UserApprovalSchema, userDecisionRefusal } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { findUserRow } from './find-user-row';
import { keepCheckerThrough, pendingFields } from './user-proposal';
import { checkAssignment, lockManagedUser } from './user-rules';
import { valueChanges, writeUser } from './user-write';

export function decideUserChange() {
  return async (c: Context<AppBindings>) => {
    const caller = c.get('user');
    const input = inputOf(c, UserApprovalSchema);
    const db = c.get('db');
    await lockManagedUser(db, caller, input.id);
    const current = await findUserRow(db, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    const refusal = userDecisionRefusal(caller, current);
    if (refusal) throw new ApiError(refusal.status, refusal.code);
    const proposal = current.pendingChange;
    if (input.proposedAt !== undefined && input.proposedAt !== proposal?.proposedAt) {
      throw new ApiError(409, 'user.proposalChanged');
    }
    const fields = pendingFields(current);
    const isApproved = input.decision === 'approve';
    if (isApproved) {
      if (typeof fields.roleId === 'string') {
        const merchantId = 'merchantId' in fields ? (fields.merchantId as string | null) : current.merchantId;
        await checkAssignment(db, caller, fields.roleId, merchantId);
      }
      await keepCheckerThrough(db, current, fields);
    }
    await writeUser(db, input.id, isApproved ? fields : {}, { kind: 'clear' });
    await recordAudit(db, c, {
      userId: caller.userID,
      action: 'user.approval',
      entity: 'user',
      entityId: input.id,
      details: {
        decision: input.decision,
        reason: isApproved ? null : (input.reason ?? null),
        proposedBy: proposal?.proposedBy ?? null,
        proposedAt: proposal?.proposedAt ?? null,
        // Old and new values of every field: applied on approval, dropped on rejection.
        changes: valueChanges(current, fields),
      },
    });
    const updated = await findUserRow(db, input.id);
    if (!updated) throw new ApiError(404, 'error.notFound');
    return ok(c, updated, isApproved ? 'user.changeApproved' : 'user.changeRejected');
  };
}
