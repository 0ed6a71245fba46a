/** Bookings as SQL (docs/ARCHITECTURE.md, Entity descriptors): the list, get by id and the pull. */
import { bookingEntity } from '../../src/contract';
import type { Booking, BookingListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { dateSort, instantSort, textSort, valueSort } from '../lib/entity-list/sql-rules';
import { float, isoDate, isoTimestamp } from '../lib/sql-format';

export const BOOKING_FROM = 'bookings b';

/** A row read with these IS a contract `Booking`; `amountSen` is integer sen (bigint as a number). */
export const BOOKING_COLUMNS = `
  b.id AS "id", b.merchant_id AS "merchantId", b.booking_reference AS "bookingReference",
  b.booking_type AS "bookingType", b.status AS "status", b.payment_status AS "paymentStatus",
  b.traveler_name AS "travelerName", ${isoDate('b.booking_date')} AS "bookingDate",
  ${isoDate('b.departure_date')} AS "departureDate", ${isoDate('b.return_date')} AS "returnDate",
  b.origin AS "origin", b.destination AS "destination", b.hotel_name AS "hotelName",
  ${isoDate('b.check_in')} AS "checkIn", ${isoDate('b.check_out')} AS "checkOut",
  b.supplier_code AS "supplierCode", ${float('b.amount_sen')} AS "amountSen",
  b.currency AS "currency", b.organization_id AS "organizationId",
  ${isoTimestamp('b.created_at')} AS "createdAt", ${isoTimestamp('b.updated_at')} AS "updatedAt",
  ${float('b.version')} AS "version"`;

export const bookingResource: ListResource<Booking, BookingListQuery> = {
  entity: 'bookings',
  table: 'bookings',
  audit: { entity: 'booking', name: (t) => `${t}.booking_reference` },
  from: BOOKING_FROM,
  columns: BOOKING_COLUMNS,
  id: 'b.id',
  scope: 'b.merchant_id',
  descriptor: bookingEntity,
  sortExpressions: {
    // Never missing, so by value: the (booking_date DESC, id) indexes serve the default order.
    bookingDate: valueSort('b.booking_date'),
    bookingReference: textSort('b.booking_reference'),
    bookingType: textSort('b.booking_type'),
    status: textSort('b.status'),
    paymentStatus: textSort('b.payment_status'),
    travelerName: textSort('b.traveler_name'),
    // The contract's `travelDateOf`: a flight's departure, a hotel's check-in.
    travelDate: dateSort('coalesce(b.departure_date, b.check_in)'),
    destination: textSort('b.destination'),
    supplierCode: textSort('b.supplier_code'),
    amountSen: valueSort('b.amount_sen'),
    createdAt: instantSort('b.created_at'),
  },
  filterExpressions: {
    bookingReference: 'b.booking_reference',
    travelerName: 'b.traveler_name',
    status: 'b.status',
    paymentStatus: 'b.payment_status',
    bookingType: 'b.booking_type',
    dateFrom: 'b.booking_date',
    dateTo: 'b.booking_date',
  },
  segments: { list: 'true' },
};
