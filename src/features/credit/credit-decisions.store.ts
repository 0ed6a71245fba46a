/**
 * Staff's credit decisions and a merchant's spending, as outbox ops (issue 17; docs/ARCHITECTURE.md,
 * Credit). Clients send commands ("approve top-up X", "redeem for booking Y"), never balances: the
 * optimistic patch shows only what the command itself decides (a status, who decided, a proposal),
 * and the figures the server derives from the ledger come with its answer or the next pull.
 *
 * The `…Change` builders are pure (tested against the outbox); the exported actions queue them.
 */
import type { Booking, CreditAccount, SessionUser, TopUp, TopUpDecisionKind } from '../../contract';
import { emptyCreditAccount } from '../../contract';
import { enqueue, type NewChange } from '../../lib/sync';

export const CREDIT_PATHS = {
  approve: '/Credit/approve',
  reject: '/Credit/reject',
  undo: '/Credit/undo',
  adjustLimit: '/Credit/adjustLimit',
  approveLimit: '/Credit/approveLimit',
  rejectLimit: '/Credit/rejectLimit',
  redeem: '/Credit/redeem',
} as const;

/** Who acts, as the trail names them. */
export type CreditActor = Pick<SessionUser, 'userID' | 'firstName' | 'lastName'>;

const actorName = (actor: CreditActor) => `${actor.firstName} ${actor.lastName}`.trim();

const DECIDED_STATUS = { approve: 'Approved', reject: 'Rejected', undo: 'Reversed' } as const;

/**
 * Approve, reject or undo (reverse an approval of) a top-up. The row shows the new status and the
 * decision's trail at once; the ledger entry the server writes arrives with the pull.
 */
export function topUpDecisionChange(
  topUp: Pick<TopUp, 'id' | 'version'>,
  decision: TopUpDecisionKind,
  reason: string | null,
  actor: CreditActor,
  now = new Date(),
): NewChange {
  const stamp = now.toISOString();
  return {
    entity: 'topUps',
    entityId: topUp.id,
    baseVersion: topUp.version,
    patch: {
      status: DECIDED_STATUS[decision],
      decidedBy: actor.userID,
      decidedByName: actorName(actor),
      decidedAt: stamp,
      decisionReason: reason,
      updatedAt: stamp,
    },
    request: { method: 'POST', path: CREDIT_PATHS[decision], body: { id: topUp.id, reason } },
  };
}

/**
 * Propose a new credit limit for a merchant's account. The account may not be on the device yet
 * (a merchant with no entry has none until the server writes one): then the op creates the row
 * locally from an empty account, and the server's answer replaces it.
 */
export function proposeLimitChange(
  account: CreditAccount | null,
  merchantId: string,
  creditLimitSen: number,
  reason: string,
  actor: CreditActor,
  now = new Date(),
): NewChange {
  const stamp = now.toISOString();
  const proposal = {
    proposedLimitSen: creditLimitSen,
    proposedBy: actor.userID,
    proposedByName: actorName(actor),
    proposedAt: stamp,
    proposalReason: reason,
  };
  const request = {
    method: 'POST' as const,
    path: CREDIT_PATHS.adjustLimit,
    body: { merchantId, creditLimitSen, reason },
  };
  if (!account) {
    return {
      entity: 'creditAccounts',
      entityId: merchantId,
      baseVersion: 0,
      create: true,
      patch: { ...emptyCreditAccount(merchantId, stamp), ...proposal },
      request,
    };
  }
  return {
    entity: 'creditAccounts',
    entityId: merchantId,
    baseVersion: account.version,
    patch: proposal,
    request,
  };
}

const NO_PROPOSAL = {
  proposedLimitSen: null,
  proposedBy: null,
  proposedByName: null,
  proposedAt: null,
  proposalReason: null,
};

/**
 * Approve or reject the account's waiting proposal. Approving shows the new limit and what it
 * makes available; the ADJUST_CREDIT_LIMIT entry is the server's.
 */
export function limitDecisionChange(
  account: CreditAccount,
  decision: 'approve' | 'reject',
  reason: string | null,
): NewChange {
  const limitSen = account.proposedLimitSen ?? account.limitSen;
  const patch =
    decision === 'approve'
      ? { ...NO_PROPOSAL, limitSen, availableSen: account.balanceSen + limitSen }
      : NO_PROPOSAL;
  return {
    entity: 'creditAccounts',
    entityId: account.merchantId,
    baseVersion: account.version,
    patch,
    request: {
      method: 'POST',
      path: decision === 'approve' ? CREDIT_PATHS.approveLimit : CREDIT_PATHS.rejectLimit,
      body: { merchantId: account.merchantId, reason },
    },
  };
}

/**
 * Pay an Unpaid booking with credit: the booking shows Paid at once; `entryId` is the
 * REDEEM_CREDIT entry's id (the server writes it, with the balance after it).
 */
export function redeemChange(booking: Pick<Booking, 'id' | 'version'>, entryId: string): NewChange {
  return {
    entity: 'bookings',
    entityId: booking.id,
    baseVersion: booking.version,
    patch: { paymentStatus: 'Paid' },
    request: { method: 'POST', path: CREDIT_PATHS.redeem, body: { id: entryId, bookingId: booking.id } },
  };
}

// --- The actions screens call --------------------------------------------------------------

export const decideTopUp = (
  topUp: Pick<TopUp, 'id' | 'version'>,
  decision: TopUpDecisionKind,
  reason: string | null,
  actor: CreditActor,
) => enqueue(topUpDecisionChange(topUp, decision, reason, actor));

export const proposeLimit = (
  account: CreditAccount | null,
  merchantId: string,
  creditLimitSen: number,
  reason: string,
  actor: CreditActor,
) => enqueue(proposeLimitChange(account, merchantId, creditLimitSen, reason, actor));

export const decideLimit = (account: CreditAccount, decision: 'approve' | 'reject', reason: string | null) =>
  enqueue(limitDecisionChange(account, decision, reason));

export const payWithCredit = (booking: Pick<Booking, 'id' | 'version'>) =>
  enqueue(redeemChange(booking, crypto.randomUUID()));
