/**
 * POST /Merchant/update { id, baseVersion, ...changed fields }: the fields the user changed, on
 * the version they were made on. A stale baseVersion is 409 sync.conflict with the current row
 * (the app merges field by field). An approved merchant's edit waits as a proposal and its live
 * values stay (merchant-proposal.ts), whatever its baseVersion. Any other merchant's change of data is submitted to a Checker
 * again (merchant-transitions.ts); a rejected merchant is resubmitted even with no change left.
 * Merchant users edit nothing here (403): their merchant's record is staff's to change.
 */
import type { Context } from 'hono';
import { isEditProposal, MerchantUpdateSchema } from '../../../src/contract';
import type { Merchant, MerchantField } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { assertBuyerIdentity } from '../../lib/buyer-identity-check';
import { MERCHANT_COLUMNS, toMerchant, lockMerchant } from '../../resources/merchants';
import { merchantTransition } from '../../../src/contract';
import { proposeChange } from './merchant-proposal';
import { auditMerchant, changedFields, columnOf } from './merchant-write';
import { merchantSubmitted } from './merchant-notices';

export function updateMerchant() {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const input = inputOf(c, MerchantUpdateSchema);
    const db = c.get('db');
    const current = await lockMerchant(db, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    assertBuyerIdentity({ ...current, ...current.proposedChanges?.fields }, input);
    // A proposal writes no live value, so a stale version loses nothing: the Checker sees it
    // beside the current values. A 409 would make the device rebase the body's fields on the
    // server's live values and send the proposal away (lib/sync/conflict.ts).
    if (isEditProposal(current)) return proposeChange(c, current, input);
    if (current.version !== input.baseVersion) {
      return c.json(
        envelope(c, { success: false, code: 'sync.conflict', data: { current: toMerchant(current) } }),
        409,
      );
    }
    const changes = changedFields(current, input);
    const fields = Object.keys(changes) as MerchantField[];
    if (fields.length === 0 && current.approvalStatus !== 'Rejected') {
      return ok(c, toMerchant(current), 'merchant.updated');
    }
    const allowed = merchantTransition(current, { kind: 'update' }, user);
    if (!allowed.ok) throw new ApiError(allowed.status, allowed.code);
    const { next } = allowed;
    const values: unknown[] = [input.id, next.submissionStatus, next.approvalStatus, next.submittedBy];
    const sets = fields.map((field) => {
      values.push(input[field]);
      return `${columnOf(field)} = $${values.length}`;
    });
    const { rows } = await db.query<Merchant>(
      `UPDATE merchants AS m
       SET ${[...sets, 'submission_status = $2', 'approval_status = $3', 'submitted_by = $4', 'rejection_reason = NULL'].join(', ')}
       WHERE m.id = $1 RETURNING ${MERCHANT_COLUMNS}`,
      values,
    );
    const updated = rows[0];
    if (!updated) throw new ApiError(404, 'error.notFound');
    await auditMerchant(c, 'merchant.update', input.id, {
      changes,
      submissionStatus: next.submissionStatus,
      approvalStatus: { from: current.approvalStatus, to: next.approvalStatus },
    });
    await merchantSubmitted(db, updated, user.userID);
    return ok(c, toMerchant(updated), 'merchant.updated');
  };
}
