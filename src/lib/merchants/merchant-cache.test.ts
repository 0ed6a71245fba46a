import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_SORT_KEYS, type MerchantListQuery, PAGE_SIZES } from '../../contract';
import { MirrorDb } from '../db';
import { MerchantCache } from './merchant-cache';
import { queryMerchantRows, type MerchantRow } from './merchant-query';

/** A tiny deterministic PRNG so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

const NAMES = [
  'Alpha Travel',
  'alpha travel',
  'Bintang Sdn Bhd',
  'ÉCOLE Tours',
  'école tours',
  'Zed_50%',
  'Tan & Sons',
];

function makeRows(count: number, next: () => number): MerchantRow[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
    return {
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      merchantName: `${pick(NAMES)} ${Math.floor(next() * 5)}`,
      businessRegistrationNumber: `2019${index}`,
      businessType: null,
      tradingName: null,
      personInCharge: null,
      merchantSize: null,
      nationality: null,
      businessHour: null,
      natureOfBusiness: null,
      monthlyTransactionVolume: null,
      companyTurnover: null,
      email: `${pick(['Info', 'sales', 'ADMIN'])}${index % 7}@example.com`,
      contactNumber: `01${index % 10}-${pick(['345', '678'])}-${String(1000 + index).slice(-4)}`,
      officePhone: null,
      officePhoneExt: null,
      fax: null,
      address: null,
      postcode: null,
      city: null,
      state: null,
      country: 'Malaysia',
      services: null,
      numberOfTerminals: 1,
      deviceType: null,
      terminalModel: null,
      status: pick(['Active', 'Inactive'] as const),
      submissionStatus: pick(['Draft', 'Submitted'] as const),
      approvalStatus: pick(['Pending', 'Approved', 'Rejected'] as const),
      createdAt: `2026-10-${day}T08:00:00.000Z`,
      updatedAt: `2026-11-${day}T08:00:00.000Z`,
      version: index + 1,
    };
  });
}

function randomQuery(next: () => number): MerchantListQuery {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return {
    pageSize: pick(PAGE_SIZES),
    curPageIndex: 1 + Math.floor(next() * 3),
    sortKey: pick(MERCHANT_SORT_KEYS),
    sortOrder: pick(['asc', 'desc'] as const),
    merchantName: pick(['', '', 'alpha', 'ÉCOLE', 'école', '_', '%', 'TAN']),
    email: pick(['', '', 'info', 'ADMIN3']),
    contactNumber: pick(['', '', '345', '012-']),
  };
}

let db: MirrorDb;
let cache: MerchantCache;
const next = random(42);
let rows = makeRows(300, next);

beforeAll(async () => {
  db = new MirrorDb('cache-test');
  await db.merchants.bulkPut(rows);
  cache = new MerchantCache(db.merchants);
  await cache.load();
});
afterAll(async () => {
  cache.dispose();
  await db.delete();
});

const waitForVersion = (version: number) =>
  new Promise<void>((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (cache.version > version) {
        unsubscribe();
        resolve();
      }
    });
  });

describe('MerchantCache', () => {
  it('answers exactly what the reference query answers, for many random queries', () => {
    for (let i = 0; i < 300; i += 1) {
      const query = randomQuery(next);
      for (const queue of ['list', 'pending'] as const) {
        expect(cache.query(query, queue), JSON.stringify({ query, queue })).toEqual(
          queryMerchantRows(rows, query, queue),
        );
      }
    }
  });

  it('follows writes to the mirror, including deletes', async () => {
    const changed = {
      ...rows[0],
      status: rows[0]?.status === 'Active' ? 'Inactive' : 'Active',
    } as MerchantRow;
    const before = cache.version;
    const updated = waitForVersion(before);
    await db.transaction('rw', db.merchants.table, async () => {
      await db.merchants.put(changed);
      await db.merchants.delete(rows[1]?.id ?? '');
    });
    await updated;
    rows = [changed, ...rows.slice(2)];
    const query = randomQuery(next);
    expect(cache.query(query, 'list')).toEqual(queryMerchantRows(rows, query, 'list'));
    expect(cache.rows()).toHaveLength(rows.length);
  });
});
