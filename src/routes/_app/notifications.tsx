import { createFileRoute } from '@tanstack/react-router';
import { NotificationListPage } from '../../features/notifications/notification-list-page';
import type { QueryOf } from '../../lib/list-engine/list-rows';
import { useListSearch } from '../../lib/list-engine/use-list-search';
import { rawSearch } from '../../lib/routing/raw-search';
import { useSearchUpdate } from '../../lib/routing/use-search-update';

/** Every notification of the signed-in user: each user has their own, so no menu grant guards it. */
export const Route = createFileRoute('/_app/notifications')({
  validateSearch: rawSearch<QueryOf<'notifications'>>(),
  component: function Notifications() {
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <NotificationListPage
        query={useListSearch('notifications', Route.useSearch())}
        onQueryChange={onQueryChange}
      />
    );
  },
});
