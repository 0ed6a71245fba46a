/** Top-up decisions through the app, four eyes: a Checker approves, rejects or undoes once; the merchant admin cancels a Pending one. */
import { describe, expect, it } from 'vitest';
import type { TopUp } from '../../../src/contract';
import { creditSuite, pendingTopUp, post, postTopUp, topUpBody } from './credit-test-kit';

const s = creditSuite();

describe('four eyes', () => {
  it('lets a Checker approve once: balance up, pending down, PAYMENT_VERIFICATION', async () => {
    const topUp = await pendingTopUp(s.app, s.as, { amountSen: 100_000 });
    const before = await s.account();
    const approved = await post<TopUp>(s.app, '/Credit/approve', { id: topUp.id }, s.as.admin);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', decidedByName: 'Aisyah Rahman' });
    const after = await s.account();
    expect(after.balanceSen - before.balanceSen).toBe(100_000);
    expect(before.pendingSen - after.pendingSen).toBe(100_000);
    const again = await post(s.app, '/Credit/approve', { id: topUp.id }, s.as.admin);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('credit.notPending');
    await s.expectLedgerConsistent();
  });

  it('never lets a Maker decide, nor anyone decide their own submission', async () => {
    const topUp = await pendingTopUp(s.app, s.as);
    const maker = await post(s.app, '/Credit/approve', { id: topUp.id }, s.as.maker);
    expect(maker.status).toBe(403);
    expect(maker.body.code).toBe('credit.checkerOnly');
    const own = await postTopUp(s.app, s.as.admin, topUpBody({ merchantId: s.demo }));
    const decided = await post(s.app, '/Credit/approve', { id: own.body.data?.id }, s.as.admin);
    expect(decided.status).toBe(403);
    expect(decided.body.code).toBe('credit.ownSubmission');
    const merchant = await post(s.app, '/Credit/approve', { id: topUp.id }, s.as.merchantAdmin);
    expect(merchant.status).toBe(403);
  });

  it('rejects with a reason (required) and writes PAYMENT_REJECTED', async () => {
    const topUp = await pendingTopUp(s.app, s.as, { amountSen: 7_000 });
    const bare = await post(s.app, '/Credit/reject', { id: topUp.id, reason: '  ' }, s.as.admin);
    expect(bare.status).toBe(422);
    expect(bare.body.code).toBe('credit.reasonRequired');
    const before = await s.account();
    const rejected = await post<TopUp>(
      s.app,
      '/Credit/reject',
      { id: topUp.id, reason: 'Blurred slip' },
      s.as.admin,
    );
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', decisionReason: 'Blurred slip' });
    expect(before.pendingSen - (await s.account()).pendingSen).toBe(7_000);
    await s.expectLedgerConsistent();
  });

  it('reverses an approval with UNDO_APPROVED_PAYMENT (reason required), only of an Approved one', async () => {
    const topUp = await pendingTopUp(s.app, s.as, { amountSen: 3_000 });
    expect((await post(s.app, '/Credit/undo', { id: topUp.id, reason: 'x' }, s.as.admin)).body.code).toBe(
      'credit.notApproved',
    );
    await post(s.app, '/Credit/approve', { id: topUp.id }, s.as.admin);
    const before = await s.account();
    const undone = await post<TopUp>(s.app, '/Credit/undo', { id: topUp.id, reason: 'Bounced' }, s.as.admin);
    expect(undone.body.data?.status).toBe('Reversed');
    expect(before.balanceSen - (await s.account()).balanceSen).toBe(3_000);
    await s.expectLedgerConsistent();
  });

  it('lets the merchant admin cancel a Pending top-up (CANCELLED_PAYMENT), not a merchant user', async () => {
    const topUp = await pendingTopUp(s.app, s.as, { amountSen: 2_000 });
    expect(
      (await post(s.app, '/Credit/cancel', { id: topUp.id, reason: 'Typo' }, s.as.merchantUser)).status,
    ).toBe(403);
    const cancelled = await post<TopUp>(
      s.app,
      '/Credit/cancel',
      { id: topUp.id, reason: 'Typo' },
      s.as.merchantAdmin,
    );
    expect(cancelled.body.data?.status).toBe('Cancelled');
    expect(
      (await post(s.app, '/Credit/cancel', { id: topUp.id, reason: 'Again' }, s.as.merchantAdmin)).status,
    ).toBe(409);
    await s.expectLedgerConsistent();
  });
});
