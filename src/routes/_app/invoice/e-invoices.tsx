import { createFileRoute } from '@tanstack/react-router';
import { EInvoiceListPage } from '../../../features/e-invoices/e-invoice-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

/** e-Invoices: whoever may view invoices (the rows' rule, src/contract/access-policy.ts). */
export const Route = createFileRoute('/_app/invoice/e-invoices')({
  validateSearch: rawSearch<QueryOf<'eInvoices'>>(),
  beforeLoad: requireAccess('/invoice/manage-invoice'),
  component: function EInvoices() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <EInvoiceListPage
        user={user}
        query={useListSearch('eInvoices', Route.useSearch())}
        onQueryChange={onQueryChange}
      />
    );
  },
});
