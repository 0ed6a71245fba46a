import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../features/users/user-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/user/manage-user')({
  validateSearch: parseListSearch('users'),
  beforeLoad: requireAccess('/user/manage-user'),
  component: function ManageUser() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return <UserListPage caller={user} query={Route.useSearch()} onQueryChange={onQueryChange} />;
  },
});
