// @vitest-environment node
// Node's Blob: jsdom's does not survive fake-indexeddb's structured clone.
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TopUpCreateSchema, TopUpDecisionSchema, TopUpSchema, type TopUpCreate } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { PreparedFile } from '../../lib/files/prepare-file';
import { enqueueChange } from '../../lib/sync/outbox';
import { replayOutbox } from '../../lib/sync/replay';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import type { Transport } from '../../lib/sync/transport';
import { cancelTopUpChange, topUpChange, type TopUpSubmitter } from './top-up.store';

const MERCHANT = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f60';
const ID = '0b7e4a52-7d5e-4a36-9a51-1d2b8c3e4f61';
const NOW = new Date('2026-11-25T02:00:00.000Z');
const merchantUser: TopUpSubmitter = {
  userID: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Siti',
  lastName: 'Aminah',
  merchantId: MERCHANT,
};
const staff: TopUpSubmitter = { ...merchantUser, firstName: 'Ops', lastName: 'Maker', merchantId: null };

const body: TopUpCreate = {
  id: ID,
  merchantId: null,
  amountSen: 150_050,
  methodCode: 'DUITNOW',
  bankName: 'Maybank',
  accountNumber: '514012345678',
  referenceNumber: 'MBB-001',
  bankInAt: '2026-11-25T09:45',
  remark: null,
};

const slip: PreparedFile = {
  name: 'slip.jpg',
  type: 'image/jpeg',
  size: 3,
  blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  thumbnail: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  isConverted: false,
};

let db: MirrorDb;
beforeEach(() => {
  db = createTestMirror();
});
afterEach(() => db.delete());

describe('topUpChange', () => {
  it('queues the top-up with its slip: a Pending row with no slip yet, a body the server takes', async () => {
    const op = await enqueueChange(db, topUpChange(body, MERCHANT, slip, merchantUser, NOW));
    expect(op).toMatchObject({ path: '/Credit/topUp', method: 'POST', create: true, files: ['slip'] });
    // A merchant's own merchant comes from the session: the body does not name it.
    expect(op.body).not.toHaveProperty('merchantId');
    expect(v.safeParse(TopUpCreateSchema, op.body).success).toBe(true);
    const row = await db.rows('topUps').get(ID);
    expect(v.safeParse(TopUpSchema, { ...row }).success).toBe(true);
    expect(row).toMatchObject({
      merchantId: MERCHANT,
      status: 'Pending',
      slip: null,
      submittedBy: merchantUser.userID,
      submittedByName: 'Siti Aminah',
      currency: 'MYR',
      createdAt: NOW.toISOString(),
      _pending: true,
    });
    expect(await db.outboxFiles.get([op.id, 'slip'])).toMatchObject({ name: 'slip.jpg', size: 3 });
  });

  it('names the merchant in the body when staff record a top-up for one', () => {
    const change = topUpChange(body, MERCHANT, slip, staff, NOW);
    expect(change.request.body).toMatchObject({ merchantId: MERCHANT });
  });

  it('takes the server answer as the row once sent: its slip, and no file left on the device', async () => {
    await enqueueChange(db, topUpChange(body, MERCHANT, slip, merchantUser, NOW));
    const storedSlip = { id: ID, name: 'slip.jpg', type: 'image/jpeg', size: 3, sha256: 'ab'.repeat(32) };
    const transport: Transport = async (op) => ({
      ...(await db.rows('topUps').get(op.entityId)),
      _pending: undefined,
      slip: storedSlip,
      version: 9,
    });
    expect(await replayOutbox(db, { transport })).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(await db.rows('topUps').get(ID)).toMatchObject({ slip: storedSlip, version: 9 });
    expect(await db.outboxFiles.count()).toBe(0);
  });
});

describe('cancelTopUpChange', () => {
  it('is one op on the row with the reason, shown Cancelled at once', () => {
    const change = cancelTopUpChange({ id: ID, version: 4 }, 'Wrong amount', NOW);
    expect(change).toMatchObject({
      entity: 'topUps',
      entityId: ID,
      baseVersion: 4,
      patch: { status: 'Cancelled', decisionReason: 'Wrong amount' },
      request: { method: 'POST', path: '/Credit/cancel', body: { id: ID, reason: 'Wrong amount' } },
    });
    expect(v.safeParse(TopUpDecisionSchema, change.request.body).success).toBe(true);
  });
});
