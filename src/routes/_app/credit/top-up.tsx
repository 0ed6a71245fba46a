import { createFileRoute } from '@tanstack/react-router';
import { TopUpPage } from '../../../features/credit/top-up-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

/** Top Up: a new top-up with its bank-in slip, and the user's top-ups below it. */
export const Route = createFileRoute('/_app/credit/top-up')({
  validateSearch: rawSearch<QueryOf<'topUps'>>(),
  beforeLoad: requireAccess('/credit/top-up'),
  component: function TopUp() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <TopUpPage
        user={user}
        query={useListSearch('topUps', Route.useSearch())}
        onQueryChange={onQueryChange}
      />
    );
  },
});
