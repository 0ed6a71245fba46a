import { createFileRoute } from '@tanstack/react-router';
import { MarkupListPage } from '../../../features/markups/markup-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/markup/markup-list')({
  validateSearch: rawSearch<QueryOf<'markups'>>(),
  beforeLoad: requireAccess('/markup/markup-list'),
  component: function MarkupList() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <MarkupListPage
        caller={user}
        query={useListSearch('markups', Route.useSearch())}
        onQueryChange={onQueryChange}
      />
    );
  },
});
