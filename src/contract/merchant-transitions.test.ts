/** The merchant state machine as a table (docs/ARCHITECTURE.md, Merchants): pure, no database. */
import { describe, expect, it } from 'vitest';
import { merchantStateOf, merchantTransition, newMerchantState } from './merchant-transitions';

describe('merchantTransition', () => {
  const checker = { userID: 'c', userType: 'staff', level: 'Checker' } as const;
  const pending = {
    status: 'Inactive',
    submissionStatus: 'Submitted',
    approvalStatus: 'Pending',
    submittedBy: 'm',
    hasProposal: false,
    proposedBy: null,
  } as const;

  it('allows a decision only on a submitted, pending merchant', () => {
    expect(
      merchantTransition(
        { ...pending, submissionStatus: 'Draft' },
        { kind: 'decide', decision: 'Approved' },
        checker,
      ),
    ).toEqual({
      ok: false,
      status: 409,
      code: 'merchant.notPending',
    });
    expect(merchantTransition(pending, { kind: 'decide', decision: 'Rejected' }, checker)).toEqual({
      ok: true,
      next: { ...pending, approvalStatus: 'Rejected' },
    });
  });

  it.each([
    // [status, approvalStatus, requested status, answer]
    ['Inactive', 'Pending', 'Active', 409],
    ['Inactive', 'Rejected', 'Active', 409],
    ['Inactive', 'Approved', 'Active', 'Active'],
    ['Active', 'Pending', 'Active', 409],
    ['Active', 'Rejected', 'Active', 409],
    ['Active', 'Approved', 'Active', 'Active'],
    ['Inactive', 'Pending', 'Inactive', 'Inactive'],
    ['Active', 'Pending', 'Inactive', 'Inactive'],
    ['Active', 'Rejected', 'Inactive', 'Inactive'],
    ['Active', 'Approved', 'Inactive', 'Inactive'],
  ] as const)(
    'a status change of a %s, %s merchant to %s answers %s',
    (status, approvalStatus, to, answer) => {
      const current = { ...pending, status, approvalStatus };
      const maker = { userID: 'm', userType: 'staff', level: 'Maker' } as const;
      for (const user of [maker, checker]) {
        expect(merchantTransition(current, { kind: 'status', status: to }, user)).toEqual(
          answer === 409
            ? { ok: false, status: 409, code: 'merchant.notApproved' }
            : { ok: true, next: { ...current, status: answer } },
        );
      }
    },
  );

  it('refuses merchant users everything', () => {
    const merchantUser = { userID: 'u', userType: 'merchant', level: 'Checker' } as const;
    expect(merchantTransition(null, { kind: 'create' }, merchantUser)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      merchantTransition(
        { ...pending, approvalStatus: 'Approved' },
        { kind: 'status', status: 'Active' },
        merchantUser,
      ),
    ).toMatchObject({ ok: false, status: 403 });
  });

  describe('an edit of an approved merchant (a proposal)', () => {
    const maker = { userID: 'm', userType: 'staff', level: 'Maker' } as const;
    const otherMaker = { userID: 'm2', userType: 'staff', level: 'Maker' } as const;
    const approved = { ...pending, status: 'Active', approvalStatus: 'Approved', submittedBy: 'x' } as const;
    const proposed = { ...approved, hasProposal: true, proposedBy: 'm' } as const;

    it('waits as a proposal; only its proposer may amend it', () => {
      expect(merchantTransition(approved, { kind: 'propose' }, maker)).toEqual({ ok: true, next: proposed });
      expect(merchantTransition(proposed, { kind: 'propose' }, maker)).toEqual({ ok: true, next: proposed });
      expect(merchantTransition(proposed, { kind: 'propose' }, otherMaker)).toEqual({
        ok: false,
        status: 409,
        code: 'merchant.changePending',
      });
    });

    it('is decided by a Checker who did not propose it, leaving status and approval as they were', () => {
      const ownChecker = { ...checker, userID: 'm' } as const;
      expect(merchantTransition(proposed, { kind: 'decide', decision: 'Approved' }, maker)).toMatchObject({
        status: 403,
        code: 'error.forbidden',
      });
      expect(
        merchantTransition(proposed, { kind: 'decide', decision: 'Approved' }, ownChecker),
      ).toMatchObject({ status: 403, code: 'merchant.ownSubmission' });
      expect(merchantTransition(proposed, { kind: 'decide', decision: 'Approved' }, checker)).toEqual({
        ok: true,
        next: { ...approved, submittedBy: 'm' },
      });
      expect(merchantTransition(proposed, { kind: 'decide', decision: 'Rejected' }, checker)).toEqual({
        ok: true,
        next: approved,
      });
      expect(merchantTransition(approved, { kind: 'decide', decision: 'Approved' }, checker)).toMatchObject({
        status: 409,
        code: 'merchant.notPending',
      });
    });
  });
});

describe('a merchant row as the transitions read it', () => {
  it('names the proposer of a waiting edit, and a new merchant waits for someone else', () => {
    const row = {
      status: 'Active',
      submissionStatus: 'Submitted',
      approvalStatus: 'Approved',
      submittedBy: 'm',
      proposedChanges: { proposedBy: 'p' },
    } as const;
    expect(merchantStateOf(row as never)).toEqual({
      ...row,
      proposedChanges: undefined,
      hasProposal: true,
      proposedBy: 'p',
    });
    const created = newMerchantState('c');
    expect(
      merchantTransition(
        created,
        { kind: 'decide', decision: 'Approved' },
        { userID: 'c', userType: 'staff', level: 'Checker' },
      ),
    ).toEqual({
      ok: false,
      status: 403,
      code: 'merchant.ownSubmission',
    });
  });
});
