import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MirrorDb } from '../db/mirror-db';
import { replayOutbox, unpauseReplay, type ReplayDeps } from './replay';
import { FakeServer } from './testing/fake-server';
import { enqueueChanges } from './outbox';
import {
  changeStatus,
  createMerchantChange,
  createTestMirror,
  merchantRow,
  seedMerchant,
  updateMerchant,
} from './testing/fixtures';

let db: MirrorDb;
let server: FakeServer;
let clock: number;
let deps: ReplayDeps;

beforeEach(() => {
  db = createTestMirror();
  server = new FakeServer();
  clock = 1_000_000;
  deps = { batchTransport: server.batch, now: () => clock, random: () => 0.5 };
});

afterEach(async () => {
  unpauseReplay();
  await db.delete();
});

const states = async () => (await db.outbox.orderBy('seq').toArray()).map((op) => [op.id, op.state]);

describe('replayOutbox in batches', () => {
  it('sends consecutive ops of different records in one batch, a second op of a record in the next', async () => {
    const [a, b, c] = [
      await seedMerchant(db, server),
      await seedMerchant(db, server),
      await seedMerchant(db, server),
    ];
    const a1 = await changeStatus(db, a, 'Inactive');
    const b1 = await changeStatus(db, b, 'Inactive');
    const a2 = await updateMerchant(db, a, { city: 'Penang' });
    const c1 = await changeStatus(db, c, 'Inactive');
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 4 });
    expect(server.batches).toEqual([
      [a1.id, b1.id],
      [a2.id, c1.id],
    ]);
    // a2 went on the version a1 produced: no conflict.
    expect(server.row('merchants', a.id)).toMatchObject({ status: 'Inactive', city: 'Penang' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.merchants.get(a.id)).toMatchObject({
      city: 'Penang',
      version: server.row('merchants', a.id)?.version,
    });
  });

  it("the next batch goes while the last one's answers are written, and stops before a record of theirs", async () => {
    const a = await seedMerchant(db, server);
    const a1 = await changeStatus(db, a, 'Inactive');
    const others = await enqueueChanges(
      db,
      Array.from({ length: 120 }, () => createMerchantChange(merchantRow())),
    );
    const a2 = await updateMerchant(db, a, { city: 'Penang' });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 122 });
    // The second batch ends before a2: a2 waits for a1's confirmation, then goes on its version.
    expect(server.batches.map((batch) => batch.length)).toEqual([100, 21, 1]);
    expect(server.batches.flat()).toEqual([a1.id, ...others.map((op) => op.id), a2.id]);
    expect(server.row('merchants', a.id)).toMatchObject({ status: 'Inactive', city: 'Penang' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.merchants.count()).toBe(121);
    expect((await db.merchants.toArray()).filter((row) => row._pending)).toEqual([]);
  });

  it('an answer without a row: the op values stand in for the server copy until the next pull', async () => {
    const [a, b] = [await seedMerchant(db, server), await seedMerchant(db, server)];
    const a1 = await changeStatus(db, a, 'Inactive');
    const b1 = await changeStatus(db, b, 'Inactive');
    const b2 = await updateMerchant(db, b, { city: 'Ipoh' });
    const sent: string[][] = [];
    const batchTransport: ReplayDeps['batchTransport'] = async (ops) => {
      sent.push(ops.map((op) => op.id));
      return ops.map(() => ({ ok: true as const, data: null }));
    };
    expect(await replayOutbox(db, { ...deps, batchTransport })).toMatchObject({
      outcome: 'drained',
      sent: 3,
    });
    expect(sent).toEqual([[a1.id, b1.id], [b2.id]]);
    expect(await db.merchants.get(a.id)).toMatchObject({ status: 'Inactive', version: a.version });
    expect((await db.merchants.get(b.id))?._pending).toBeUndefined();
    expect(await db.merchants.get(b.id)).toMatchObject({ status: 'Inactive', city: 'Ipoh' });
    expect(await db.shadows.count()).toBe(0);
  });

  it('a fault in the middle of a batch: earlier ops confirmed, that op backs off, later ones not run', async () => {
    const [a, b, c] = [
      await seedMerchant(db, server),
      await seedMerchant(db, server),
      await seedMerchant(db, server),
    ];
    const a1 = await changeStatus(db, a, 'Inactive');
    const b1 = await updateMerchant(db, b, { city: 'Penang' });
    const c1 = await changeStatus(db, c, 'Inactive');
    server.failPath('/Merchant/update', { kind: 'http', status: 503 });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting', sent: 1, wakeAt: clock + 500 });
    expect(server.requests.map((request) => request.key)).toEqual([a1.id, b1.id]);
    expect(await states()).toEqual([
      [b1.id, 'queued'],
      [c1.id, 'queued'],
    ]);
    expect(await db.outbox.get({ id: b1.id })).toMatchObject({ attempts: 1, error: { status: 503 } });
    expect(await db.outbox.get({ id: c1.id })).toMatchObject({ attempts: 0 });

    server.failPath('/Merchant/update', null);
    clock += 500;
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(server.batches.at(-1)).toEqual([b1.id, c1.id]);
    for (const op of [a1, b1, c1]) expect(server.applied.get(op.id)).toBe(1);
  });

  it('a batch whose answer was lost is sent again and applied once', async () => {
    const [a, b] = [await seedMerchant(db, server), await seedMerchant(db, server)];
    const ops = [await changeStatus(db, a, 'Inactive'), await changeStatus(db, b, 'Inactive')];
    server.failNextBatch({ kind: 'drop-answer' });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting', sent: 0, isOffline: true });
    expect(await states()).toEqual(ops.map((op) => [op.id, 'queued']));
    expect((await db.merchants.get(a.id))?._pending).toBe(true);

    clock += 60_000;
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(server.batches).toEqual([ops.map((op) => op.id), ops.map((op) => op.id)]);
    for (const op of ops) expect(server.applied.get(op.id)).toBe(1);
    expect(server.version).toBe(4);
    expect(await db.merchants.get(b.id)).toMatchObject({ status: 'Inactive', version: 4 });
    expect((await db.merchants.get(b.id))?._pending).toBeUndefined();
  });

  it('a 422 in a batch stops only that op: its record waits, the batch goes on past it', async () => {
    const [a, b, c] = [
      await seedMerchant(db, server),
      await seedMerchant(db, server),
      await seedMerchant(db, server),
    ];
    const a1 = await changeStatus(db, a, 'Inactive');
    const b1 = await updateMerchant(db, b, { city: 'x' });
    const c1 = await changeStatus(db, c, 'Inactive');
    const b2 = await changeStatus(db, b, 'Inactive');
    server.failPath('/Merchant/update', { kind: 'http', status: 422, code: 'error.validation' });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 2 });
    // One request: the ops after the refused one ran in it (they used to be sent again).
    expect(server.batches).toEqual([[a1.id, b1.id, c1.id]]);
    expect(await states()).toEqual([
      [b1.id, 'failed'],
      [b2.id, 'queued'],
    ]);
    for (const op of [a1, c1]) expect(server.applied.get(op.id)).toBe(1);
    expect(server.applied.has(b2.id)).toBe(false);
  });

  it('refusals do not end a batch, a transient failure after them does', async () => {
    const [a, b, c, d] = [
      await seedMerchant(db, server),
      await seedMerchant(db, server),
      await seedMerchant(db, server),
      await seedMerchant(db, server),
    ];
    const a1 = await updateMerchant(db, a, { city: 'x' });
    const b1 = await changeStatus(db, b, 'Inactive');
    const c1 = await updateMerchant(db, c, { city: 'y' });
    const d1 = await changeStatus(db, d, 'Inactive');
    server.failNext(
      { kind: 'http', status: 409, code: 'merchant.notApproved' },
      { kind: 'http', status: 404, code: 'error.notFound' },
    );
    server.failPath('/Merchant/update', { kind: 'http', status: 503 });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting', sent: 0 });
    // a1 and b1 refused, c1 ran into the 503: d1 was not run and waits behind it.
    expect(server.batches).toEqual([[a1.id, b1.id, c1.id, d1.id]]);
    expect(server.requests.map((request) => request.key)).toEqual([a1.id, b1.id, c1.id]);
    expect(await states()).toEqual([
      [a1.id, 'failed'],
      [b1.id, 'failed'],
      [c1.id, 'queued'],
      [d1.id, 'queued'],
    ]);
    expect(await db.outbox.get({ id: a1.id })).toMatchObject({ error: { status: 409 } });
    expect(await db.outbox.get({ id: c1.id })).toMatchObject({ attempts: 1, error: { status: 503 } });
  });

  it('a network failure of the whole batch backs off its first op; nothing was applied', async () => {
    const [a, b] = [await seedMerchant(db, server), await seedMerchant(db, server)];
    const ops = [await changeStatus(db, a, 'Inactive'), await changeStatus(db, b, 'Inactive')];
    server.failNextBatch({ kind: 'network' });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting', isOffline: true });
    expect(await db.outbox.get({ id: ops[0]?.id ?? '' })).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await db.outbox.get({ id: ops[1]?.id ?? '' })).toMatchObject({ state: 'queued', attempts: 0 });
    expect(server.applied.size).toBe(0);
  });
});
