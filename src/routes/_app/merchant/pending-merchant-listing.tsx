import { createFileRoute } from '@tanstack/react-router';
import { MerchantListRoute } from '../../../features/merchants/merchant-list-route';
import { parseMerchantSearch } from '../../../features/merchants/merchant-search';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/merchant/pending-merchant-listing')({
  beforeLoad: requireAccess('/merchant/pending-merchant-listing'),
  validateSearch: parseMerchantSearch,
  component: function PendingMerchantListing() {
    const { user } = Route.useRouteContext();
    return (
      <MerchantListRoute
        queue="pending"
        query={Route.useSearch()}
        user={user}
        navigate={Route.useNavigate()}
      />
    );
  },
});
