import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, insertOldMerchant } from '../test/migration-db';
import type { TestDb } from '../test/test-db';
import { migrate } from './migrate';

const MERCHANT = '00000000-0000-4000-8000-0000000000d1';

let testDb: TestDb;

/** A database as it stood before 009, with bookings holding numeric amounts, then migrated. */
beforeAll(async () => {
  testDb = await databaseBefore(9);
  const { db } = testDb;
  await insertOldMerchant(db, MERCHANT);
  const bookings: [string, string, string][] = [
    ['OLD-1', 'Flight', '1234.56'],
    ['OLD-2', 'Hotel', '0.10'],
    ['OLD-3', 'Hotel', '9999999999.99'],
    ['OLD-4', 'Flight', '0.00'],
  ];
  for (const [reference, type, amount] of bookings) {
    await db.query(
      `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
         traveler_name, booking_date, destination, amount)
       VALUES ($1, $2, $3, 'Confirmed', 'Paid', 'Old Traveler', '2024-05-01', 'Melaka', $4)`,
      [MERCHANT, reference, type, amount],
    );
  }
  expect((await migrate(db))[0]).toBe('009_booking_money.sql');
});
afterAll(async () => {
  await testDb.drop();
});

describe('migration 009: booking money in integer sen', () => {
  it('turns every amount into exactly its sen, and names existing hotels', async () => {
    const { rows } = await testDb.db.query<{ ref: string; sen: string | number; hotel: string | null }>(
      'SELECT booking_reference AS ref, amount_sen AS sen, hotel_name AS hotel FROM bookings ORDER BY 1',
    );
    expect(rows.map((row) => [row.ref, Number(row.sen)])).toEqual([
      ['OLD-1', 123456],
      ['OLD-2', 10],
      ['OLD-3', 999999999999],
      ['OLD-4', 0],
    ]);
    expect(rows.filter((row) => row.hotel !== null).map((row) => row.ref)).toEqual(['OLD-2', 'OLD-3']);
    expect(rows.find((row) => row.ref === 'OLD-2')?.hotel).toMatch(/^Melaka \S/);
  });

  it('announces every reshaped booking to the pull (a new version in the change log)', async () => {
    const { rows } = await testDb.db.query<{ n: number }>(
      `SELECT count(DISTINCT c.entity_id)::int AS n FROM sync_changes c JOIN bookings b
       ON b.id = c.entity_id AND c.version = b.version WHERE c.entity = 'bookings'`,
    );
    expect(rows[0]?.n).toBe(4);
  });

  it('refuses a status or payment status the contract does not know, and a missing amount', async () => {
    const insert = (status: string, payment: string, amount: number | null) =>
      testDb.db.query(
        `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
           traveler_name, booking_date, destination, amount_sen)
         VALUES ($1, $2, 'Flight', $3, $4, 'T', '2024-05-01', 'KUL', $5)`,
        [MERCHANT, `NEW-${status}-${payment}-${String(amount)}`, status, payment, amount],
      );
    await expect(insert('Booked', 'Paid', 100)).rejects.toThrow(/bookings_status_check/);
    await expect(insert('Confirmed', 'Free', 100)).rejects.toThrow(/bookings_payment_status_check/);
    await expect(insert('Confirmed', 'Paid', null)).rejects.toThrow(/amount_sen/);
    await expect(insert('Pending', 'Refunded', 100)).resolves.toBeDefined();
  });
});
