import { createFileRoute } from '@tanstack/react-router';
import { ClientListPage } from '../../../features/clients/client-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/client/client-list')({
  validateSearch: parseListSearch('clients'),
  beforeLoad: requireAccess('/client/client-list'),
  component: function ClientList() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return <ClientListPage caller={user} query={Route.useSearch()} onQueryChange={onQueryChange} />;
  },
});
