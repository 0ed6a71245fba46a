import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeMirror, deleteMirror, openMirror, setFillingTables, type MirrorRow } from '../db';
import { defaultQuery } from './list-rows';
import { bookingRows, random } from './testing/random-rows';
import { getEntityIndex } from './use-entity-index';

const user = `filling-${crypto.randomUUID()}`;

afterEach(async () => {
  closeMirror();
  await deleteMirror(user);
});

describe('a list index of a table a bootstrap is filling', () => {
  it('waits until the pull has moved past the table, then reads it once', async () => {
    const rows = bookingRows(30, random(9)) as unknown as MirrorRow[];
    const db = await openMirror(user);
    const store = db.rows('bookings');
    const index = getEntityIndex(db, 'bookings');
    await index.load();
    const loaded = index.version;

    setFillingTables(db.name, [store.table.name]);
    for (let i = 0; i < rows.length; i += 10) await store.bulkPut(rows.slice(i, i + 10));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(index.version).toBe(loaded);

    // The pull's next page fills another table: this one is read, with every page, at once.
    setFillingTables(db.name, [db.rows('invoices').table.name]);
    await vi.waitFor(() => expect(index.select(defaultQuery('bookings'), 'list')).toHaveLength(30), {
      timeout: 5000,
    });
    expect(index.version).toBe(loaded + 1);
    setFillingTables(db.name, []);
  });

  it('is behind the fill while it holds unread pages of the table, not once it has read them', async () => {
    const rows = bookingRows(20, random(4)) as unknown as MirrorRow[];
    const db = await openMirror(user);
    const store = db.rows('bookings');
    const index = getEntityIndex(db, 'bookings');
    await index.load();
    expect(index.isBehindFill()).toBe(false);

    setFillingTables(db.name, [store.table.name]);
    await store.bulkPut(rows);
    expect(index.isBehindFill()).toBe(true);

    setFillingTables(db.name, []);
    await vi.waitFor(() => expect(index.select(defaultQuery('bookings'), 'list')).toHaveLength(20), {
      timeout: 5000,
    });
    expect(index.isBehindFill()).toBe(false);
  });
});
