import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MirrorDb } from '../db/mirror-db';
import { resolveConflict } from './conflict';
import { enqueueChange } from './outbox';
import { replayOutbox, type ReplayDeps } from './replay';
import { FakeServer } from './testing/fake-server';
import { changeStatus, createTestMirror, seedMerchant, updateMerchant } from './testing/fixtures';

let db: MirrorDb;
let server: FakeServer;
let deps: ReplayDeps;

beforeEach(() => {
  db = createTestMirror();
  server = new FakeServer();
  deps = { transport: server.transport, now: () => 0, random: () => 0 };
});

afterEach(() => db.delete());

describe('conflicts', () => {
  it('merges automatically when we changed different fields, and resends rebased', async () => {
    const a = await seedMerchant(db, server);
    server.put('merchants', { ...a, city: 'Kuantan' });
    const op = await changeStatus(db, a, 'Inactive');

    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(server.requests.map((request) => request.key)).toEqual([op.id, op.id]);
    expect(server.requests[1]?.body).toEqual({ id: a.id, status: 'Inactive', baseVersion: 2 });
    expect(server.row('merchants', a.id)).toMatchObject({ status: 'Inactive', city: 'Kuantan', version: 3 });
    expect(await db.merchants.get(a.id)).toMatchObject({ status: 'Inactive', city: 'Kuantan', version: 3 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes their value for a field of a full-form body that only they changed', async () => {
    const a = await seedMerchant(db, server);
    server.put('merchants', { ...a, city: 'Kuantan' });
    await enqueueFullForm(a.id, a.version, { status: 'Inactive' }, { city: 'Ipoh' });
    await replayOutbox(db, deps);
    expect(server.row('merchants', a.id)).toMatchObject({ status: 'Inactive', city: 'Kuantan' });
  });

  it('asks the user when both changed a field, and goes on with other records', async () => {
    const a = await seedMerchant(db, server);
    const b = await seedMerchant(db, server);
    const theirs = server.put('merchants', { ...a, city: 'Kuantan' });
    const mine = await updateMerchant(db, a, { city: 'Penang', email: 'mine@x.my' });
    const other = await changeStatus(db, b, 'Inactive');

    expect(await replayOutbox(db, deps)).toMatchObject({ outcome: 'drained', sent: 1 });
    expect(server.requests.map((request) => request.key)).toEqual([mine.id, other.id]);
    expect(await db.outbox.get({ id: mine.id })).toMatchObject({
      state: 'conflict',
      conflict: { theirs, fields: ['city'] },
    });
    // My change stays visible on top of their (newer) server copy until the user decides.
    expect(await db.merchants.get(a.id)).toMatchObject({
      city: 'Penang',
      email: 'mine@x.my',
      version: theirs.version,
    });
    expect((await db.shadows.get(['merchants', a.id]))?.row).toEqual(theirs);
  });

  it('take theirs: drops my op and shows their row', async () => {
    const a = await seedMerchant(db, server);
    const theirs = server.put('merchants', { ...a, city: 'Kuantan' });
    const mine = await updateMerchant(db, a, { city: 'Penang' });
    await replayOutbox(db, deps);

    expect(await resolveConflict(db, mine.id, 'theirs')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    const row = await db.merchants.get(a.id);
    expect(row).toMatchObject({ city: 'Kuantan', version: theirs.version });
    expect(row?._pending).toBeUndefined();
  });

  it('keep mine: rebases my op on their version and sends it', async () => {
    const a = await seedMerchant(db, server);
    const theirs = server.put('merchants', { ...a, city: 'Kuantan', status: 'Inactive' });
    const mine = await updateMerchant(db, a, { city: 'Penang' });
    await replayOutbox(db, deps);

    expect(await resolveConflict(db, mine.id, 'mine')).toBe(true);
    expect(await db.outbox.get({ id: mine.id })).toMatchObject({
      state: 'queued',
      baseVersion: theirs.version,
      body: { id: a.id, city: 'Penang', baseVersion: theirs.version },
    });
    expect(await replayOutbox(db, deps)).toMatchObject({ sent: 1 });
    expect(server.row('merchants', a.id)).toMatchObject({ city: 'Penang', status: 'Inactive' });
    expect(await db.merchants.get(a.id)).toMatchObject({ city: 'Penang', status: 'Inactive' });
    expect(await resolveConflict(db, mine.id, 'mine')).toBe(false);
  });
});

/** A form that sends every field, changed or not (`unchanged` are the values it was loaded with). */
function enqueueFullForm(
  id: string,
  version: number,
  patch: Record<string, unknown>,
  unchanged: Record<string, unknown>,
) {
  const body = { id, ...unchanged, ...patch, baseVersion: version };
  return enqueueChange(db, {
    entity: 'merchants',
    entityId: id,
    patch,
    request: { method: 'POST', path: '/Merchant/update', body },
    baseVersion: version,
  });
}
