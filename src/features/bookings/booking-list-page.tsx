/** Booking List (/booking/booking-list): the mirrored bookings, read from the device only. */
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useCallback, useMemo, type ReactNode } from 'react';
import { bookingEntity, type BookingListQuery, type SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex, type BookingRow } from '../../lib/list-engine';
import { parseListSearch } from '../../lib/list-engine/list-rows';
import { useAreaFilters } from '../../ui/list/area-list';
import { ListPage } from '../../ui/list/list-page';
import { BookingDetail } from './booking-detail';
import { BOOKING_LABELS, useBookingColumns } from './booking-columns';

/** The list's address: its query, and the booking whose detail is open (a reload keeps it open). */
export type BookingSearch = BookingListQuery & { booking?: string };

const parseQuery = parseListSearch('bookings');
const BookingIdSchema = v.pipe(v.string(), v.uuid());

export function parseBookingSearch(search: Record<string, unknown>): BookingSearch {
  const query = parseQuery(search);
  return v.is(BookingIdSchema, search['booking']) ? { ...query, booking: search['booking'] } : query;
}

type BookingListPageProps = {
  user: SessionUser;
  search: BookingSearch;
  onSearchChange: (next: Partial<BookingSearch>) => void;
  /** Composed by the route from another area: the booking's credit (credit-history-booking.tsx). */
  bookingExtra?: (booking: BookingRow) => ReactNode;
};

const omitBooking = ({ booking: _booking, ...query }: BookingSearch): BookingListQuery => query;

export function BookingListPage({ user, search, onSearchChange, bookingExtra }: BookingListPageProps) {
  const { t } = useLingui();
  const can = useCan(user);
  const db = getMirror();
  const bookingId = search.booking;
  // One object per address: the engine's page is memoised on the query's identity.
  const query = useMemo(() => omitBooking(search), [search]);
  const bookings = useEntityIndex(db, 'bookings');
  const merchants = useEntityIndex(db, 'merchants');
  const merchantName = useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
  const columns = useBookingColumns(merchantName);
  const filters = useAreaFilters(bookingEntity, BOOKING_LABELS);
  const booking = bookingId === undefined || !bookings ? undefined : (bookings.get(bookingId) ?? null);

  return (
    <ListPage
      db={db}
      entity="bookings"
      title={<Trans>Booking List</Trans>}
      caption={t`Bookings`}
      filterLabel={t`Filter bookings`}
      downloadingLabel={t`Downloading bookings…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onSearchChange}
      onOpenRow={(row) => onSearchChange({ booking: row.id })}
      canExport={can('booking.list', 'export')}
      emptyText={<Trans>There are no bookings yet.</Trans>}
      noMatchText={<Trans>No bookings match these filters.</Trans>}
    >
      <BookingDetail
        bookingId={bookingId}
        booking={booking}
        columns={columns}
        onClose={() => onSearchChange({ booking: undefined })}
        extra={bookingExtra}
      />
    </ListPage>
  );
}
