/** A booking as the booking list and the sync pull answer it: every column, camelCased. */
import { float, isoDate, isoTimestamp } from '../../../lib/sql-format';
import { toCamelRow } from './camel-row';

export const BOOKING_FROM = 'bookings b';

export const BOOKING_COLUMNS = `
  b.id, b.merchant_id, b.booking_reference, b.booking_type, b.status, b.payment_status,
  b.traveler_name, ${isoDate('b.booking_date')} AS booking_date,
  ${isoDate('b.departure_date')} AS departure_date, ${isoDate('b.return_date')} AS return_date,
  b.origin, b.destination, ${isoDate('b.check_in')} AS check_in, ${isoDate('b.check_out')} AS check_out,
  b.supplier_code, ${float('b.amount')} AS amount, b.currency, b.organization_id,
  ${isoTimestamp('b.created_at')} AS created_at, ${isoTimestamp('b.updated_at')} AS updated_at, b.version`;

export const toBookingRow = toCamelRow;
