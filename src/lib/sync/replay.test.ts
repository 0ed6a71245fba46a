import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MirrorDb } from '../db/mirror-db';
import { replayOutbox, unpauseReplay, type ReplayDeps } from './replay';
import { FakeServer } from './testing/fake-server';
import { changeStatus, createTestMirror, seedMerchant, updateMerchant } from './testing/fixtures';

let db: MirrorDb;
let server: FakeServer;
let clock: number;
let deps: ReplayDeps;

beforeEach(() => {
  db = createTestMirror();
  server = new FakeServer();
  clock = 1_000_000;
  deps = { transport: server.transport, now: () => clock, random: () => 0.5 };
});

afterEach(async () => {
  unpauseReplay();
  await db.delete();
});

const sentKeys = () => server.requests.map((request) => request.key);

describe('replayOutbox: order and success', () => {
  it('sends every op in seq order under its own Idempotency-Key and confirms the rows', async () => {
    const a = await seedMerchant(db, server);
    const b = await seedMerchant(db, server);
    const ops = [await changeStatus(db, a, 'Inactive'), await changeStatus(db, b, 'Inactive')];
    const result = await replayOutbox(db, deps);
    expect(result).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(sentKeys()).toEqual(ops.map((op) => op.id));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    const row = await db.merchants.get(a.id);
    expect(row).toMatchObject({ status: 'Inactive', version: server.row('merchants', a.id)?.version });
    expect(row?._pending).toBeUndefined();
  });

  it('moves later ops of a row onto the version the earlier one produced', async () => {
    const a = await seedMerchant(db, server);
    await changeStatus(db, a, 'Inactive');
    await updateMerchant(db, a, { city: 'Penang' });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(server.row('merchants', a.id)).toMatchObject({ status: 'Inactive', city: 'Penang' });
    expect(await db.merchants.get(a.id)).toMatchObject({ status: 'Inactive', city: 'Penang' });
  });
});

describe('replayOutbox: transient failures', () => {
  it('stops the pass at a transient failure: later ops, even of other records, wait', async () => {
    const a = await seedMerchant(db, server);
    const b = await seedMerchant(db, server);
    const first = await changeStatus(db, a, 'Inactive');
    const second = await changeStatus(db, b, 'Inactive');
    server.failNext({ kind: 'network' });
    const result = await replayOutbox(db, deps);
    expect(result).toMatchObject({ outcome: 'waiting', sent: 0, isOffline: true, wakeAt: clock + 500 });
    expect(sentKeys()).toEqual([first.id]);
    // No connection is no error of the op's: it waits for the connection (Pending changes says so).
    expect(await db.outbox.get({ id: first.id })).toMatchObject({
      state: 'queued',
      attempts: 1,
      error: null,
    });

    clock += 499;
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting', sent: 0 });
    expect(sentKeys()).toEqual([first.id]);

    clock += 1;
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 2 });
    expect(sentKeys()).toEqual([first.id, first.id, second.id]);
  });

  it('backs off exponentially with full jitter, capped at 60 s', async () => {
    const a = await seedMerchant(db, server);
    const op = await changeStatus(db, a, 'Inactive');
    server.failPath('/Merchant/status/update', { kind: 'http', status: 503 });
    const delays: number[] = [];
    for (const random of [0.999, 0.999, 0.999, 0.999, 0.999, 0.999, 0.999, 0.999, 0, 0.25]) {
      await replayOutbox(db, { ...deps, random: () => random });
      const stored = await db.outbox.get({ id: op.id });
      delays.push((stored?.nextAttemptAt ?? 0) - clock);
      clock = stored?.nextAttemptAt ?? clock;
    }
    expect(delays).toEqual([999, 1998, 3996, 7992, 15984, 31968, 59940, 59940, 0, 15000]);
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ attempts: 10, error: { status: 503 } });
  });

  it('honours Retry-After as the least delay', async () => {
    const a = await seedMerchant(db, server);
    await changeStatus(db, a, 'Inactive');
    server.failNext({ kind: 'http', status: 429, retryAfterMs: 30_000 });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting', wakeAt: clock + 30_000 });
  });

  it.each([
    [408, 'error.unexpected'],
    [500, 'error.unexpected'],
    [409, 'idempotency.inProgress'],
  ])('treats %i %s as transient', async (status, code) => {
    const a = await seedMerchant(db, server);
    await changeStatus(db, a, 'Inactive');
    server.failNext({ kind: 'http', status, code });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting' });
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'queued', attempts: 1 }]);
  });

  it('applies a change once when the answer was lost: the resend carries the same key', async () => {
    const a = await seedMerchant(db, server);
    const op = await changeStatus(db, a, 'Inactive');
    server.failNext({ kind: 'drop-answer' });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'waiting' });
    expect(server.row('merchants', a.id)?.status).toBe('Inactive');
    expect((await db.merchants.get(a.id))?._pending).toBe(true);

    clock += 60_000;
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(sentKeys()).toEqual([op.id, op.id]);
    expect(server.applied.get(op.id)).toBe(1);
    expect(server.version).toBe(2);
    expect(await db.merchants.get(a.id)).toMatchObject({ status: 'Inactive', version: 2 });
  });
});

describe('replayOutbox: 401 pauses the queue', () => {
  it('sends nothing more until unpauseReplay', async () => {
    const a = await seedMerchant(db, server);
    const op = await changeStatus(db, a, 'Inactive');
    server.failNext({ kind: 'http', status: 401, code: 'auth.sessionExpired' });
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'paused' });
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ state: 'queued', attempts: 0 });
    clock += 3_600_000;
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'paused', sent: 0 });
    expect(server.requests).toHaveLength(1);

    unpauseReplay(db.userId);
    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(server.row('merchants', a.id)?.status).toBe('Inactive');
  });
});

describe('replayOutbox: permanent failures', () => {
  it.each([400, 403, 404, 422])(
    'marks a %i op failed and goes on with other records only',
    async (status) => {
      const a = await seedMerchant(db, server);
      const b = await seedMerchant(db, server);
      const failing = await changeStatus(db, a, 'Inactive');
      const other = await changeStatus(db, b, 'Inactive');
      const sameRecord = await updateMerchant(db, a, { city: 'Penang' });
      server.failNext({ kind: 'http', status, code: 'error.validation' });

      expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 1 });
      expect(sentKeys()).toEqual([failing.id, other.id]);
      expect(await db.outbox.get({ id: failing.id })).toMatchObject({
        state: 'failed',
        error: { status, code: 'error.validation', message: `${status} error.validation` },
      });
      expect(await db.outbox.get({ id: sameRecord.id })).toMatchObject({ state: 'queued', attempts: 0 });
      expect(server.row('merchants', a.id)).toMatchObject({ status: 'Active', city: 'Ipoh' });
      expect(await db.merchants.get(a.id)).toMatchObject({
        status: 'Inactive',
        city: 'Penang',
        _pending: true,
      });

      // Later passes keep the record's queue behind its failed op.
      expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 0 });
      expect(server.requests).toHaveLength(2);
    },
  );
});
