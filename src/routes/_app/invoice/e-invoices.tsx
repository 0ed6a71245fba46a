import { createFileRoute } from '@tanstack/react-router';
import { EInvoiceListPage } from '../../../features/e-invoices/e-invoice-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

/** e-Invoices: whoever may view invoices (the rows' rule, src/contract/access-policy.ts). */
export const Route = createFileRoute('/_app/invoice/e-invoices')({
  validateSearch: parseListSearch('eInvoices'),
  beforeLoad: requireAccess('/invoice/manage-invoice'),
  component: function EInvoices() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return <EInvoiceListPage user={user} query={Route.useSearch()} onQueryChange={onQueryChange} />;
  },
});
