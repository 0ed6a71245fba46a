import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_ACTIONS, type CreditAction } from './credit';
import {
  applyEntry,
  availableSen,
  ENTRY_SIGN,
  entryDeltas,
  isPayableWithCredit,
  limitDecisionBlock,
  limitProposalBlock,
  spendBlock,
  sumEntries,
  topUpCancelBlock,
  topUpDecisionBlock,
} from './credit-rules';

const checker = { userID: 'c-1', userType: 'staff', level: 'Checker' } as const;
const otherChecker = { userID: 'c-2', userType: 'staff', level: 'Checker' } as const;
const maker = { userID: 'm-1', userType: 'staff', level: 'Maker' } as const;
const merchantUser = { userID: 'u-1', userType: 'merchant', level: 'Maker', merchantId: 'mer-1' } as const;

/** An amount of the sign the action requires (never zero). */
const entryOf = (action: CreditAction) =>
  fc.integer({ min: 1, max: 10_000_000 }).chain((size) => {
    const sign = ENTRY_SIGN[action];
    return sign === 0 ? fc.constantFrom(size, -size) : fc.constant(sign * size);
  });
const anyEntry = fc
  .constantFrom(...CREDIT_ACTIONS)
  .chain((action) => entryOf(action).map((amountSen) => ({ action, amountSen })));

describe('the ledger arithmetic', () => {
  it('keeps every figure equal to the sum of its entries, entry by entry', () => {
    fc.assert(
      fc.property(fc.array(anyEntry, { maxLength: 60 }), (entries) => {
        let figures = { balanceSen: 0, limitSen: 0, pendingSen: 0 };
        for (const entry of entries) figures = applyEntry(figures, entry.action, entry.amountSen);
        expect(figures).toEqual(sumEntries(entries));
        const deltas = entries.map((entry) => entryDeltas(entry.action, entry.amountSen));
        expect(figures.balanceSen).toBe(deltas.reduce((sum, delta) => sum + delta.balanceSen, 0));
      }),
    );
  });

  it('moves a verified top-up from pending to the balance, and nothing else', () => {
    const after = sumEntries([
      { action: 'PAYMENT_ENTRY', amountSen: 50_000 },
      { action: 'PAYMENT_VERIFICATION', amountSen: 50_000 },
    ]);
    expect(after).toEqual({ balanceSen: 50_000, limitSen: 0, pendingSen: 0 });
  });

  it('leaves nothing pending after an entry and its rejection or cancellation', () => {
    for (const closing of ['PAYMENT_REJECTED', 'CANCELLED_PAYMENT'] as const) {
      const after = sumEntries([
        { action: 'PAYMENT_ENTRY', amountSen: 1_234 },
        { action: closing, amountSen: -1_234 },
      ]);
      expect(after).toEqual({ balanceSen: 0, limitSen: 0, pendingSen: 0 });
    }
  });

  it('undoes an approval by a new entry that takes the same amount back', () => {
    const after = sumEntries([
      { action: 'PAYMENT_ENTRY', amountSen: 9_900 },
      { action: 'PAYMENT_VERIFICATION', amountSen: 9_900 },
      { action: 'UNDO_APPROVED_PAYMENT', amountSen: -9_900 },
    ]);
    expect(after).toEqual({ balanceSen: 0, limitSen: 0, pendingSen: 0 });
  });

  it('moves only the limit on a limit adjustment', () => {
    expect(entryDeltas('ADJUST_CREDIT_LIMIT', -500)).toEqual({
      balanceSen: 0,
      limitSen: -500,
      pendingSen: 0,
    });
  });
});

describe('spending', () => {
  it('allows exactly up to balance + limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 3_000_000 }),
        (balanceSen, limitSen, amountSen) => {
          const figures = { balanceSen, limitSen, pendingSen: 0 };
          const block = spendBlock(figures, amountSen);
          expect(block === null).toBe(amountSen <= availableSen(figures));
          if (block === null) {
            expect(availableSen(applyEntry(figures, 'REDEEM_CREDIT', -amountSen))).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('names what is available, in ringgit', () => {
    expect(spendBlock({ balanceSen: 1_050, limitSen: 0, pendingSen: 0 }, 2_000)).toEqual({
      status: 422,
      code: 'credit.insufficient',
      params: { available: 'RM\u00a010.50' },
    });
  });

  it('counts pending top-ups as nothing to spend', () => {
    expect(spendBlock({ balanceSen: 0, limitSen: 0, pendingSen: 50_000 }, 1)).not.toBeNull();
  });
});

describe('four eyes on top-ups', () => {
  const pending = { status: 'Pending', submittedBy: 'u-1' } as const;

  it('lets a Checker who did not submit it decide a Pending top-up', () => {
    expect(topUpDecisionBlock(pending, 'approve', checker)).toBeNull();
    expect(topUpDecisionBlock(pending, 'reject', checker)).toBeNull();
  });

  it('refuses a Maker and a merchant user, whatever the state', () => {
    for (const status of ['Pending', 'Approved'] as const) {
      expect(topUpDecisionBlock({ ...pending, status }, 'approve', maker)?.code).toBe('credit.checkerOnly');
      expect(topUpDecisionBlock({ ...pending, status }, 'approve', merchantUser)?.code).toBe(
        'credit.checkerOnly',
      );
    }
  });

  it('refuses a Checker their own submission', () => {
    const own = { status: 'Pending', submittedBy: checker.userID } as const;
    expect(topUpDecisionBlock(own, 'approve', checker)).toEqual({
      status: 403,
      code: 'credit.ownSubmission',
    });
    expect(topUpDecisionBlock(own, 'approve', otherChecker)).toBeNull();
  });

  it('decides a top-up once; only an Approved one is undone', () => {
    const approved = { status: 'Approved', submittedBy: 'u-1' } as const;
    expect(topUpDecisionBlock(approved, 'approve', checker)).toEqual({
      status: 409,
      code: 'credit.notPending',
    });
    expect(topUpDecisionBlock(approved, 'undo', checker)).toBeNull();
    expect(topUpDecisionBlock(pending, 'undo', checker)?.code).toBe('credit.notApproved');
  });

  it('lets only the merchant cancel its own Pending top-up', () => {
    const topUp = { status: 'Pending', merchantId: 'mer-1' } as const;
    expect(topUpCancelBlock(topUp, merchantUser)).toBeNull();
    expect(topUpCancelBlock(topUp, { userType: 'merchant', merchantId: 'mer-2' })?.status).toBe(403);
    expect(topUpCancelBlock(topUp, { userType: 'staff', merchantId: null })?.status).toBe(403);
    expect(topUpCancelBlock({ ...topUp, status: 'Approved' }, merchantUser)?.code).toBe('credit.notPending');
  });
});

describe('four eyes on credit limits', () => {
  const account = { limitSen: 100_000, proposedLimitSen: null, proposedBy: null };

  it('takes one proposal at a time, from staff, that changes the limit', () => {
    expect(limitProposalBlock(account, 200_000, maker)).toBeNull();
    expect(limitProposalBlock(account, 100_000, maker)?.code).toBe('credit.limitUnchanged');
    expect(limitProposalBlock({ ...account, proposedLimitSen: 5 }, 200_000, maker)?.code).toBe(
      'credit.limitProposalPending',
    );
    expect(limitProposalBlock(account, 200_000, merchantUser)?.status).toBe(403);
  });

  it('is decided by another Checker', () => {
    const waiting = { proposedLimitSen: 200_000, proposedBy: checker.userID };
    expect(limitDecisionBlock(waiting, checker)?.code).toBe('credit.ownSubmission');
    expect(limitDecisionBlock(waiting, maker)?.code).toBe('credit.checkerOnly');
    expect(limitDecisionBlock(waiting, otherChecker)).toBeNull();
    expect(limitDecisionBlock(account, otherChecker)?.code).toBe('credit.noLimitProposal');
  });
});

describe('payable with credit (redeem and the booking drawer alike)', () => {
  const unpaid = { paymentStatus: 'Unpaid', status: 'Confirmed', currency: 'MYR', amountSen: 100 } as const;

  it('is an Unpaid, not cancelled booking in ringgit with an amount', () => {
    expect(isPayableWithCredit(unpaid)).toBe(true);
    expect(isPayableWithCredit({ ...unpaid, paymentStatus: 'Paid' })).toBe(false);
    expect(isPayableWithCredit({ ...unpaid, status: 'Cancelled' })).toBe(false);
    expect(isPayableWithCredit({ ...unpaid, currency: 'SGD' })).toBe(false);
    expect(isPayableWithCredit({ ...unpaid, amountSen: 0 })).toBe(false);
  });
});
