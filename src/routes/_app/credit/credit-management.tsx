import { createFileRoute } from '@tanstack/react-router';
import { CreditManagementPage } from '../../../features/credit/credit-management-page';
import {
  parseCreditManagementSearch,
  type CreditManagementSearch,
} from '../../../features/credit/credit-management-search';
import { requireAccess } from '../../../lib/access/route-guard';
import { useParsedSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/credit/credit-management')({
  validateSearch: rawSearch<CreditManagementSearch>(),
  beforeLoad: requireAccess('/credit/credit-management'),
  component: function CreditManagement() {
    const { user } = Route.useRouteContext();
    const onSearchChange = useSearchUpdate(Route.useNavigate());
    return (
      <CreditManagementPage
        user={user}
        search={useParsedSearch(parseCreditManagementSearch, Route.useSearch())}
        onSearchChange={onSearchChange}
      />
    );
  },
});
