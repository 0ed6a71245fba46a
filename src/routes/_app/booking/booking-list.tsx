import { createFileRoute } from '@tanstack/react-router';
import {
  BookingListPage,
  parseBookingSearch,
  type BookingSearch,
} from '../../../features/bookings/booking-list-page';
import { BookingCredit } from '../../../features/credit/credit-history-booking';
import { requireAccess } from '../../../lib/access/route-guard';
import { useParsedSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/booking/booking-list')({
  validateSearch: rawSearch<BookingSearch>(),
  beforeLoad: requireAccess('/booking/booking-list'),
  component: function BookingList() {
    const { user } = Route.useRouteContext();
    const onSearchChange = useSearchUpdate(Route.useNavigate());
    return (
      <BookingListPage
        user={user}
        search={useParsedSearch(parseBookingSearch, Route.useSearch())}
        onSearchChange={onSearchChange}
        bookingExtra={(booking) => <BookingCredit user={user} booking={booking} />}
      />
    );
  },
});
