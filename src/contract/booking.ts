/**
 * Bookings (docs/product.md, Bookings): flights and hotels travellers booked through a merchant. The list
 * is mirrored for offline use; amounts are integer minor units of `currency` (sen for MYR,
 * docs/ARCHITECTURE.md, Money), never floats. Each field once (docs/ARCHITECTURE.md, Entity
 * descriptors), in column order.
 */
import type * as v from 'valibot';
import * as f from './area-fields';

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
export const bookingEntity = f.listArea({
  entity: 'bookings',
  area: 'Booking',
  menuKey: 'booking.list',
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['bookingDate', 'desc'],
  fields: {
    bookingReference: f.code({ sort, filter: 'contains', search: true, column }),
    bookingType: f.status(BOOKING_TYPES, { sort, filter: 'equals', column }),
    travelerName: f.text({ sort, filter: 'contains', search: true, column }),
    bookingDate: f.date({ sort, filter: { from: 'dateFrom', to: 'dateTo' }, column }),
    travelDate: f.derived('date', travelDateOf, { sort, column }),
    /** Flights: departure and return (null for one-way) dates, origin airport. */
    departureDate: f.date({ nullable: true }),
    returnDate: f.date({ nullable: true }),
    origin: f.text({ nullable: true }),
    /** An airport for flights, a city for hotels. */
    destination: f.text({ sort, column }),
    /** Hotels: the hotel and the stay. */
    hotelName: f.text({ nullable: true }),
    checkIn: f.date({ nullable: true }),
    checkOut: f.date({ nullable: true }),
    status: f.status(BOOKING_STATUSES, { sort, filter: 'equals', column }),
    paymentStatus: f.status(PAYMENT_STATUSES, { sort, filter: 'equals', column }),
    /** In minor units of `currency`: an integer. */
    amountSen: f.money({ sort, column, currency: 'currency' }),
    /** ISO 4217 code of `amountSen`. */
    currency: f.code(),
    supplierCode: f.code({ sort, nullable: true, column: 'extra' }),
    merchantId: f.reference({ column: 'extra' }),
    organizationId: f.text({ nullable: true }),
    createdAt: f.timestamp({ sort, column: 'extra' }),
    updatedAt: f.timestamp(),
  },
});

/** A booking as Booking/bookingListPage, Booking/{id} and the mirror answer it. */
export const BookingSchema = bookingEntity.rowSchema;
export type Booking = v.InferOutput<typeof BookingSchema>;
export type BookingListQuery = f.ListQueryOf<typeof bookingEntity>;
