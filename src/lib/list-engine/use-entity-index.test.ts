// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MirrorDb, type MirrorRow } from '../db';
import { defaultQuery } from './list-rows';
import { bookingRows, random } from './testing/random-rows';
import { getEntityIndex, useEntityPage } from './use-entity-index';

let db: MirrorDb;
const rows = bookingRows(120, random(9));

beforeAll(async () => {
  db = new MirrorDb(`hook-${crypto.randomUUID()}`);
  await db.bookings.bulkPut(rows as unknown as MirrorRow[]);
});
afterAll(async () => {
  getEntityIndex(db, 'bookings').dispose();
  await db.delete();
});

describe('useEntityPage', () => {
  it('is null while the rows load, then pages them, and follows a new sort and a write', async () => {
    const first = { ...defaultQuery('bookings'), pageSize: 10 as const };
    const { result, rerender } = renderHook(({ query }) => useEntityPage(db, 'bookings', query), {
      initialProps: { query: first },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.totalCount).toBe(rows.length));
    const newest = [...rows].sort((a, b) => (a.bookingDate < b.bookingDate ? 1 : -1))[0];
    expect(result.current?.items[0]?.bookingDate).toBe(newest?.bookingDate);

    const byAmount = { ...first, sortKey: 'amountSen' as const, sortOrder: 'asc' as const };
    rerender({ query: byAmount });
    const cheapest = Math.min(...rows.map((row) => row.amountSen));
    await waitFor(() => expect(result.current?.items[0]?.amountSen).toBe(cheapest));

    await act(() => db.bookings.delete(rows[0]?.id ?? ''));
    await waitFor(() => expect(result.current?.totalCount).toBe(rows.length - 1));
  });

  it('is null with no mirror', () => {
    const { result } = renderHook(() => useEntityPage(null, 'bookings', defaultQuery('bookings')));
    expect(result.current).toBeNull();
  });
});
