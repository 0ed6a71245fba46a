import { createFileRoute } from '@tanstack/react-router';
import { useEInvoiceCell, useEInvoiceStateFilter } from '../../../features/e-invoices/e-invoice-cell';
import { InvoiceListPage } from '../../../features/invoices/invoice-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/invoice/manage-invoice')({
  validateSearch: rawSearch<QueryOf<'invoices'>>(),
  beforeLoad: requireAccess('/invoice/manage-invoice'),
  component: function ManageInvoice() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <InvoiceListPage
        user={user}
        query={useListSearch('invoices', Route.useSearch())}
        onQueryChange={onQueryChange}
        eInvoiceCell={useEInvoiceCell()}
        eInvoiceFilter={useEInvoiceStateFilter()}
      />
    );
  },
});
