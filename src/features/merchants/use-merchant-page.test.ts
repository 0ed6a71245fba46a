import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MerchantListQuery } from '../../contract';
import { addIndexFields, MirrorDb } from '../../lib/db';
import { DEFAULT_MERCHANT_QUERY } from './merchant-search';
import { queryMerchantRows, type MerchantRow } from './merchant-query';
import { readIndexedPage } from './use-merchant-page';

let db: MirrorDb;
let rows: MerchantRow[];

beforeEach(async () => {
  db = new MirrorDb(`first-page-${crypto.randomUUID()}`);
  const names = ['beta', 'Alpha', 'alpha', 'Ásia', 'zeta', 'Beta', 'gamma', 'alpha'];
  // Equal names in several cases, ids out of insertion order: ties must come by id.
  rows = [...names, ...names, ...names].map((merchantName, index) => ({
    id: `m${String((index * 7) % 10)}${String(index).padStart(2, '0')}`,
    version: index + 1,
    merchantName,
    email: `${index}@x.my`,
    contactNumber: '012',
    status: index % 2 ? 'Active' : 'Inactive',
    approvalStatus: index % 3 ? 'Approved' : 'Pending',
    submissionStatus: 'Submitted',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  })) as unknown as MerchantRow[];
  await db.merchants.bulkPut(rows.map((row) => addIndexFields('merchants', { ...row })));
});
afterEach(async () => {
  await db.delete();
});

describe('readIndexedPage: the listing before its in-memory index is loaded', () => {
  it.each(['list', 'pending'] as const)(
    'gives the same page and total as the reference (%s)',
    async (queue) => {
      for (const curPageIndex of [1, 2, 3]) {
        const query: MerchantListQuery = { ...DEFAULT_MERCHANT_QUERY, pageSize: 10, curPageIndex };
        const page = await readIndexedPage(db, query, queue);
        const expected = queryMerchantRows(rows, query, queue);
        expect(page?.totalCount).toBe(expected.totalCount);
        expect(page?.items.map((row) => row.id)).toEqual(expected.items.map((row) => row.id));
      }
    },
  );

  it('answers null for a filtered or differently sorted query', async () => {
    expect(await readIndexedPage(db, { ...DEFAULT_MERCHANT_QUERY, merchantName: 'a' }, 'list')).toBeNull();
    expect(await readIndexedPage(db, { ...DEFAULT_MERCHANT_QUERY, sortOrder: 'desc' }, 'list')).toBeNull();
  });
});
