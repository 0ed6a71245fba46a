import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, rows } from '../../../tests/fixtures/merchant-list-cases';
import { MerchantListQuerySchema } from '../../contract';
import { addIndexFields, MirrorDb } from '../db';
import { MerchantCache } from './merchant-cache';
import { queryMerchantRows } from './merchant-query';

/** The same table of cases the server's merchantListPage test runs (docs/ARCHITECTURE.md, Contract). */
let db: MirrorDb;
let cache: MerchantCache;

beforeAll(async () => {
  db = new MirrorDb('list-cases');
  await db.merchants.bulkPut(rows.map((row) => addIndexFields('merchants', { ...row })));
  cache = new MerchantCache(db.merchants);
  await cache.load();
});
afterAll(async () => {
  cache.dispose();
  await db.delete();
});

describe('offline merchant list gives the server’s rows for the shared cases', () => {
  it.each(cases)('$name', (listCase) => {
    const query = v.parse(MerchantListQuerySchema, listCase.query);
    const queue = listCase.list === 'pendingMerchantListPage' ? 'pending' : 'list';
    for (const page of [queryMerchantRows(rows, query, queue), cache.query(query, queue)]) {
      expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
      expect(page.totalCount).toBe(listCase.expectedTotal);
    }
  });
});
