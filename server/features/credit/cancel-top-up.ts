/**
 * POST /Credit/cancel { id, reason }: a merchant withdraws its own Pending top-up
 * (`topUpCancelBlock`; staff reject instead). The top-up is locked first, then the account; the
 * entry CANCELLED_PAYMENT takes the amount off pending; a reason is required.
 */
import type { Context } from 'hono';
import { topUpCancelBlock, TopUpDecisionSchema } from '../../../src/contract';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { appendEntry } from '../../lib/ledger/append-entry';
import { inputOf } from '../../lib/route-input';
import { auditCredit, lockTopUp, readTopUp, refuse, requireReason } from './credit-write';

export function cancelTopUp() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, TopUpDecisionSchema);
    const user = c.get('user');
    const topUp = await lockTopUp(c, input.id);
    refuse(topUpCancelBlock(topUp, user));
    const reason = requireReason(input.reason);
    await c.get('db').query(
      `UPDATE top_ups SET status = 'Cancelled', decided_by = $2, decided_at = now(), decision_reason = $3
       WHERE id = $1`,
      [topUp.id, user.userID, reason],
    );
    const entry = await appendEntry(c.get('db'), {
      merchantId: topUp.merchantId,
      action: 'CANCELLED_PAYMENT',
      amountSen: -topUp.amountSen,
      topUpId: topUp.id,
      reference: topUp.referenceNumber,
      note: reason,
      createdBy: user.userID,
    });
    await auditCredit(c, 'credit.cancel', 'topUp', topUp.id, { entryId: entry.id, reason });
    return ok(c, await readTopUp(c, topUp.id), 'credit.cancelled');
  };
}
