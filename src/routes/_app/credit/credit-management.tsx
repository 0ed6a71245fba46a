import { createFileRoute } from '@tanstack/react-router';
import { CreditManagementPage } from '../../../features/credit/credit-management-page';
import { parseCreditManagementSearch } from '../../../features/credit/credit-management-search';
import { requireAccess } from '../../../lib/access/route-guard';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/credit/credit-management')({
  validateSearch: parseCreditManagementSearch,
  beforeLoad: requireAccess('/credit/credit-management'),
  component: function CreditManagement() {
    const { user } = Route.useRouteContext();
    const onSearchChange = useSearchUpdate(Route.useNavigate());
    return <CreditManagementPage user={user} search={Route.useSearch()} onSearchChange={onSearchChange} />;
  },
});
