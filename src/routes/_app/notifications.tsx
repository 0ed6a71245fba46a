import { createFileRoute } from '@tanstack/react-router';
import { NotificationListPage } from '../../features/notifications/notification-list-page';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../lib/routing/use-search-update';

/** Every notification of the signed-in user: each user has their own, so no menu grant guards it. */
export const Route = createFileRoute('/_app/notifications')({
  validateSearch: parseListSearch('notifications'),
  component: function Notifications() {
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return <NotificationListPage query={Route.useSearch()} onQueryChange={onQueryChange} />;
  },
});
