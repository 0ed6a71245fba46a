/** A credit limit through the app: proposed by a Maker, changed only when another Checker approves. */
import { describe, expect, it } from 'vitest';
import type { CreditAccount, CreditEntry, Page } from '../../../src/contract';
import { creditSuite, get, post } from './credit-test-kit';

const s = creditSuite();

describe('credit limit', () => {
  it('changes a credit limit only when another Checker approves the proposal', async () => {
    const current = await s.account(s.other);
    const proposed = await post<CreditAccount>(
      s.app,
      '/Credit/adjustLimit',
      { merchantId: s.other, creditLimitSen: current.limitSen + 500_000, reason: 'Peak season' },
      s.as.maker,
    );
    expect(proposed.status).toBe(200);
    expect(proposed.body.data).toMatchObject({
      proposedLimitSen: current.limitSen + 500_000,
      proposedByName: 'Wei Ming Tan',
    });
    const twice = await post(
      s.app,
      '/Credit/adjustLimit',
      { merchantId: s.other, creditLimitSen: 1, reason: 'x' },
      s.as.maker,
    );
    expect(twice.body.code).toBe('credit.limitProposalPending');
    expect((await post(s.app, '/Credit/approveLimit', { merchantId: s.other }, s.as.maker)).body.code).toBe(
      'credit.checkerOnly',
    );
    const approved = await post<CreditAccount>(
      s.app,
      '/Credit/approveLimit',
      { merchantId: s.other },
      s.as.admin,
    );
    expect(approved.body.data).toMatchObject({
      limitSen: current.limitSen + 500_000,
      proposedLimitSen: null,
    });
    const own = await post(
      s.app,
      '/Credit/adjustLimit',
      { merchantId: s.other, creditLimitSen: 0, reason: 'Close' },
      s.as.admin,
    );
    expect(own.status).toBe(200);
    expect((await post(s.app, '/Credit/approveLimit', { merchantId: s.other }, s.as.admin)).body.code).toBe(
      'credit.ownSubmission',
    );
    expect(
      (
        await post<CreditAccount>(
          s.app,
          '/Credit/rejectLimit',
          { merchantId: s.other, reason: 'No' },
          s.as.admin,
        )
      ).status,
    ).toBe(403);
    await s.expectLedgerConsistent(s.other);
    const limits = await get<Page<CreditEntry>>(
      s.app,
      `/Credit/historyListPage?merchantId=${s.other}&action=ADJUST_CREDIT_LIMIT`,
      s.as.admin,
    );
    expect(limits.body.data?.items[0]).toMatchObject({ amountSen: 500_000, createdByName: 'Aisyah Rahman' });
  });
});
