import { createFileRoute } from '@tanstack/react-router';
import { CreditHistoryPage } from '../../../features/credit/credit-history-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/credit/credit-history')({
  validateSearch: rawSearch<QueryOf<'creditEntries'>>(),
  beforeLoad: requireAccess('/credit/credit-history'),
  component: function CreditHistory() {
    const { user } = Route.useRouteContext();
    const onSearchChange = useSearchUpdate(Route.useNavigate());
    return (
      <CreditHistoryPage
        user={user}
        query={useListSearch('creditEntries', Route.useSearch())}
        onQueryChange={onSearchChange}
      />
    );
  },
});
