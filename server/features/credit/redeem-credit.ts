/**
 * POST /Credit/redeem { id, bookingId }: pays an Unpaid MYR booking with credit. The booking is
 * locked first (404 outside the caller's merchant), then the account through the ledger, whose
 * `spendBlock` check on the locked figures refuses spending past balance + limit (422
 * `credit.insufficient`), also when 50 redeem at once. REDEEM_CREDIT (−amount, entry id = `id`)
 * and the booking's `Paid` commit together.
 */
import type { Context } from 'hono';
import { isPayableWithCredit, RedeemSchema, spendBlock } from '../../../src/contract';
import type { Booking } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { appendEntry } from '../../lib/ledger/append-entry';
import { merchantScope } from '../../lib/scope';
import { inputOf } from '../../lib/route-input';
import { BOOKING_COLUMNS } from '../../resources/bookings';
import { auditCredit } from './credit-write';

export function redeemCredit() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, RedeemSchema);
    const db = c.get('db');
    const user = c.get('user');
    const scope = merchantScope(user);
    const { rows } = await db.query<Booking>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings b
       WHERE b.id = $1 ${scope === null ? '' : 'AND b.merchant_id = $2'} FOR UPDATE OF b`,
      scope === null ? [input.bookingId] : [input.bookingId, scope],
    );
    const booking = rows[0];
    if (!booking) throw new ApiError(404, 'error.notFound');
    const { rows: taken } = await db.query('SELECT 1 FROM credit_entries WHERE id = $1', [input.id]);
    if (taken.length > 0) throw new ApiError(422, 'idempotency.keyReused');
    if (!isPayableWithCredit(booking)) throw new ApiError(409, 'credit.bookingNotPayable');
    const entry = await appendEntry(db, {
      id: input.id,
      merchantId: booking.merchantId,
      action: 'REDEEM_CREDIT',
      amountSen: -booking.amountSen,
      bookingId: booking.id,
      reference: booking.bookingReference,
      createdBy: user.userID,
      check: (figures) => spendBlock(figures, booking.amountSen),
    });
    const { rows: paid } = await db.query<Booking>(
      `UPDATE bookings AS b SET payment_status = 'Paid' WHERE b.id = $1 RETURNING ${BOOKING_COLUMNS}`,
      [booking.id],
    );
    await auditCredit(c, 'credit.redeem', 'booking', booking.id, {
      entryId: entry.id,
      amountSen: booking.amountSen,
      balanceAfterSen: entry.balanceAfterSen,
    });
    return ok(c, paid[0], 'credit.redeemed');
  };
}
