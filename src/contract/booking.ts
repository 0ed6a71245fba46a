/**
 * Bookings (docs/product.md, Bookings): flights and hotels travellers booked through a merchant. The list
 * is mirrored for offline use; amounts are integer minor units of `currency` (sen for MYR,
 * docs/ARCHITECTURE.md, Money), never floats.
 */
import * as v from 'valibot';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { LIST_PAGING, listFilter, SORT_ORDERS, listChoice } from './list-query';

export const BOOKING_TYPES = ['Flight', 'Hotel'] as const;
export const BOOKING_STATUSES = ['Confirmed', 'Pending', 'Cancelled'] as const;
export const PAYMENT_STATUSES = ['Paid', 'Unpaid', 'Refunded'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** An ISO calendar date, `yyyy-mm-dd` (shown as `yyyy-MMM-dd`, docs/product.md, Dates and time zone). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = v.pipe(v.string(), v.regex(ISO_DATE_PATTERN));
const optionalDate = v.nullable(isoDate);

/** A booking as Booking/bookingListPage, Booking/{id} and the mirror answer it. */
export const BookingSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  merchantId: v.pipe(v.string(), v.uuid()),
  bookingReference: v.string(),
  bookingType: v.picklist(BOOKING_TYPES),
  status: v.picklist(BOOKING_STATUSES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  travelerName: v.string(),
  bookingDate: isoDate,
  /** Flights: departure and return (null for one-way) dates, origin airport. */
  departureDate: optionalDate,
  returnDate: optionalDate,
  origin: v.nullable(v.string()),
  /** An airport for flights, a city for hotels. */
  destination: v.string(),
  /** Hotels: the hotel and the stay. */
  hotelName: v.nullable(v.string()),
  checkIn: optionalDate,
  checkOut: optionalDate,
  supplierCode: v.nullable(v.string()),
  /** ISO 4217 code of `amountSen`. */
  currency: v.string(),
  /** The amount in minor units of `currency`: an integer. */
  amountSen: v.pipe(v.number(), v.safeInteger()),
  organizationId: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type Booking = v.InferOutput<typeof BookingSchema>;

/** When the trip starts: a flight's departure, a hotel's check-in. */
export const travelDateOf = (row: Pick<Booking, 'departureDate' | 'checkIn'>) =>
  row.departureDate ?? row.checkIn;

export const BOOKING_SORT_KEYS = [
  'bookingDate',
  'bookingReference',
  'bookingType',
  'status',
  'paymentStatus',
  'travelerName',
  'travelDate',
  'destination',
  'supplierCode',
  'amountSen',
  'createdAt',
] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];

const dateBound = v.optional(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.regex(ISO_DATE_PATTERN, 'validation.invalid'))],
    'validation.invalid',
  ),
  '',
);

/**
 * GET Booking/bookingListPage: paging and sorting of docs/product.md, Lists; `bookingReference` and
 * `travelerName` contain; `status`, `paymentStatus`, `bookingType` equal; `dateFrom` and `dateTo` bound the
 * booking date (inclusive). Newest bookings first by default.
 */
export const BookingListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(BOOKING_SORT_KEYS, 'validation.invalid'), 'bookingDate'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  bookingReference: listFilter,
  travelerName: listFilter,
  status: listChoice(BOOKING_STATUSES),
  paymentStatus: listChoice(PAYMENT_STATUSES),
  bookingType: listChoice(BOOKING_TYPES),
  dateFrom: dateBound,
  dateTo: dateBound,
});
export type BookingListQuery = v.InferOutput<typeof BookingListQuerySchema>;

export const bookingEntity: ListEntity<Booking, BookingListQuery> = {
  entity: 'bookings',
  area: 'Booking',
  menuKey: 'booking.list',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['bookingReference', 'travelerName'],
  rowSchema: BookingSchema,
  querySchema: BookingListQuerySchema,
  sortValues: {
    bookingDate: (row) => row.bookingDate,
    bookingReference: (row) => foldCase(row.bookingReference),
    bookingType: (row) => foldCase(row.bookingType),
    status: (row) => foldCase(row.status),
    paymentStatus: (row) => foldCase(row.paymentStatus),
    travelerName: (row) => foldCase(row.travelerName),
    travelDate: (row) => travelDateOf(row) ?? '',
    destination: (row) => foldCase(row.destination),
    supplierCode: (row) => foldCase(row.supplierCode ?? ''),
    amountSen: (row) => row.amountSen,
    createdAt: (row) => row.createdAt,
  },
  filters: {
    bookingReference: { match: 'contains', value: (row) => row.bookingReference },
    travelerName: { match: 'contains', value: (row) => row.travelerName },
    status: { match: 'equals', value: (row) => row.status },
    paymentStatus: { match: 'equals', value: (row) => row.paymentStatus },
    bookingType: { match: 'equals', value: (row) => row.bookingType },
    dateFrom: { match: 'from', value: (row) => row.bookingDate },
    dateTo: { match: 'to', value: (row) => row.bookingDate },
  },
  segments: { list: () => true },
  columns: [
    { key: 'bookingReference', kind: 'code', sortKey: 'bookingReference', isDefault: true },
    { key: 'bookingType', kind: 'status', sortKey: 'bookingType', isDefault: true },
    { key: 'travelerName', kind: 'text', sortKey: 'travelerName', isDefault: true },
    { key: 'bookingDate', kind: 'date', sortKey: 'bookingDate', isDefault: true },
    { key: 'travelDate', kind: 'date', sortKey: 'travelDate', isDefault: true },
    { key: 'destination', kind: 'text', sortKey: 'destination', isDefault: true },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    { key: 'paymentStatus', kind: 'status', sortKey: 'paymentStatus', isDefault: true },
    { key: 'amountSen', kind: 'money', sortKey: 'amountSen', isDefault: true },
    { key: 'supplierCode', kind: 'code', sortKey: 'supplierCode', isDefault: false },
    { key: 'merchantId', kind: 'text', isDefault: false },
    { key: 'createdAt', kind: 'timestamp', sortKey: 'createdAt', isDefault: false },
  ],
};
