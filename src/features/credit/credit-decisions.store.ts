/**
 * Staff's credit decisions and a merchant's spending, as outbox ops (docs/ARCHITECTURE.md,
 * Credit). Clients send commands ("approve top-up X", "redeem for booking Y"), never balances: the
 * figures the server derives from the ledger come with its answer or the next pull. A proposal or
 * a payment shows at once (its optimistic patch); a four-eyes decision does not: its op carries no
 * patch, so the row keeps the server's status until the server accepts the decision, and the
 * screens show it as being sent, or refused, from the op itself (pending-decisions.ts).
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

/**
 * Approve, reject or undo (reverse an approval of) a top-up. No optimistic patch: the top-up stays
 * as the server last said (Pending, say) and shows the decision as being sent until the server's
 * answer brings the decided row, its trail and (with the pull) its ledger entry.
 */
export function topUpDecisionChange(
  topUp: Pick<TopUp, 'id' | 'version'>,
  decision: TopUpDecisionKind,
  reason: string | null,
): NewChange {
  return {
    entity: 'topUps',
    entityId: topUp.id,
    baseVersion: topUp.version,
    patch: {},
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

/**
 * Approve or reject the account's waiting proposal. No optimistic patch: the proposal stays on the
 * row, shown as being decided, until the server's answer brings the account without it (and, for
 * an approval, the new limit and what it makes available, from its ADJUST_CREDIT_LIMIT entry).
 */
export function limitDecisionChange(
  account: Pick<CreditAccount, 'merchantId' | 'version'>,
  decision: 'approve' | 'reject',
  reason: string | null,
): NewChange {
  return {
    entity: 'creditAccounts',
    entityId: account.merchantId,
    baseVersion: account.version,
    patch: {},
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
) => enqueue(topUpDecisionChange(topUp, decision, reason));

export const proposeLimit = (
  account: CreditAccount | null,
  merchantId: string,
  creditLimitSen: number,
  reason: string,
  actor: CreditActor,
) => enqueue(proposeLimitChange(account, merchantId, creditLimitSen, reason, actor));

export const decideLimit = (
  account: Pick<CreditAccount, 'merchantId' | 'version'>,
  decision: 'approve' | 'reject',
  reason: string | null,
) => enqueue(limitDecisionChange(account, decision, reason));

export const payWithCredit = (booking: Pick<Booking, 'id' | 'version'>) =>
  enqueue(redeemChange(booking, crypto.randomUUID()));
