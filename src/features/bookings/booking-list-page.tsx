/** Booking List (/booking/booking-list): the mirrored bookings, read from the device only. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { BookingListQuery, SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex, type BookingRow } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { useBookingColumns } from './booking-columns';
import { BookingDetail } from './booking-detail';
import { useBookingFilters } from './booking-filters';
import type { BookingSearch } from './booking-search';

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
  const filters = useBookingFilters();
  const booking = bookingId === undefined || !bookings ? undefined : (bookings.get(bookingId) ?? null);

  return (
    <ListPage
      db={db}
      entity="bookings"
      viewKey="bookings:list"
      title={<Trans>Booking List</Trans>}
      caption={t`Bookings`}
      filterLabel={t`Filter bookings`}
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
        merchantName={merchantName}
        onClose={() => onSearchChange({ booking: undefined })}
        extra={bookingExtra}
      />
    </ListPage>
  );
}
