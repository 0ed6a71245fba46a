import { createFileRoute } from '@tanstack/react-router';
import { MerchantListRoute } from '../../../features/merchants/merchant-list-route';
import { parseMerchantSearch } from '../../../features/merchants/merchant-search';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/merchant/view-merchant-listing')({
  beforeLoad: requireAccess('/merchant/view-merchant-listing'),
  validateSearch: parseMerchantSearch,
  component: function MerchantListing() {
    const { user } = Route.useRouteContext();
    return (
      <MerchantListRoute queue="list" query={Route.useSearch()} user={user} navigate={Route.useNavigate()} />
    );
  },
});
