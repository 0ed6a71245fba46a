import { createFileRoute } from '@tanstack/react-router';
import { BookingListPage } from '../../../features/bookings/booking-list-page';
import { parseBookingSearch } from '../../../features/bookings/booking-search';
import { BookingCredit } from '../../../features/credit/credit-history-booking';
import { requireAccess } from '../../../lib/access/route-guard';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/booking/booking-list')({
  validateSearch: parseBookingSearch,
  beforeLoad: requireAccess('/booking/booking-list'),
  component: function BookingList() {
    const { user } = Route.useRouteContext();
    const onSearchChange = useSearchUpdate(Route.useNavigate());
    return (
      <BookingListPage
        user={user}
        search={Route.useSearch()}
        onSearchChange={onSearchChange}
        bookingExtra={(booking) => <BookingCredit user={user} booking={booking} />}
      />
    );
  },
});
