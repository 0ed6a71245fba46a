/**
 * POST /Credit/approve | reject | undo { id, reason }: a staff Checker decides a top-up
 * (`topUpDecisionBlock`: never a Maker, never one's own submission; approve and reject a Pending
 * one, undo an Approved one). The top-up is locked first, then the account (through the ledger),
 * so of 20 Checkers approving one top-up at once exactly one finds it Pending. Each decision
 * writes its entry in the transaction of the status change:
 * - approve: PAYMENT_VERIFICATION +amount (pending becomes balance), status Approved;
 * - reject: PAYMENT_REJECTED −amount (off pending), status Rejected; a reason is required;
 * - undo: UNDO_APPROVED_PAYMENT −amount (off the balance), status Reversed; a reason is required.
 */
import type { Context } from 'hono';
import { decisionNeedsReason, topUpDecisionBlock, TopUpDecisionSchema } from '../../../src/contract';
import type { CreditAction, TopUpDecisionKind, TopUpStatus } from '../../../src/contract';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { appendEntry } from '../../lib/ledger/append-entry';
import { inputOf } from '../../lib/route-input';
import { topUpDecided } from './top-up-notices';
import { auditCredit, lockTopUp, readTopUp, refuse, requireReason } from './credit-write';

const DECISIONS = {
  approve: { status: 'Approved', action: 'PAYMENT_VERIFICATION', sign: 1, code: 'credit.approved' },
  reject: { status: 'Rejected', action: 'PAYMENT_REJECTED', sign: -1, code: 'credit.rejected' },
  undo: { status: 'Reversed', action: 'UNDO_APPROVED_PAYMENT', sign: -1, code: 'credit.undone' },
} as const satisfies Record<
  TopUpDecisionKind,
  { status: TopUpStatus; action: CreditAction; sign: 1 | -1; code: string }
>;

export function decideTopUp(kind: TopUpDecisionKind) {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const input = inputOf(c, TopUpDecisionSchema);
    const decision = DECISIONS[kind];
    const topUp = await lockTopUp(c, input.id);
    refuse(topUpDecisionBlock(topUp, kind, user));
    const reason = decisionNeedsReason(kind) ? requireReason(input.reason) : input.reason;
    await c.get('db').query(
      `UPDATE top_ups SET status = $2, decided_by = $3, decided_at = now(), decision_reason = $4
       WHERE id = $1`,
      [topUp.id, decision.status, user.userID, reason],
    );
    const entry = await appendEntry(c.get('db'), {
      merchantId: topUp.merchantId,
      action: decision.action,
      amountSen: decision.sign * topUp.amountSen,
      topUpId: topUp.id,
      reference: topUp.referenceNumber,
      note: reason,
      createdBy: user.userID,
    });
    await auditCredit(c, `credit.${kind}`, 'topUp', topUp.id, {
      merchantId: topUp.merchantId,
      amountSen: topUp.amountSen,
      entryId: entry.id,
      reason,
    });
    if (kind !== 'undo') {
      await topUpDecided(c.get('db'), topUp, kind === 'approve' ? 'Approved' : 'Rejected', reason ?? null);
    }
    return ok(c, await readTopUp(c, topUp.id), decision.code);
  };
}
