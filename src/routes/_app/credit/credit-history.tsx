import { createFileRoute } from '@tanstack/react-router';
import { CreditHistoryPage } from '../../../features/credit/credit-history-page';
import { parseCreditHistorySearch } from '../../../features/credit/credit-history-search';
import { requireAccess } from '../../../lib/access/route-guard';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/credit/credit-history')({
  validateSearch: parseCreditHistorySearch,
  beforeLoad: requireAccess('/credit/credit-history'),
  component: function CreditHistory() {
    const { user } = Route.useRouteContext();
    const onSearchChange = useSearchUpdate(Route.useNavigate());
    return <CreditHistoryPage user={user} query={Route.useSearch()} onQueryChange={onSearchChange} />;
  },
});
