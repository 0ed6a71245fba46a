import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockKey, packIntoBlocks } from './block-row-store';
import {
  MIRROR_SCHEMA_V2,
  MIRROR_SCHEMA_V3,
  MIRROR_SCHEMA_V4,
  MIRROR_SCHEMA_V5,
  MIRROR_SCHEMA_V6,
  mirrorName,
  MirrorDb,
} from './mirror-db';
import type { MirrorRow } from './mirror-rows';

const row = (id: string, version = 1, name = `Merchant ${id}`): MirrorRow => ({
  id,
  version,
  merchantName: name,
});

let db: MirrorDb;
beforeEach(async () => {
  db = new MirrorDb(`blocks-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('BlockRowStore: merchants packed into blocks of rows', () => {
  it('keeps rows with the same id prefix in one record and reads them back one by one', async () => {
    await db.merchants.bulkPut([row('abc-1'), row('abc-2'), row('abd-1'), row('z')]);
    expect(await db.merchantBlocks.count()).toBe(3);
    expect((await db.merchantBlocks.get('abc'))?.rows.map((r) => r.id)).toEqual(['abc-1', 'abc-2']);
    expect(await db.merchants.get('abc-2')).toEqual(row('abc-2'));
    expect(await db.merchants.get('abc-3')).toBeUndefined();
    expect(await db.merchants.bulkGet(['z', 'nope', 'abd-1'])).toEqual([row('z'), undefined, row('abd-1')]);
    expect(await db.merchants.count()).toBe(4);
  });

  it('writes a page bigger than one write chunk in parts, still all or nothing in its transaction', async () => {
    const page = Array.from({ length: 2500 }, (_, i) => row(crypto.randomUUID(), 1, `Merchant ${i}`));
    const writes = vi.spyOn(db.merchants.table, 'bulkPut');
    await db.merchants.bulkPut(page);
    // 1,000 rows a write: IndexedDB copies each record synchronously, so one write was one long task.
    expect(writes.mock.calls.length).toBeGreaterThanOrEqual(3);
    writes.mockRestore();
    expect(await db.merchants.count()).toBe(2500);

    const next = Array.from({ length: 2500 }, () => row(crypto.randomUUID()));
    await expect(
      db.transaction('rw', db.merchantBlocks, async () => {
        await db.merchants.bulkPut(next);
        throw new Error('the page failed after its rows were written');
      }),
    ).rejects.toThrow('the page failed');
    expect(await db.merchants.count()).toBe(2500);
  });

  it('replaces a row in place and leaves its neighbours alone', async () => {
    await db.merchants.bulkPut([row('abc-1'), row('abc-2')]);
    await db.merchants.put(row('abc-1', 2, 'Renamed'));
    expect(await db.merchants.get('abc-1')).toEqual(row('abc-1', 2, 'Renamed'));
    expect(await db.merchants.get('abc-2')).toEqual(row('abc-2'));
    expect(await db.merchants.count()).toBe(2);
  });

  it('drops a block with its last row, and ignores rows that are not there', async () => {
    await db.merchants.bulkPut([row('abc-1'), row('abc-2'), row('xyz-1')]);
    await db.merchants.bulkDelete(['abc-1', 'abc-2', 'nope']);
    await db.merchants.delete('also-missing');
    expect(await db.merchantBlocks.toCollection().primaryKeys()).toEqual(['xyz']);
    expect(await db.merchants.toArray()).toEqual([row('xyz-1')]);
  });

  it("joins the caller's transaction: an aborted transaction leaves no block written", async () => {
    await db.merchants.put(row('abc-1'));
    await expect(
      db.transaction('rw', db.merchants.table, db.meta, async () => {
        await db.merchants.put(row('abc-2'));
        await db.meta.put({ key: 'cursor', value: 'x' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.merchants.toArray()).toEqual([row('abc-1')]);
  });

  it('loses no row when writes to one block come from many transactions at once', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `abc-${i}`);
    await Promise.all(ids.map((id) => db.merchants.put(row(id))));
    expect((await db.merchants.toArray()).map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('finds up to a limit, and answers the stored versions of rows that exist', async () => {
    await db.merchants.bulkPut(['aaa-1', 'bbb-1', 'bbb-2', 'ccc-1'].map((id, i) => row(id, i + 1)));
    expect(await db.merchants.find((r) => r.id.includes('-1'), 2)).toHaveLength(2);
    expect(await db.merchants.find((r) => r.id.startsWith('bbb'), 5)).toHaveLength(2);
    expect(await db.merchants.storedVersions(['bbb-2', 'ddd-1', 'aaa-1'])).toEqual(
      new Map([
        ['bbb-2', 3],
        ['aaa-1', 1],
      ]),
    );
  });

  it('packs rows by the first characters of their ids', () => {
    expect(blockKey('0f3a2c1e-0000')).toBe('0f3');
    expect(packIntoBlocks([row('ab1'), row('ab1x'), row('b')])).toEqual([
      { key: 'ab1', rows: [row('ab1'), row('ab1x')] },
      { key: 'b', rows: [row('b')] },
    ]);
  });
});

describe('MirrorDb upgrade from one record per merchant (schema V2)', () => {
  it('moves every merchant into blocks and drops the per-row table', async () => {
    const userId = `upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(mirrorName(userId));
    old.version(2).stores(MIRROR_SCHEMA_V2);
    const rows = Array.from({ length: 30 }, (_, i) => row(`${i % 3}${i}`, i + 1));
    await old.table('merchants').bulkAdd(rows);
    await old.table('meta').put({ key: 'cursor', value: 'log:9' });
    old.close();

    const upgraded = new MirrorDb(userId);
    await upgraded.open();
    expect(upgraded.tables.map((table) => table.name)).not.toContain('merchants');
    expect((await upgraded.merchants.toArray()).sort((a, b) => a.version - b.version)).toEqual(rows);
    expect(await upgraded.merchants.get('015')).toEqual(rows[15]);
    expect(await upgraded.meta.get('cursor')).toEqual({ key: 'cursor', value: 'log:9' });
    await upgraded.delete();
  });
});

describe('MirrorDb upgrade from one record per booking (schema V4)', () => {
  it('moves every booking into blocks, drops the per-row table and keeps the merchants', async () => {
    const userId = `upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(mirrorName(userId));
    old.version(2).stores(MIRROR_SCHEMA_V2);
    old.version(3).stores(MIRROR_SCHEMA_V3);
    old.version(4).stores(MIRROR_SCHEMA_V4);
    const bookings = Array.from({ length: 30 }, (_, i) => row(`b${i % 3}${i}`, i + 1));
    await old.table('bookings').bulkAdd(bookings);
    await old.table('merchantBlocks').bulkAdd(packIntoBlocks([row('m-1')]));
    old.close();

    const upgraded = new MirrorDb(userId);
    await upgraded.open();
    expect(upgraded.tables.map((table) => table.name)).not.toContain('bookings');
    expect(upgraded.rows('bookings')).toBe(upgraded.bookings);
    expect((await upgraded.bookings.toArray()).sort((a, b) => a.version - b.version)).toEqual(bookings);
    expect(await upgraded.bookings.get('b015')).toEqual(bookings[15]);
    expect(await upgraded.merchants.toArray()).toEqual([row('m-1')]);
    await upgraded.delete();
  });
});

describe('MirrorDb upgrade from one record per invoice (schema V6)', () => {
  it('moves every invoice into blocks, adds the notes in blocks and keeps the bookings', async () => {
    const userId = `upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(mirrorName(userId));
    old.version(2).stores(MIRROR_SCHEMA_V2);
    old.version(3).stores(MIRROR_SCHEMA_V3);
    old.version(4).stores(MIRROR_SCHEMA_V4);
    old.version(5).stores(MIRROR_SCHEMA_V5);
    old.version(6).stores(MIRROR_SCHEMA_V6);
    const invoices = Array.from({ length: 30 }, (_, i) => row(`i${i % 3}${i}`, i + 1));
    await old.table('invoices').bulkAdd(invoices);
    await old.table('bookingBlocks').bulkAdd(packIntoBlocks([row('b-1')]));
    old.close();

    const upgraded = new MirrorDb(userId);
    await upgraded.open();
    expect(upgraded.tables.map((table) => table.name)).not.toContain('invoices');
    expect(upgraded.rows('invoices')).toBe(upgraded.invoices);
    expect(upgraded.rows('invoiceNotes')).toBe(upgraded.invoiceNotes);
    expect((await upgraded.invoices.toArray()).sort((a, b) => a.version - b.version)).toEqual(invoices);
    expect(await upgraded.invoices.get('i015')).toEqual(invoices[15]);
    expect(await upgraded.bookings.toArray()).toEqual([row('b-1')]);
    await upgraded.invoiceNotes.put(row('n-1'));
    expect(await upgraded.invoiceNoteBlocks.get('n-1')).toEqual({ key: 'n-1', rows: [row('n-1')] });
    await upgraded.delete();
  });
});

describe('reading a store page by page', () => {
  it('writes pulled rows unless the stored copy is newer, whatever the layout, reading blocks once', async () => {
    for (const store of [db.merchants, db.rows('users')]) {
      await store.bulkPut([row('aaa-1', 5, 'Confirmed'), row('aaa-2', 1, 'Old')]);
      const reads = vi.spyOn(store.table, 'bulkGet');
      await store.bulkPutNewer([row('aaa-1', 4, 'Stale'), row('aaa-2', 2, 'New'), row('bbb-1', 1, 'Fresh')]);
      if (store === db.merchants) expect(reads).toHaveBeenCalledTimes(1);
      reads.mockRestore();
      expect(await store.bulkGet(['aaa-1', 'aaa-2', 'bbb-1'])).toEqual([
        row('aaa-1', 5, 'Confirmed'),
        row('aaa-2', 2, 'New'),
        row('bbb-1', 1, 'Fresh'),
      ]);
    }
  });

  it('writes nothing for rows at the version already held (a pull echoing a confirmed write)', async () => {
    for (const store of [db.merchants, db.rows('users')]) {
      await store.bulkPut([row('ccc-1', 3, 'Confirmed')]);
      const writes = vi.spyOn(store.table, 'bulkPut');
      await store.bulkPutNewer([row('ccc-1', 3, 'Confirmed')]);
      expect(writes).not.toHaveBeenCalled();
      writes.mockRestore();
    }
  });

  it('gives every row once, in id order, whatever the layout', async () => {
    const ids = Array.from(
      { length: 90 },
      (_, i) => `${'abc'[i % 3]}${String((i * 7919) % 1000).padStart(3, '0')}`,
    );
    for (const store of [db.merchants, db.rows('users')]) {
      await store.bulkPut(ids.map((id) => row(id)));
      const pages: string[][] = [];
      for await (const page of store.pages(10)) pages.push(page.map((r) => r.id));
      expect(pages.length).toBeGreaterThan(2);
      expect(pages.flat()).toEqual([...ids].sort());
    }
  });

  it('re-reads changed records and says which rows they cover', async () => {
    await db.merchants.bulkPut([row('abc-1'), row('abc-2'), row('xyz-1')]);
    const blocks = await db.merchants.reread(['abc']);
    expect(blocks.rows.map((r) => r.id).sort()).toEqual(['abc-1', 'abc-2']);
    expect(blocks.covers('abc-9')).toBe(true);
    expect(blocks.covers('xyz-1')).toBe(false);
    await db.users.bulkPut([row('u1'), row('u2')]);
    const rows = await db.rows('users').reread(['u1', 'gone']);
    expect(rows.rows).toEqual([row('u1')]);
    expect(rows.covers('gone')).toBe(true);
    expect(rows.covers('u2')).toBe(false);
  });
});
