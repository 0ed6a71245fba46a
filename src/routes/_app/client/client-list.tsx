import { createFileRoute } from '@tanstack/react-router';
import { ClientListPage } from '../../../features/clients/client-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/client/client-list')({
  validateSearch: rawSearch<QueryOf<'clients'>>(),
  beforeLoad: requireAccess('/client/client-list'),
  component: function ClientList() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <ClientListPage
        caller={user}
        query={useListSearch('clients', Route.useSearch())}
        onQueryChange={onQueryChange}
      />
    );
  },
});
