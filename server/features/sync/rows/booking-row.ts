/** A booking as the booking list and the sync pull answer it: every column, camelCased. */
import { float, isoDate, isoTimestamp } from '../../../lib/sql-format';

export const BOOKING_FROM = 'bookings b';

export const BOOKING_COLUMNS = `
  b.id AS "id", b.merchant_id AS "merchantId", b.booking_reference AS "bookingReference",
  b.booking_type AS "bookingType", b.status AS "status", b.payment_status AS "paymentStatus",
  b.traveler_name AS "travelerName", ${isoDate('b.booking_date')} AS "bookingDate",
  ${isoDate('b.departure_date')} AS "departureDate", ${isoDate('b.return_date')} AS "returnDate",
  b.origin AS "origin", b.destination AS "destination", ${isoDate('b.check_in')} AS "checkIn",
  ${isoDate('b.check_out')} AS "checkOut", b.supplier_code AS "supplierCode",
  ${float('b.amount')} AS "amount", b.currency AS "currency", b.organization_id AS "organizationId",
  ${isoTimestamp('b.created_at')} AS "createdAt", ${isoTimestamp('b.updated_at')} AS "updatedAt",
  ${float('b.version')} AS "version"`;
