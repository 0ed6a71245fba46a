import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LimitDecisionSchema,
  LimitProposalSchema,
  RedeemSchema,
  TopUpDecisionSchema,
  type CreditAccount,
  type TopUp,
} from '../../contract';
import { ApiError } from '../../lib/api/api-error';
import type { MirrorDb, MirrorRow, OutboxOp } from '../../lib/db';
import { enqueueChange } from '../../lib/sync/outbox';
import { replayOutbox } from '../../lib/sync/replay';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import {
  limitDecisionChange,
  proposeLimitChange,
  redeemChange,
  topUpDecisionChange,
  type CreditActor,
} from './credit-decisions.store';
import { pendingDecisionOf } from './pending-decisions';

const MERCHANT = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f60';
const TOP_UP = '7a1e2b3c-0000-4000-8000-000000000001';
const BOOKING = '8b1e2b3c-0000-4000-8000-000000000002';
const checker: CreditActor = {
  userID: 'c0000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Checker',
};
const NOW = new Date('2026-11-25T02:00:00.000Z');

const pendingTopUp = { id: TOP_UP, version: 7, status: 'Pending', merchantId: MERCHANT, amountSen: 50_000 };
const account: CreditAccount = {
  id: MERCHANT,
  merchantId: MERCHANT,
  currency: 'MYR',
  limitSen: 100_000,
  balanceSen: 25_000,
  pendingSen: 0,
  availableSen: 125_000,
  entryCount: 3,
  proposedLimitSen: 300_000,
  proposedBy: 'd0000000-0000-4000-8000-000000000002',
  proposedByName: 'Max Maker',
  proposedAt: '2026-11-24T02:00:00.000Z',
  proposalReason: 'Busy season',
  updatedAt: '2026-11-24T02:00:00.000Z',
  version: 4,
};

/** What the server writes for a decision (the device's op carries none of it). */
const SERVER_DECIDES: Record<string, Record<string, unknown>> = {
  '/Credit/approve': { status: 'Approved', decidedBy: checker.userID, decidedByName: 'Ada Checker' },
  '/Credit/approveLimit': { limitSen: 300_000, availableSen: 325_000, proposedLimitSen: null },
};

/** A server that answers each credit command with its row, as the real one does, and records it. */
function creditServer(rows: Map<string, MirrorRow>) {
  const calls: string[] = [];
  let offline = false;
  const transport = async (op: OutboxOp): Promise<unknown> => {
    if (offline) throw new ApiError('network', 0, 'offline');
    calls.push(op.path);
    const body = op.body as Record<string, unknown>;
    const key = String(body.bookingId ?? body.merchantId ?? body.id);
    const current = rows.get(key);
    if (op.path === '/Credit/approve' && current?.status !== 'Pending')
      throw new ApiError('http', 409, 'decided', 'credit.notPending');
    const next = {
      ...(current ?? { id: key, version: 0 }),
      ...op.patch,
      ...SERVER_DECIDES[op.path],
      version: (current?.version ?? 0) + 1,
    };
    if (op.path === '/Credit/adjustLimit') Object.assign(next, { proposedByName: 'Ada Checker (server)' });
    rows.set(key, next as MirrorRow);
    return next;
  };
  return { calls, transport, setOffline: (value: boolean) => (offline = value) };
}

let db: MirrorDb;
beforeEach(() => {
  db = createTestMirror();
});
afterEach(() => db.delete());

describe('top-up decisions', () => {
  it.each([
    ['approve', '/Credit/approve', null],
    ['reject', '/Credit/reject', 'Slip unreadable'],
    ['undo', '/Credit/undo', 'Approved twice'],
  ] as const)(
    '%s: the body is the contract’s, and the row is not changed before the server answers',
    (kind, path, reason) => {
      const change = topUpDecisionChange(pendingTopUp, kind, reason);
      expect(change).toMatchObject({ entity: 'topUps', entityId: TOP_UP, baseVersion: 7 });
      expect(change.patch).toEqual({});
      expect(change.request).toMatchObject({ method: 'POST', path });
      expect(v.parse(TopUpDecisionSchema, change.request.body)).toEqual({ id: TOP_UP, reason });
    },
  );

  it('never sends a balance: figures are the server’s', () => {
    const change = topUpDecisionChange(pendingTopUp, 'approve', null);
    expect(JSON.stringify(change.request.body)).not.toMatch(/Sen/);
  });

  it('approved offline: still Pending and shown as being sent; Approved only with the server’s answer', async () => {
    const rows = new Map<string, MirrorRow>([[TOP_UP, pendingTopUp as MirrorRow]]);
    await db.rows('topUps').put(pendingTopUp as MirrorRow);
    await enqueueChange(db, topUpDecisionChange(pendingTopUp, 'approve', null));
    expect(await db.rows('topUps').get(TOP_UP)).toMatchObject({ status: 'Pending', _pending: true });
    expect(pendingDecisionOf(await db.outbox.toArray())).toEqual({
      kind: 'approve',
      phase: 'sending',
      error: null,
    });

    const server = creditServer(rows);
    server.setOffline(true);
    await replayOutbox(db, { transport: server.transport, now: () => 0, random: () => 0 });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.rows('topUps').get(TOP_UP)).toMatchObject({ status: 'Pending' });
    server.setOffline(false);
    await replayOutbox(db, { transport: server.transport, now: () => 10 ** 12, random: () => 0 });
    expect(server.calls).toEqual(['/Credit/approve']);
    expect(await db.outbox.count()).toBe(0);
    expect(pendingDecisionOf(await db.outbox.toArray())).toBeNull();
    const saved = (await db.rows('topUps').get(TOP_UP)) as unknown as TopUp & { _pending?: boolean };
    expect(saved).toMatchObject({ status: 'Approved', decidedByName: 'Ada Checker', version: 8 });
    expect(saved._pending).toBeFalsy();
  });

  it('a top-up already decided elsewhere: the op fails with the server’s code and stays to review', async () => {
    const rows = new Map<string, MirrorRow>([[TOP_UP, { ...pendingTopUp, status: 'Rejected' } as MirrorRow]]);
    await db.rows('topUps').put(pendingTopUp as MirrorRow);
    await enqueueChange(db, topUpDecisionChange(pendingTopUp, 'approve', null));
    const server = creditServer(rows);
    await replayOutbox(db, { transport: server.transport, now: () => 10 ** 12, random: () => 0 });
    const ops = await db.outbox.toArray();
    expect(ops[0]).toMatchObject({ state: 'failed', error: { status: 409, code: 'credit.notPending' } });
    // The refusal shows on the row's decision, and the row is still the server's last copy.
    expect(pendingDecisionOf(ops)).toMatchObject({ kind: 'approve', phase: 'refused', error: 'decided' });
    expect(await db.rows('topUps').get(TOP_UP)).toMatchObject({ status: 'Pending', _pending: true });
  });
});

describe('credit limit', () => {
  it('a proposal on an account the device has: the proposal fields only', () => {
    const change = proposeLimitChange(
      { ...account, proposedLimitSen: null },
      MERCHANT,
      500_000,
      'More trips',
      checker,
      NOW,
    );
    expect(change).toMatchObject({ entity: 'creditAccounts', entityId: MERCHANT, baseVersion: 4 });
    expect(change.create).toBeFalsy();
    expect(change.patch).toEqual({
      proposedLimitSen: 500_000,
      proposedBy: checker.userID,
      proposedByName: 'Ada Checker',
      proposedAt: NOW.toISOString(),
      proposalReason: 'More trips',
    });
    expect(v.parse(LimitProposalSchema, change.request.body)).toEqual({
      merchantId: MERCHANT,
      creditLimitSen: 500_000,
      reason: 'More trips',
    });
  });

  it('a proposal for a merchant with no account on the device creates it (zeros) and takes the server’s answer', async () => {
    const change = proposeLimitChange(null, MERCHANT, 200_000, 'First limit', checker, NOW);
    expect(change).toMatchObject({ create: true, baseVersion: 0 });
    await enqueueChange(db, change);
    expect(await db.rows('creditAccounts').get(MERCHANT)).toMatchObject({
      id: MERCHANT,
      balanceSen: 0,
      limitSen: 0,
      proposedLimitSen: 200_000,
      _pending: true,
    });
    const server = creditServer(new Map());
    await replayOutbox(db, { transport: server.transport, now: () => 10 ** 12, random: () => 0 });
    expect(server.calls).toEqual(['/Credit/adjustLimit']);
    expect(await db.rows('creditAccounts').get(MERCHANT)).toMatchObject({
      proposedLimitSen: 200_000,
      proposedByName: 'Ada Checker (server)',
      version: 1,
    });
  });

  it('deciding a proposal changes nothing on the device: the proposal stays until the server answers', async () => {
    const approve = limitDecisionChange(account, 'approve', null);
    expect(approve.patch).toEqual({});
    expect(approve.request.path).toBe('/Credit/approveLimit');
    expect(v.parse(LimitDecisionSchema, approve.request.body)).toEqual({
      merchantId: MERCHANT,
      reason: null,
    });
    const reject = limitDecisionChange(account, 'reject', 'Too high');
    expect(reject.patch).toEqual({});
    expect(reject.request).toMatchObject({
      path: '/Credit/rejectLimit',
      body: { merchantId: MERCHANT, reason: 'Too high' },
    });

    await db.rows('creditAccounts').put(account as unknown as MirrorRow);
    await enqueueChange(db, approve);
    expect(await db.rows('creditAccounts').get(MERCHANT)).toMatchObject({
      limitSen: 100_000,
      availableSen: 125_000,
      proposedLimitSen: 300_000,
      _pending: true,
    });
    const server = creditServer(new Map([[MERCHANT, account as unknown as MirrorRow]]));
    await replayOutbox(db, { transport: server.transport, now: () => 10 ** 12, random: () => 0 });
    expect(server.calls).toEqual(['/Credit/approveLimit']);
    expect(await db.rows('creditAccounts').get(MERCHANT)).toMatchObject({
      limitSen: 300_000,
      availableSen: 325_000,
      proposedLimitSen: null,
      version: 5,
    });
  });
});

describe('paying a booking with credit', () => {
  it('the booking shows Paid; the body names the new entry and the booking', () => {
    const entryId = 'e0000000-0000-4000-8000-000000000003';
    const change = redeemChange({ id: BOOKING, version: 12 }, entryId);
    expect(change).toMatchObject({ entity: 'bookings', entityId: BOOKING, baseVersion: 12 });
    expect(change.patch).toEqual({ paymentStatus: 'Paid' });
    expect(change.request.path).toBe('/Credit/redeem');
    expect(v.parse(RedeemSchema, change.request.body)).toEqual({ id: entryId, bookingId: BOOKING });
  });
});
