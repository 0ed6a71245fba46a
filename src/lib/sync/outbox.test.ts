import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MirrorDb } from '../db/mirror-db';
import type { MirrorRow } from '../db/mirror-rows';
import {
  discardOp,
  editOp,
  enqueueChange,
  enqueueChanges,
  retryOp,
  rowChange,
  type NewChange,
} from './outbox';
import { replayOutbox, type ReplayDeps } from './replay';
import { FakeServer } from './testing/fake-server';
import {
  changeStatus,
  createMerchant,
  createMerchantChange,
  createTestMirror,
  merchantRow,
  seedMerchant,
  updateMerchant,
} from './testing/fixtures';

let db: MirrorDb;
let server: FakeServer;
let deps: ReplayDeps;

beforeEach(() => {
  db = createTestMirror();
  server = new FakeServer();
  deps = { transport: server.transport, now: () => 0, random: () => 0 };
});

afterEach(() => db.delete());

describe('enqueueChange', () => {
  it('writes the optimistic row, its shadow and the op together', async () => {
    const a = await seedMerchant(db, server, { merchantName: 'Acme' });
    const op = await enqueueChange(
      db,
      {
        entity: 'merchants',
        entityId: a.id,
        patch: { merchantName: 'Zeta Sdn Bhd' },
        request: {
          method: 'POST',
          path: '/Merchant/update',
          body: { id: a.id, merchantName: 'Zeta Sdn Bhd' },
        },
        baseVersion: a.version,
      },
      42,
    );
    expect(op).toMatchObject({
      userId: db.userId,
      entity: 'merchants',
      entityId: a.id,
      state: 'queued',
      attempts: 0,
      baseVersion: a.version,
      base: { merchantName: 'Acme' },
      create: false,
      createdAt: 42,
    });
    expect(await db.outbox.get({ id: op.id })).toEqual(op);
    expect(await db.merchants.get(a.id)).toMatchObject({
      merchantName: 'Zeta Sdn Bhd',
      _pending: true,
    });
    expect((await db.shadows.get(['merchants', a.id]))?.row).toEqual(a);
  });

  it('keeps the first server copy as the shadow when more ops follow', async () => {
    const a = await seedMerchant(db, server);
    await changeStatus(db, a, 'Inactive');
    await updateMerchant(db, a, { city: 'Penang' });
    expect((await db.shadows.get(['merchants', a.id]))?.row).toEqual(a);
    expect(await db.outbox.count()).toBe(2);
  });

  it('writes nothing when it cannot write everything', async () => {
    const missing = { ...merchantRow(), version: 1 };
    await expect(changeStatus(db, missing, 'Inactive')).rejects.toThrow(/not in the mirror/);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
  });
});

describe('enqueueChanges', () => {
  const statusChange = (row: MirrorRow, status: string): NewChange =>
    rowChange('merchants', row, '/Merchant/status/update', { status });

  it('queues several changes in order, as one after the other would', async () => {
    const a = await seedMerchant(db, server, { merchantName: 'Acme' });
    const fresh = merchantRow({ merchantName: 'New One' });
    const ops = await enqueueChanges(db, [
      createMerchantChange(fresh),
      statusChange(a, 'Inactive'),
      rowChange('merchants', a, '/Merchant/update', { city: 'Penang' }),
    ]);
    expect(ops.map((op) => op.path)).toEqual([
      '/Merchant/create',
      '/Merchant/status/update',
      '/Merchant/update',
    ]);
    expect((await db.outbox.orderBy('seq').toArray()).map((op) => op.id)).toEqual(ops.map((op) => op.id));
    expect(ops.map((op) => op.seq)).toEqual(await db.outbox.orderBy('seq').primaryKeys());
    // The second change of a record starts from the first's row: one shadow, the server's copy.
    expect(ops[2]?.base).toEqual({ city: 'Ipoh' });
    expect((await db.shadows.get(['merchants', a.id]))?.row).toEqual(a);
    expect(await db.merchants.get(a.id)).toMatchObject({
      status: 'Inactive',
      city: 'Penang',
      _pending: true,
    });
    expect(await db.merchants.get(fresh.id)).toMatchObject({ merchantName: 'New One', _pending: true });
  });

  it('queues all of them or none', async () => {
    const missing = { ...merchantRow(), version: 1 };
    await expect(
      enqueueChanges(db, [createMerchantChange(merchantRow()), statusChange(missing, 'Inactive')]),
    ).rejects.toThrow(/not in the mirror/);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.merchants.count()).toBe(0);
  });

  it('sends what it queued like any op, exactly once', async () => {
    const rows = [merchantRow(), merchantRow(), merchantRow()];
    await enqueueChanges(db, rows.map(createMerchantChange));
    expect((await replayOutbox(db, deps)).sent).toBe(3);
    expect(await db.outbox.count()).toBe(0);
    expect(rows.map((row) => server.row('merchants', row.id)?.id)).toEqual(rows.map((row) => row.id));
  });
});

describe('discardOp', () => {
  it('rolls the row back to its shadow plus the remaining ops', async () => {
    const a = await seedMerchant(db, server);
    const status = await changeStatus(db, a, 'Inactive');
    const city = await updateMerchant(db, a, { city: 'Penang' });

    expect(await discardOp(db, status.id)).toBe(true);
    expect(await db.merchants.get(a.id)).toMatchObject({ status: 'Active', city: 'Penang', _pending: true });

    expect(await discardOp(db, city.id)).toBe(true);
    const row = await db.merchants.get(a.id);
    expect(row).toMatchObject({ status: 'Active', city: 'Ipoh', version: a.version });
    expect(row?._pending).toBeUndefined();
    expect(await db.shadows.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('deletes a row that was never created on the server', async () => {
    const fields = merchantRow({ merchantName: 'New One' });
    const op = await createMerchant(db, fields);
    expect(await db.merchants.get(fields.id)).toMatchObject({ merchantName: 'New One', _pending: true });
    expect(await db.shadows.count()).toBe(0);
    await discardOp(db, op.id);
    expect(await db.merchants.get(fields.id)).toBeUndefined();
  });

  it('refuses an op that is being sent', async () => {
    const a = await seedMerchant(db, server);
    const op = await changeStatus(db, a, 'Inactive');
    await db.outbox.where('id').equals(op.id).modify({ state: 'sending' });
    expect(await discardOp(db, op.id)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('editOp and retryOp', () => {
  it('resends an edited failed op under the same key', async () => {
    const a = await seedMerchant(db, server);
    const op = await updateMerchant(db, a, { city: '' });
    server.failNext({ kind: 'http', status: 422, code: 'error.validation' });
    await replayOutbox(db, deps);
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ state: 'failed' });

    const body = { id: a.id, city: 'Penang', baseVersion: a.version };
    expect(await editOp(db, op.id, { patch: { city: 'Penang' }, body })).toBe(true);
    expect(await db.merchants.get(a.id)).toMatchObject({ city: 'Penang', _pending: true });
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ state: 'queued', error: null, body });

    expect(await replayOutbox(db, deps)).toMatchObject({ sent: 1 });
    expect(server.requests.map((request) => [request.key, request.body.city])).toEqual([
      [op.id, ''],
      [op.id, 'Penang'],
    ]);
    expect(server.row('merchants', a.id)?.city).toBe('Penang');
  });

  it('only edits failed ops', async () => {
    const a = await seedMerchant(db, server);
    const op = await changeStatus(db, a, 'Inactive');
    expect(await editOp(db, op.id, { patch: { status: 'Active' }, body: {} })).toBe(false);
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ patch: { status: 'Inactive' } });
  });

  it('re-queues a failed op now', async () => {
    const a = await seedMerchant(db, server);
    const op = await changeStatus(db, a, 'Inactive');
    server.failNext({ kind: 'http', status: 403, code: 'error.forbidden' });
    await replayOutbox(db, deps);
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ state: 'failed' });

    expect(await retryOp(db, op.id)).toBe(true);
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ state: 'queued', error: null });
    expect(await replayOutbox(db, deps)).toMatchObject({ sent: 1 });
    expect(server.row('merchants', a.id)?.status).toBe('Inactive');
    expect(await retryOp(db, op.id)).toBe(false);
  });
});

describe('rowChange', () => {
  it('states the fields once: the op and the body get the row’s id and version', () => {
    const change = rowChange(
      'users',
      { id: 'u1', version: 7 },
      '/User/status/update',
      { status: 'Inactive' },
      {
        status: 'D',
      },
    );
    expect(change).toEqual({
      entity: 'users',
      entityId: 'u1',
      baseVersion: 7,
      patch: { status: 'D' },
      request: {
        method: 'POST',
        path: '/User/status/update',
        body: { id: 'u1', baseVersion: 7, status: 'Inactive' },
      },
    });
  });
});
