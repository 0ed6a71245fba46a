import * as v from 'valibot';
import type { BookingListQuery } from '../../contract';
import { parseListSearch } from '../../lib/list-engine/list-rows';

/** The list's address: its query, and the booking whose detail is open (a reload keeps it open). */
export type BookingSearch = BookingListQuery & { booking?: string };

const parseQuery = parseListSearch('bookings');
const BookingIdSchema = v.pipe(v.string(), v.uuid());

export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const query = parseQuery(search);
  return v.is(BookingIdSchema, search['booking']) ? { ...query, booking: search['booking'] } : query;
}
