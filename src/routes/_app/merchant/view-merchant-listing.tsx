import { createFileRoute } from '@tanstack/react-router';
import { MerchantListRoute } from '../../../features/merchants/merchant-list-route';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/merchant/view-merchant-listing')({
  beforeLoad: requireAccess('/merchant/view-merchant-listing'),
  validateSearch: rawSearch<QueryOf<'merchants'>>(),
  component: function MerchantListing() {
    const { user } = Route.useRouteContext();
    return (
      <MerchantListRoute
        queue="list"
        query={useListSearch('merchants', Route.useSearch())}
        user={user}
        navigate={Route.useNavigate()}
      />
    );
  },
});
