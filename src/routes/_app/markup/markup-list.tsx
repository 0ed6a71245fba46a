import { createFileRoute } from '@tanstack/react-router';
import { MarkupListPage } from '../../../features/markups/markup-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/markup/markup-list')({
  validateSearch: parseListSearch('markups'),
  beforeLoad: requireAccess('/markup/markup-list'),
  component: function MarkupList() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return <MarkupListPage caller={user} query={Route.useSearch()} onQueryChange={onQueryChange} />;
  },
});
