import { createFileRoute } from '@tanstack/react-router';
import { UserListPage } from '../../../features/users/user-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/user/manage-user')({
  validateSearch: rawSearch<QueryOf<'users'>>(),
  beforeLoad: requireAccess('/user/manage-user'),
  component: function ManageUser() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <UserListPage
        caller={user}
        query={useListSearch('users', Route.useSearch())}
        onQueryChange={onQueryChange}
      />
    );
  },
});
