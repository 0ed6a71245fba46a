import { createFileRoute } from '@tanstack/react-router';
import { useEInvoiceCell, useEInvoiceStateFilter } from '../../../features/e-invoices/e-invoice-cell';
import { NoteListPage } from '../../../features/invoices/note-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
import type { QueryOf } from '../../../lib/list-engine/list-rows';
import { useListSearch } from '../../../lib/list-engine/use-list-search';
import { rawSearch } from '../../../lib/routing/raw-search';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/invoice/credit-debit-note')({
  validateSearch: rawSearch<QueryOf<'invoiceNotes'>>(),
  beforeLoad: requireAccess('/invoice/credit-debit-note'),
  component: function CreditDebitNotes() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <NoteListPage
        variant="notes"
        user={user}
        query={useListSearch('invoiceNotes', Route.useSearch())}
        onQueryChange={onQueryChange}
        eInvoiceCell={useEInvoiceCell()}
        eInvoiceFilter={useEInvoiceStateFilter()}
      />
    );
  },
});
