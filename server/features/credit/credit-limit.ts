/**
 * Credit limits, four eyes (docs/ARCHITECTURE.md, Credit): POST /Credit/adjustLimit
 * { merchantId, creditLimitSen, reason } records a proposal on the account (staff;
 * `limitProposalBlock`: one waits at a time, and it must change the limit); POST
 * /Credit/approveLimit | rejectLimit { merchantId, reason } lets a Checker who did not propose it
 * decide (`limitDecisionBlock`). Approval writes ADJUST_CREDIT_LIMIT (new − old limit) through the
 * ledger; both clear the proposal. The account row is the lock.
 */
import type { Context } from 'hono';
import {
  limitDecisionBlock,
  LimitDecisionSchema,
  limitProposalBlock,
  LimitProposalSchema,
} from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { appendEntry, lockAccount } from '../../lib/ledger/append-entry';
import { inputOf } from '../../lib/route-input';
import { auditCredit, refuse } from './credit-write';
import { readAccount } from './get-account';
import { limitDecided, limitProposed } from './limit-notices';

async function lockMerchantAccount(c: Context<AppBindings>, merchantId: string) {
  const { rows } = await c.get('db').query('SELECT 1 FROM merchants WHERE id = $1', [merchantId]);
  if (rows.length === 0) throw new ApiError(404, 'error.notFound');
  return lockAccount(c.get('db'), merchantId);
}

async function answerAccount(c: Context<AppBindings>, merchantId: string, code: Parameters<typeof ok>[2]) {
  const account = await readAccount(c.get('db'), merchantId, null);
  if (!account) throw new ApiError(404, 'error.notFound');
  return ok(c, account, code);
}

export function proposeLimit() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, LimitProposalSchema);
    const user = c.get('user');
    if (user.userType !== 'staff') throw new ApiError(403, 'error.forbidden');
    const account = await lockMerchantAccount(c, input.merchantId);
    refuse(limitProposalBlock(account, input.creditLimitSen, user));
    await c.get('db').query(
      `UPDATE credit_accounts SET proposed_limit_sen = $2, proposed_by = $3, proposal_reason = $4,
         proposed_at = now()
       WHERE merchant_id = $1`,
      [input.merchantId, input.creditLimitSen, user.userID, input.reason],
    );
    await auditCredit(c, 'credit.adjustLimit', 'creditAccount', input.merchantId, {
      limitSen: account.limitSen,
      proposedLimitSen: input.creditLimitSen,
      reason: input.reason,
    });
    await limitProposed(
      c.get('db'),
      { merchantId: input.merchantId, limitSen: account.limitSen, proposedLimitSen: input.creditLimitSen },
      user.userID,
    );
    return answerAccount(c, input.merchantId, 'credit.limitProposed');
  };
}

export function decideLimit(kind: 'approve' | 'reject') {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const input = inputOf(c, LimitDecisionSchema);
    const account = await lockMerchantAccount(c, input.merchantId);
    refuse(limitDecisionBlock(account, user));
    const proposed = account.proposedLimitSen ?? account.limitSen;
    if (kind === 'approve' && proposed !== account.limitSen) {
      await appendEntry(c.get('db'), {
        merchantId: input.merchantId,
        action: 'ADJUST_CREDIT_LIMIT',
        amountSen: proposed - account.limitSen,
        note: input.reason,
        createdBy: user.userID,
      });
    }
    await c.get('db').query(
      `UPDATE credit_accounts SET proposed_limit_sen = NULL, proposed_by = NULL, proposal_reason = NULL,
         proposed_at = NULL
       WHERE merchant_id = $1`,
      [input.merchantId],
    );
    await auditCredit(c, `credit.${kind}Limit`, 'creditAccount', input.merchantId, {
      limitSen: account.limitSen,
      proposedLimitSen: proposed,
      proposedBy: account.proposedBy,
      reason: input.reason,
    });
    await limitDecided(
      c.get('db'),
      { merchantId: input.merchantId, limitSen: account.limitSen, proposedLimitSen: proposed },
      account.proposedBy,
      kind === 'approve' ? 'Approved' : 'Rejected',
      input.reason ?? null,
    );
    return answerAccount(
      c,
      input.merchantId,
      kind === 'approve' ? 'credit.limitApproved' : 'credit.limitRejected',
    );
  };
}
