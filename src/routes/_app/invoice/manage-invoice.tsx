import { createFileRoute } from '@tanstack/react-router';
import { useInvoiceEInvoiceCell } from '../../../features/e-invoices/e-invoice-cell';
import { InvoiceListPage } from '../../../features/invoices/invoice-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/invoice/manage-invoice')({
  validateSearch: parseListSearch('invoices'),
  beforeLoad: requireAccess('/invoice/manage-invoice'),
  component: function ManageInvoice() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <InvoiceListPage
        user={user}
        query={Route.useSearch()}
        onQueryChange={onQueryChange}
        eInvoiceCell={useInvoiceEInvoiceCell()}
      />
    );
  },
});
