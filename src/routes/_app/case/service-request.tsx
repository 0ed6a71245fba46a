import { createFileRoute } from '@tanstack/react-router';
import { CaseListPage } from '../../../features/cases/case-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

/** Service Requests: the cases list, "My cases", and "New request". */
export const Route = createFileRoute('/_app/case/service-request')({
  validateSearch: rawSearch<QueryOf<'cases'>>(),
  beforeLoad: requireAccess('/case/service-request'),
  component: function ServiceRequests() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <CaseListPage
        user={user}
        query={useListSearch('cases', Route.useSearch())}
        onQueryChange={onQueryChange}
      />
    );
  },
});
