/**
 * Bookings (docs/product.md, Bookings): flights and hotels travellers booked through a merchant. The list
 * is mirrored for offline use; amounts are integer minor units of `currency` (sen for MYR,
 * docs/ARCHITECTURE.md, Money), never floats. Each field once (docs/ARCHITECTURE.md, Entity
 * descriptors), in column order.
 */
import type * as v from 'valibot';
import {
  code,
  date,
  derived,
  listArea,
  money,
  reference,
  status,
  text,
  timestamp,
  type ListQueryOf,
} from './area-fields';

export const BOOKING_TYPES = ['Flight', 'Hotel'] as const;
export const BOOKING_STATUSES = ['Confirmed', 'Pending', 'Cancelled'] as const;
export const PAYMENT_STATUSES = ['Paid', 'Unpaid', 'Refunded'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** When the trip starts: a flight's departure, a hotel's check-in. */
export const travelDateOf = (row: { departureDate: string | null; checkIn: string | null }) =>
  row.departureDate ?? row.checkIn;

const sort = true;
const column = 'default';

/**
 * GET Booking/bookingListPage (docs/product.md, Lists): `bookingReference` and `travelerName`
 * contain; `status`, `paymentStatus`, `bookingType` equal; `dateFrom` and `dateTo` bound the
 * booking date (inclusive). Newest bookings first by default.
 */
export const bookingEntity = listArea({
  entity: 'bookings',
  area: 'Booking',
  menuKey: 'booking.list',
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['bookingDate', 'desc'],
  fields: {
    bookingReference: code({ sort, filter: 'contains', search: true, column }),
    bookingType: status(BOOKING_TYPES, { sort, filter: 'equals', column }),
    travelerName: text({ sort, filter: 'contains', search: true, column }),
    bookingDate: date({ sort, filter: { from: 'dateFrom', to: 'dateTo' }, column }),
    travelDate: derived('date', travelDateOf, { sort, column }),
    /** Flights: departure and return (null for one-way) dates, origin airport. */
    departureDate: date({ nullable: true }),
    returnDate: date({ nullable: true }),
    origin: text({ nullable: true }),
    /** An airport for flights, a city for hotels. */
    destination: text({ sort, column }),
    /** Hotels: the hotel and the stay. */
    hotelName: text({ nullable: true }),
    checkIn: date({ nullable: true }),
    checkOut: date({ nullable: true }),
    status: status(BOOKING_STATUSES, { sort, filter: 'equals', column }),
    paymentStatus: status(PAYMENT_STATUSES, { sort, filter: 'equals', column }),
    /** In minor units of `currency`: an integer. */
    amountSen: money({ sort, column, currency: 'currency' }),
    /** ISO 4217 code of `amountSen`. */
    currency: code(),
    supplierCode: code({ sort, nullable: true, column: 'extra' }),
    merchantId: reference({ column: 'extra' }),
    organizationId: text({ nullable: true }),
    createdAt: timestamp({ sort, column: 'extra' }),
    updatedAt: timestamp(),
  },
});

/** A booking as Booking/bookingListPage, Booking/{id} and the mirror answer it. */
export const BookingSchema = bookingEntity.rowSchema;
export type Booking = v.InferOutput<typeof BookingSchema>;
export type BookingListQuery = ListQueryOf<typeof bookingEntity>;
