/**
 * POST /Merchant/approval { id, decision, reason }: a Checker approves (-> Active, Approved) or
 * rejects with a reason (-> Rejected) a merchant waiting for approval. Refused: anyone but a
 * staff Checker (403 error.forbidden), the person who submitted it (403 merchant.ownSubmission),
 * a merchant not waiting (409 merchant.notPending), an organization's own registration, decided
 * on its approval screen (409 merchant.registrationOpen). An approved merchant's proposed edit is
 * decided by the same call and the same rules (merchant-proposal.ts: approve applies it, reject
 * drops it). Queued offline like any change, the decision is checked again here on replay.
 */
import type { Context } from 'hono';
import { MerchantApprovalSchema } from '../../../src/contract';
import type { Merchant } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { MERCHANT_COLUMNS, toMerchant, lockMerchant } from '../../resources/merchants';
import { merchantTransition } from '../../../src/contract';
import { merchantDecided } from './merchant-notices';
import { decideProposal } from './merchant-proposal';
import { auditMerchant } from './merchant-write';

export function decideMerchant() {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const input = inputOf(c, MerchantApprovalSchema);
    const db = c.get('db');
    const current = await lockMerchant(db, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    // A self-registered organization has its own decision (it mails the admin's first login link).
    const open = await db.query(
      `SELECT 1 FROM organization_registrations WHERE merchant_id = $1 AND decision IS NULL`,
      [input.id],
    );
    if (open.rows.length > 0) throw new ApiError(409, 'merchant.registrationOpen');
    if (current.hasProposal) return decideProposal(c, current, input);
    const decided = merchantTransition(current, { kind: 'decide', decision: input.decision }, user);
    if (!decided.ok) throw new ApiError(decided.status, decided.code);
    const { next } = decided;
    const reason = input.decision === 'Rejected' ? input.reason : null;
    const { rows } = await db.query<Merchant>(
      `UPDATE merchants AS m SET status = $2, approval_status = $3, rejection_reason = $4
       WHERE m.id = $1 RETURNING ${MERCHANT_COLUMNS}`,
      [input.id, next.status, next.approvalStatus, reason],
    );
    const updated = rows[0];
    if (!updated) throw new ApiError(404, 'error.notFound');
    await auditMerchant(c, 'merchant.approval', input.id, {
      decision: input.decision,
      reason,
      submittedBy: current.submittedBy,
      status: { from: current.status, to: next.status },
    });
    await merchantDecided(db, updated, current.submittedBy, input.decision, reason);
    return ok(
      c,
      toMerchant(updated),
      input.decision === 'Approved' ? 'merchant.approved' : 'merchant.rejected',
    );
  };
}
