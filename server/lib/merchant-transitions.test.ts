/** The merchant state machine as a table (docs/ARCHITECTURE.md, Merchants): pure, no database. */
import { describe, expect, it } from 'vitest';
import { merchantTransition } from './merchant-transitions';

describe('merchantTransition', () => {
  const checker = { userID: 'c', userType: 'staff', level: 'Checker' } as const;
  const pending = {
    status: 'Inactive',
    submissionStatus: 'Submitted',
    approvalStatus: 'Pending',
    submittedBy: 'm',
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
});
