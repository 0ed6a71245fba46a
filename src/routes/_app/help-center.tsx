import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '../../features/help/help-center-page';
import { parseHelpSearch } from '../../features/help/help-search-params';
import { useSearchUpdate } from '../../lib/routing/use-search-update';

/** The help center: open to every signed-in user, so no access guard. */
export const Route = createFileRoute('/_app/help-center')({
  validateSearch: parseHelpSearch,
  component: function HelpCenter() {
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return <HelpCenterPage query={Route.useSearch()} onQueryChange={onQueryChange} />;
  },
});
