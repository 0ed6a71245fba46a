import { createFileRoute } from '@tanstack/react-router';
import { MerchantListRoute } from '../../../features/merchants/merchant-list-route';
import type { MerchantListQuery } from '../../../contract/list-query';
import { parseMerchantSearch } from '../../../features/merchants/merchant-search';
import { useParsedSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/merchant/pending-merchant-listing')({
  beforeLoad: requireAccess('/merchant/pending-merchant-listing'),
  validateSearch: rawSearch<MerchantListQuery>(),
  component: function PendingMerchantListing() {
    const { user } = Route.useRouteContext();
    return (
      <MerchantListRoute
        queue="pending"
        query={useParsedSearch(parseMerchantSearch, Route.useSearch())}
        user={user}
        navigate={Route.useNavigate()}
      />
    );
  },
});
