/** Bookings as SQL (docs/ARCHITECTURE.md, Entity descriptors): the list, get by id and the pull. */
import { bookingEntity } from '../../src/contract';
import { resourceOf } from '../lib/entity-list/resource-of';

export const bookingResource = resourceOf(bookingEntity, {
  table: 'bookings',
  alias: 'b',
  reads: 'area',
  audit: { entity: 'booking', name: (t) => `${t}.booking_reference` },
  // The contract's `travelDateOf`: a flight's departure, a hotel's check-in.
  sql: { travelDate: 'coalesce(b.departure_date, b.check_in)' },
});

/** A row read with these IS a contract `Booking`; `amountSen` is integer sen (bigint as a number). */
export const BOOKING_COLUMNS = bookingResource.columns;
