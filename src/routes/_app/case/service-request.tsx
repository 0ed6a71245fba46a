import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '../../../features/cases/case-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

/** Service Requests: the cases list, "My cases", and "New request". */
export const Route = createFileRoute('/_app/case/service-request')({
  validateSearch: parseListSearch('cases'),
  beforeLoad: requireAccess('/case/service-request'),
  component: function ServiceRequests() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return <CaseListPage user={user} query={Route.useSearch()} onQueryChange={onQueryChange} />;
  },
});
