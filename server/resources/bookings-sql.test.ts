import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  bookingEntity,
  PAGE_SIZES,
  PAYMENT_STATUSES,
  queryEntityRows,
} from '../../src/contract';
import type { Booking } from '../../src/contract';
import { CASE_MERCHANTS, rows } from '../../tests/fixtures/booking-list-cases';
import { bookingResource } from './bookings';
import { createTestDb, type TestDb } from '../test/test-db';
import { migrate } from '../db/migrate';
import { listPage } from '../lib/entity-list/list-page';

let testDb: TestDb;
const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

beforeAll(async () => {
  testDb = await createTestDb();
  const { db } = testDb;
  await migrate(db);
  for (const merchant of Object.values(CASE_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
  const columns = Object.keys(rows[0] ?? {}).filter((key) => key !== 'version');
  for (const row of rows) {
    await db.query(
      `INSERT INTO bookings (${columns.map(snake).join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      columns.map((key) => row[key as keyof typeof row]),
    );
  }
});
afterAll(async () => {
  await testDb.drop();
});

const choice = <T extends string>(...values: T[]) => fc.constantFrom('' as const, ...values);

/** Queries over the values the fixture rows hold, tricky characters and bounds included. */
const bookingQuery = fc.record({
  pageSize: fc.constantFrom(...PAGE_SIZES.map(String)),
  curPageIndex: fc.integer({ min: 1, max: 4 }).map(String),
  sortKey: fc.constantFrom(...Object.keys(bookingEntity.sortValues)),
  sortOrder: fc.constantFrom('asc', 'desc'),
  bookingReference: choice('bk', 'BK-10', '_', '%', '\\', '1', '0%', 'zz'),
  travelerName: choice('a', 'É', 'é', ' AH ', '_', '%', 'zainal', 'ö', 'ễ'),
  status: choice(...BOOKING_STATUSES),
  paymentStatus: choice(...PAYMENT_STATUSES),
  bookingType: choice(...BOOKING_TYPES),
  dateFrom: choice('2024-12-31', '2025-01-31', '2025-02-15', '2025-02-30', '2025-03-01'),
  dateTo: choice('2025-01-01', '2025-02-20', '2025-02-28', '2025-03-03', '2025-13-01'),
});

describe('the list SQL equals the reference query', () => {
  it('bookings: random queries, staff and merchant scope', async () => {
    await fc.assert(
      fc.asyncProperty(
        bookingQuery,
        fc.constantFrom(null, CASE_MERCHANTS.alpha.id, CASE_MERCHANTS.bintang.id),
        async (raw, merchantId) => {
          const query = v.parse(bookingEntity.querySchema, raw);
          const visible = rows.filter((row) => merchantId === null || row.merchantId === merchantId);
          const expected = queryEntityRows(bookingEntity, visible as Booking[], query, 'list');
          const page = await listPage(testDb.db, bookingResource, query, 'list', merchantId);
          expect(page.items.map((row) => row.id)).toEqual(expected.items.map((row) => row.id));
          expect(page.totalCount).toBe(expected.totalCount);
        },
      ),
      { numRuns: 300 },
    );
  });
});
