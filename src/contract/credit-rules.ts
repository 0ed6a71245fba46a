/**
 * The rules of credit (docs/ARCHITECTURE.md, Credit), as pure functions: the server runs them
 * inside the transaction that locks the account (or the top-up), the app runs them to offer only
 * what will be accepted and to say why not. One home per rule.
 *
 * The ledger: every movement is an entry; an account's figures are the sums of its entries'
 * deltas (`entryDeltas`), so the figures after an entry are the figures before it plus its deltas.
 *
 * Four eyes: a top-up or a credit-limit proposal is decided by a staff Checker who did not submit
 * it; the merchant who submitted a top-up may cancel it while it is Pending.
 */
import type { SessionUser } from './auth';
import type { Booking } from './booking';
import type { CreditAction, TopUp } from './credit';
import type { CreditAccount } from './credit-ledger';
import { fourEyesRefusal, type FourEyesRefusal } from './four-eyes';
import type { MessageCode } from './messages';
import { moneyParam } from './money';
import { CREDIT_CURRENCY } from './credit';

export type CreditFigures = Pick<CreditAccount, 'balanceSen' | 'limitSen' | 'pendingSen'>;
export type Deltas = { balanceSen: number; limitSen: number; pendingSen: number };

/**
 * What an entry moves, given its signed `amountSen`:
 * - payment entry: pending +a (a top-up submitted); rejected and cancelled: pending −a (a < 0 given);
 * - payment verification: balance +a and pending −a (the pending top-up becomes credit);
 * - undo approved payment, redeem: balance −a (a < 0 given); refund: balance +a;
 * - system update: balance ± a; adjust credit limit: limit ± a.
 */
export function entryDeltas(action: CreditAction, amountSen: number): Deltas {
  const none = { balanceSen: 0, limitSen: 0, pendingSen: 0 };
  switch (action) {
    case 'PAYMENT_ENTRY':
    case 'PAYMENT_REJECTED':
    case 'CANCELLED_PAYMENT':
      return { ...none, pendingSen: amountSen };
    case 'PAYMENT_VERIFICATION':
      return { ...none, balanceSen: amountSen, pendingSen: -amountSen };
    case 'UNDO_APPROVED_PAYMENT':
    case 'REDEEM_CREDIT':
    case 'REFUND_AGENT_CREDIT':
    case 'SYSTEM_UPDATE':
      return { ...none, balanceSen: amountSen };
    case 'ADJUST_CREDIT_LIMIT':
      return { ...none, limitSen: amountSen };
  }
}

/** The sign an action's amount must have: +1, −1, or 0 for either (never zero itself). */
export const ENTRY_SIGN: Readonly<Record<CreditAction, 1 | -1 | 0>> = {
  PAYMENT_ENTRY: 1,
  PAYMENT_VERIFICATION: 1,
  PAYMENT_REJECTED: -1,
  CANCELLED_PAYMENT: -1,
  UNDO_APPROVED_PAYMENT: -1,
  REDEEM_CREDIT: -1,
  REFUND_AGENT_CREDIT: 1,
  SYSTEM_UPDATE: 0,
  ADJUST_CREDIT_LIMIT: 0,
};

/** The figures after an entry. */
export function applyEntry(figures: CreditFigures, action: CreditAction, amountSen: number): CreditFigures {
  const deltas = entryDeltas(action, amountSen);
  return {
    balanceSen: figures.balanceSen + deltas.balanceSen,
    limitSen: figures.limitSen + deltas.limitSen,
    pendingSen: figures.pendingSen + deltas.pendingSen,
  };
}

/** An account's figures from its entries alone: what every stored figure must equal. */
export function sumEntries(entries: readonly { action: CreditAction; amountSen: number }[]): CreditFigures {
  return entries.reduce((figures, entry) => applyEntry(figures, entry.action, entry.amountSen), {
    balanceSen: 0,
    limitSen: 0,
    pendingSen: 0,
  });
}

/** What bookings may still spend: balance + limit. */
export const availableSen = (figures: Pick<CreditFigures, 'balanceSen' | 'limitSen'>) =>
  figures.balanceSen + figures.limitSen;

export type CreditBlock = { status: 403 | 409 | 422; code: MessageCode; params?: Record<string, string> };

/** Spending more than balance + limit is refused; `params.available` reads `RM 12.50`. */
export function spendBlock(figures: CreditFigures, amountSen: number): CreditBlock | null {
  const available = availableSen(figures);
  if (amountSen > available) {
    const text = moneyParam(Math.max(0, available), CREDIT_CURRENCY);
    return { status: 422, code: 'credit.insufficient', params: { available: text } };
  }
  return null;
}

/** An Unpaid, not cancelled booking in ringgit with an amount: what redeem accepts. */
export const isPayableWithCredit = (
  booking: Pick<Booking, 'paymentStatus' | 'status' | 'currency' | 'amountSen'>,
) =>
  booking.paymentStatus === 'Unpaid' &&
  booking.status !== 'Cancelled' &&
  booking.currency === CREDIT_CURRENCY &&
  booking.amountSen > 0;

type Actor = Pick<SessionUser, 'userID' | 'userType' | 'level'>;

/** The credit area's words for the four-eyes refusals. */
const FOUR_EYES_CODES = {
  notChecker: 'credit.checkerOnly',
  ownProposal: 'credit.ownSubmission',
} as const satisfies Record<FourEyesRefusal, MessageCode>;

export type TopUpDecisionKind = 'approve' | 'reject' | 'undo';

/**
 * May `actor` decide this top-up? Approve and reject need a Pending one, undo an Approved one;
 * every decision needs a staff Checker who did not submit it (checked first: the answer to a
 * Maker does not depend on the top-up's state).
 */
export function topUpDecisionBlock(
  topUp: Pick<TopUp, 'status' | 'submittedBy'>,
  decision: TopUpDecisionKind,
  actor: Actor,
): CreditBlock | null {
  const refusal = fourEyesRefusal(actor, topUp.submittedBy);
  if (refusal) return { status: 403, code: FOUR_EYES_CODES[refusal] };
  if (decision === 'undo')
    return topUp.status === 'Approved' ? null : { status: 409, code: 'credit.notApproved' };
  return topUp.status === 'Pending' ? null : { status: 409, code: 'credit.notPending' };
}

/** A merchant cancels their own merchant's Pending top-up (staff reject instead). */
export function topUpCancelBlock(
  topUp: Pick<TopUp, 'status' | 'merchantId'>,
  actor: Pick<SessionUser, 'userType' | 'merchantId'>,
): CreditBlock | null {
  if (actor.userType === 'staff' || actor.merchantId !== topUp.merchantId) {
    return { status: 403, code: 'error.forbidden' };
  }
  return topUp.status === 'Pending' ? null : { status: 409, code: 'credit.notPending' };
}

/** A reason is required to reject, undo or cancel. */
export const decisionNeedsReason = (decision: TopUpDecisionKind | 'cancel') => decision !== 'approve';

/** Staff propose a credit limit; one proposal waits at a time. */
export function limitProposalBlock(
  account: Pick<CreditAccount, 'proposedLimitSen' | 'limitSen'>,
  creditLimitSen: number,
  actor: Pick<SessionUser, 'userType'>,
): CreditBlock | null {
  if (actor.userType !== 'staff') return { status: 403, code: 'error.forbidden' };
  if (account.proposedLimitSen !== null) return { status: 409, code: 'credit.limitProposalPending' };
  if (creditLimitSen === account.limitSen) return { status: 422, code: 'credit.limitUnchanged' };
  return null;
}

/** A Checker who did not propose it decides the waiting proposal. */
export function limitDecisionBlock(
  account: Pick<CreditAccount, 'proposedLimitSen' | 'proposedBy'>,
  actor: Actor,
): CreditBlock | null {
  const refusal = fourEyesRefusal(actor, account.proposedBy);
  if (refusal) return { status: 403, code: FOUR_EYES_CODES[refusal] };
  if (account.proposedLimitSen === null) return { status: 409, code: 'credit.noLimitProposal' };
  return null;
}
