/** Redeeming credit through the app: an Unpaid booking paid from balance and limit, never more. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../src/contract';
import { creditSuite, post } from './credit-test-kit';

const s = creditSuite();

describe('redeem', () => {
  async function unpaidBooking(merchantId: string, amountSen: number, currency = 'MYR') {
    const { rows } = await s.db.query<{ id: string }>(
      `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
         traveler_name, booking_date, destination, amount_sen, currency)
       VALUES ($1, $2, 'Flight', 'Confirmed', 'Unpaid', 'Traveler', '2026-01-01', 'KUL', $3, $4) RETURNING id`,
      [merchantId, `CR-${randomUUID().slice(0, 8)}`, amountSen, currency],
    );
    return rows[0]?.id ?? '';
  }

  it('pays an Unpaid MYR booking with credit, refuses more than balance + limit', async () => {
    const available = (await s.account()).availableSen;
    const tooDear = await unpaidBooking(s.demo, available + 1);
    const refused = await post(s.app, '/Credit/redeem', { id: randomUUID(), bookingId: tooDear }, s.as.admin);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('credit.insufficient');
    const booking = await unpaidBooking(s.demo, Math.min(available, 10_000));
    const paid = await post<Booking>(
      s.app,
      '/Credit/redeem',
      { id: randomUUID(), bookingId: booking },
      s.as.admin,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data?.paymentStatus).toBe('Paid');
    expect(
      (await post(s.app, '/Credit/redeem', { id: randomUUID(), bookingId: booking }, s.as.admin)).body.code,
    ).toBe('credit.bookingNotPayable');
    const yen = await unpaidBooking(s.demo, 100, 'JPY');
    expect(
      (await post(s.app, '/Credit/redeem', { id: randomUUID(), bookingId: yen }, s.as.admin)).status,
    ).toBe(409);
    await s.expectLedgerConsistent();
  });
});
