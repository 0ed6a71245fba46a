import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncRowsSchema, type SyncPull, type SyncRows } from '../../contract';
import { ApiError } from '../api/api-error';
import { isFillingTable } from '../db/bulk-fill';
import { readMeta, writeMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';
import type { BootstrapProgress } from './apply-page';
import { pullChanges, resetMirror, type FetchPage, type PullOptions } from './pull';
import { replayOutbox } from './replay';
import { FakeServer } from './testing/fake-server';
import { changeStatus, createTestMirror, merchantRow, seedMerchant } from './testing/fixtures';

let db: MirrorDb;
let server: FakeServer;

beforeEach(() => {
  db = createTestMirror();
  server = new FakeServer();
});

afterEach(() => db.delete());

const pull = (options: Partial<PullOptions> = {}) =>
  pullChanges(db, { fetchPage: server.pull, limit: 2, now: () => 777, ...options });

describe('pullChanges: bootstrap', () => {
  it('mirrors every row page by page, reporting progress, and keeps the cursor', async () => {
    for (const name of ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo'])
      server.put('merchants', merchantRow({ merchantName: name }));
    server.put('users', { id: 'u1', username: 'Siti', email: 'SITI@x.my' });
    const progress: (BootstrapProgress | null)[] = [];

    expect(await pull({ onProgress: (p) => progress.push(p) })).toMatchObject({
      pages: 3,
      didBootstrap: true,
    });
    expect(progress).toEqual([
      { done: 2, total: 6 },
      { done: 4, total: 6 },
      { done: 6, total: 6 },
    ]);
    const names = (await db.merchants.toArray()).map((row) => String(row.merchantName));
    expect(names.sort()).toEqual(['Charlie', 'Delta', 'Echo', 'alpha', 'bravo']);
    expect(await db.users.get('u1')).toMatchObject({ _usernameLower: 'siti', _emailLower: 'siti@x.my' });
    expect(await readMeta(db, 'cursor')).toBe('log:6');
    expect(await readMeta(db, 'lastSyncedAt')).toBe(777);
    expect(await readMeta(db, 'bootstrap')).toBeUndefined();
  });

  it('resumes a cut-off bootstrap from its cursor, without skipping or repeating a page', async () => {
    for (let i = 0; i < 5; i++) server.put('merchants', merchantRow());
    let calls = 0;
    const flaky: FetchPage = (cursor, limit) =>
      ++calls === 2 ? Promise.reject(new Error('offline')) : server.pull(cursor, limit);
    await expect(pull({ fetchPage: flaky })).rejects.toThrow('offline');
    expect(await db.merchants.count()).toBe(2);
    expect(await readMeta(db, 'bootstrap')).toEqual({ done: 2, total: 5 });

    // A write during the bootstrap arrives through the log that follows the snapshot.
    server.put('merchants', merchantRow());
    const progress: (BootstrapProgress | null)[] = [];
    await pull({ onProgress: (p) => progress.push(p) });
    expect(server.pullCursors).toEqual(['', 'snap:2:5', 'snap:4:5', 'log:5']);
    expect(progress).toEqual([{ done: 4, total: 5 }, { done: 5, total: 5 }, null]);
    expect(await db.merchants.count()).toBe(6);
    expect(await readMeta(db, 'bootstrap')).toBeUndefined();
  });
});

describe('pullChanges: delta', () => {
  it('continues from the stored cursor and applies upserts and tombstones', async () => {
    const a = await seedMerchant(db, server);
    const b = await seedMerchant(db, server);
    await writeMeta(db, 'cursor', `log:${server.version}`);
    server.put('merchants', { ...a, merchantName: 'Renamed' });
    server.remove('merchants', b.id);
    const c = server.put('merchants', merchantRow());

    expect(await pull()).toMatchObject({ pages: 2, changes: 3, didBootstrap: false });
    expect(server.pullCursors).toEqual(['log:2', 'log:4']);
    expect(await db.merchants.get(a.id)).toMatchObject({
      merchantName: 'Renamed',
      version: 3,
    });
    expect(await db.merchants.get(b.id)).toBeUndefined();
    expect(await db.merchants.get(c.id)).toMatchObject({ version: 5 });
    expect(await readMeta(db, 'cursor')).toBe('log:5');
  });

  it('never replaces a newer stored row with an older change', async () => {
    const a = await seedMerchant(db, server);
    await writeMeta(db, 'cursor', `log:${server.version}`);
    const older = server.put('merchants', { ...a, city: 'Older' });
    await db.merchants.put({ ...older, city: 'Confirmed', version: 9 });
    await pull();
    expect(await db.merchants.get(a.id)).toMatchObject({ city: 'Confirmed', version: 9 });
  });

  it('keeps newer stored rows in bootstrap-sized pages (the stored keys of the page are read first)', async () => {
    const a = await seedMerchant(db, server);
    await writeMeta(db, 'cursor', `log:${server.version}`);
    const older = server.put('merchants', { ...a, city: 'Older' });
    for (let i = 0; i < 5; i++) await db.merchants.put({ ...merchantRow(), version: 100 + i });
    await db.merchants.put({ ...older, city: 'Confirmed', version: 50 });
    // More changes than the one-by-one limit: the key-range path is taken.
    const fresh = Array.from({ length: 60 }, (_, i) =>
      server.put('merchants', merchantRow({ merchantName: `Fresh ${i}` })),
    );
    await pullChanges(db, { fetchPage: server.pull, limit: 100 });
    expect(await db.merchants.get(a.id)).toMatchObject({ city: 'Confirmed', version: 50 });
    for (const row of fresh)
      expect(await db.merchants.get(row.id)).toMatchObject({ merchantName: row.merchantName });
  });

  it('applies only the last change of a row within a page', async () => {
    const a = await seedMerchant(db, server);
    await writeMeta(db, 'cursor', `log:${server.version}`);
    server.remove('merchants', a.id);
    server.put('merchants', { ...a, city: 'Back again' });
    await pull();
    expect(await db.merchants.get(a.id)).toMatchObject({ city: 'Back again', version: 3 });
  });

  it('writes nothing when another tab already applied the page', async () => {
    await seedMerchant(db, server);
    await writeMeta(db, 'cursor', 'log:1');
    server.put('merchants', merchantRow());
    const racing: FetchPage = async (cursor, limit) => {
      const page = await server.pull(cursor, limit);
      await writeMeta(db, 'cursor', 'log:9');
      return { ...page, hasMore: false };
    };
    await pull({ fetchPage: racing });
    expect(await db.merchants.count()).toBe(1);
    expect(await readMeta(db, 'cursor')).toBe('log:9');
  });

  it('rejects a malformed page without moving the cursor', async () => {
    await writeMeta(db, 'cursor', 'log:0');
    const bad: FetchPage = async () =>
      ({
        changes: [{ entity: 'merchants', id: 7, op: 'upsert', row: {}, version: 1 }],
        cursor: 'log:1',
        hasMore: false,
        reset: false,
        total: null,
      }) as unknown as SyncPull;
    await expect(pull({ fetchPage: bad })).rejects.toThrow(/malformed/);
    expect(await readMeta(db, 'cursor')).toBe('log:0');
  });
});

describe('pullChanges: rows with pending ops', () => {
  it('updates the shadow and keeps my unsent change visible on top', async () => {
    const a = await seedMerchant(db, server);
    await writeMeta(db, 'cursor', `log:${server.version}`);
    await changeStatus(db, a, 'Inactive');
    const theirs = server.put('merchants', { ...a, city: 'Kuantan' });

    await pull();
    expect(await db.merchants.get(a.id)).toMatchObject({
      status: 'Inactive',
      city: 'Kuantan',
      version: 2,
      _pending: true,
    });
    expect((await db.shadows.get(['merchants', a.id]))?.row).toEqual(theirs);

    await replayOutbox(db, { transport: server.transport, now: () => 0, random: () => 0 });
    expect(server.row('merchants', a.id)).toMatchObject({ status: 'Inactive', city: 'Kuantan' });
  });

  it('lets a delete win: the row goes and its ops fail as not found', async () => {
    const a = await seedMerchant(db, server);
    await writeMeta(db, 'cursor', `log:${server.version}`);
    const op = await changeStatus(db, a, 'Inactive');
    server.remove('merchants', a.id);

    await pull();
    expect(await db.merchants.get(a.id)).toBeUndefined();
    expect(await db.shadows.count()).toBe(0);
    expect(await db.outbox.get({ id: op.id })).toMatchObject({
      state: 'failed',
      error: { status: 404, code: 'error.notFound' },
    });
  });
});

describe('pullChanges: reset', () => {
  it('drops the mirrored rows, keeps the outbox and pending rows, and bootstraps again', async () => {
    const a = await seedMerchant(db, server);
    const gone = await seedMerchant(db, server);
    await writeMeta(db, 'cursor', 'log:stale');
    await db.merchants.put({ ...gone, id: 'out-of-scope' });
    const op = await changeStatus(db, a, 'Inactive');
    let resets = 1;
    const resetting: FetchPage = async (cursor, limit) =>
      resets-- > 0
        ? { changes: [], cursor: '', hasMore: true, reset: true, total: null }
        : server.pull(cursor, limit);

    expect(await pull({ fetchPage: resetting })).toMatchObject({ didBootstrap: true });
    expect(server.pullCursors[0]).toBe('');
    expect(await db.merchants.get('out-of-scope')).toBeUndefined();
    expect(await db.merchants.get(gone.id)).toBeDefined();
    expect(await db.merchants.get(a.id)).toMatchObject({ status: 'Inactive', _pending: true });
    expect(await db.outbox.get({ id: op.id })).toMatchObject({ state: 'queued' });
  });

  it('gives up when the server keeps asking for a reset', async () => {
    const always: FetchPage = async () => ({
      changes: [],
      cursor: '',
      hasMore: true,
      reset: true,
      total: null,
    });
    await expect(pull({ fetchPage: always })).rejects.toThrow(/reset/);
  });
});

describe('pullChanges: a busy server', () => {
  const busy = (retryAfterMs?: number) =>
    new ApiError('http', 503, 'busy', 'error.serviceUnavailable', undefined, [], { retryAfterMs });

  it('asks for the same page again after Retry-After (plus up to half of it), and the bootstrap goes on', async () => {
    for (let i = 0; i < 5; i++) server.put('merchants', merchantRow());
    let calls = 0;
    const refusing: FetchPage = (cursor, limit) =>
      [2, 3].includes(++calls) ? Promise.reject(busy(4000)) : server.pull(cursor, limit);
    const waits: number[] = [];
    const progress: (BootstrapProgress | null)[] = [];
    await pull({
      fetchPage: refusing,
      wait: async (ms) => void waits.push(ms),
      random: () => 0.5,
      onProgress: (p) => progress.push(p),
    });
    expect(waits).toEqual([5000, 5000]);
    expect(server.pullCursors).toEqual(['', 'snap:2:5', 'snap:4:5']);
    expect(progress.at(-1)).toEqual({ done: 5, total: 5 });
    expect(await db.merchants.count()).toBe(5);
  });

  it('gives up after several busy answers in a row, keeping the pages it has', async () => {
    for (let i = 0; i < 5; i++) server.put('merchants', merchantRow());
    let calls = 0;
    const overloaded: FetchPage = (cursor, limit) =>
      ++calls === 1 ? server.pull(cursor, limit) : Promise.reject(busy());
    const waits: number[] = [];
    await expect(
      pull({ fetchPage: overloaded, wait: async (ms) => void waits.push(ms), random: () => 0 }),
    ).rejects.toThrow('busy');
    expect(waits.length).toBeGreaterThan(2);
    expect(waits.every((ms) => ms === 2000)).toBe(true);
    expect(await readMeta(db, 'bootstrap')).toEqual({ done: 2, total: 5 });
  });
});

describe('pullChanges: snapshot rows as columns', () => {
  const columns = ['id', 'merchantName', 'version'];

  it('applies the snapshot before the log changes of the same page, each row whole', async () => {
    const page: SyncPull = {
      snapshot: [
        {
          entity: 'merchants',
          columns,
          rows: [
            ['m1', 'Old Name', 3],
            ['m2', 'Second', 4],
          ],
        },
      ],
      changes: [
        {
          entity: 'merchants',
          id: 'm1',
          op: 'upsert',
          row: { id: 'm1', merchantName: 'New Name', version: 5 },
          version: 5,
        },
      ],
      cursor: 'log:5',
      hasMore: false,
      reset: false,
      total: 2,
    };
    expect(await pull({ fetchPage: async () => page })).toMatchObject({ changes: 3, didBootstrap: true });
    expect(await db.merchants.get('m1')).toMatchObject({ merchantName: 'New Name', version: 5 });
    expect(await db.merchants.get('m2')).toMatchObject({ id: 'm2', merchantName: 'Second', version: 4 });
  });

  it('refuses a table whose rows do not match its columns, or without id and version', () => {
    const table = (changes: Partial<SyncRows>) => ({ entity: 'merchants', columns, rows: [], ...changes });
    expect(v.is(SyncRowsSchema, table({ rows: [['m1', 'A', 1]] }))).toBe(true);
    expect(v.is(SyncRowsSchema, table({ rows: [['m1', 'A']] }))).toBe(false);
    expect(v.is(SyncRowsSchema, table({ rows: [{ id: 'm1' }] }))).toBe(false);
    expect(v.is(SyncRowsSchema, table({ columns: ['id', 'merchantName'] }))).toBe(false);
    expect(v.is(SyncRowsSchema, table({ columns: ['id', 'id', 'version'] }))).toBe(false);
    expect(v.is(SyncRowsSchema, table({ entity: 'secrets' as never }))).toBe(false);
  });

  it('rejects a snapshot row without a string id, moving nothing', async () => {
    const page: SyncPull = {
      snapshot: [
        {
          entity: 'merchants',
          columns,
          rows: [
            ['m1', 'A', 1],
            [7, 'B', 2],
          ],
        },
      ],
      changes: [],
      cursor: 'snap:2',
      hasMore: false,
      reset: false,
      total: 2,
    };
    await expect(pull({ fetchPage: async () => page })).rejects.toThrow(/malformed/);
    expect(await db.merchants.count()).toBe(0);
    expect(await readMeta(db, 'cursor')).toBeUndefined();
  });
});

describe('pullChanges: tables being filled', () => {
  it('marks the tables of the snapshot page just written, none once the pull ends or fails', async () => {
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      server.put('merchants', merchantRow({ merchantName: name }));
    const merchants = db.rows('merchants').table.name;
    const seen: boolean[] = [];
    const watching: FetchPage = async (cursor, limit) => {
      seen.push(isFillingTable(db.name, merchants));
      return server.pull(cursor, limit);
    };
    await pull({ fetchPage: watching });
    // Not before the first page; a later page is asked for (prefetched) once one was written.
    expect(seen[0]).toBe(false);
    expect(seen).toContain(true);
    expect(isFillingTable(db.name, merchants)).toBe(false);

    await resetMirror(db);
    let calls = 0;
    const failing: FetchPage = async (cursor, limit) => {
      if (++calls > 1) throw new ApiError('network', 0, 'offline');
      return server.pull(cursor, limit);
    };
    await expect(pull({ fetchPage: failing })).rejects.toThrow('offline');
    expect(isFillingTable(db.name, merchants)).toBe(false);
  });
});
