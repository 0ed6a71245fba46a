import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeMirror, deleteMirror, MirrorDb, openMirror, type MirrorRow } from '../db';
import { bookingRows, random } from './testing/random-rows';
import { defaultQuery } from './list-rows';
import { getEntityIndex } from './use-entity-index';

const user = `closed-${crypto.randomUUID()}`;

afterEach(async () => {
  vi.restoreAllMocks();
  closeMirror();
  await deleteMirror(user);
});

describe('a list index of a mirror closed on sign-out', () => {
  it('stops following writes instead of reading the closed database', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [first, second] = bookingRows(2, random(3)) as unknown as MirrorRow[];
    const db = await openMirror(user);
    await db.rows('bookings').put(first as MirrorRow);
    const index = getEntityIndex(db, 'bookings');
    await index.load();
    expect(index.select(defaultQuery('bookings'), 'list')).toHaveLength(1);

    closeMirror();
    // Another connection to the same database writes (another tab, the next sign-in).
    const other = new MirrorDb(user);
    await other.rows('bookings').put(second as MirrorRow);
    await new Promise((resolve) => setTimeout(resolve, 400));
    other.close();

    expect(errors).not.toHaveBeenCalled();
    expect(getEntityIndex(db, 'bookings')).not.toBe(index);
  });
});
