import { createFileRoute } from '@tanstack/react-router';
import { useNoteEInvoiceCell } from '../../../features/e-invoices/e-invoice-cell';
import { NoteListPage } from '../../../features/invoices/note-list-page';
import { requireAccess } from '../../../lib/access/route-guard';
// The search parser only: the engine's barrel would pull Dexie into the entry chunk.
import { parseListSearch } from '../../../lib/list-engine/list-rows';
import { useSearchUpdate } from '../../../lib/routing/use-search-update';

export const Route = createFileRoute('/_app/invoice/credit-debit-note')({
  validateSearch: parseListSearch('invoiceNotes'),
  beforeLoad: requireAccess('/invoice/credit-debit-note'),
  component: function CreditDebitNotes() {
    const { user } = Route.useRouteContext();
    const onQueryChange = useSearchUpdate(Route.useNavigate());
    return (
      <NoteListPage
        variant="notes"
        user={user}
        query={Route.useSearch()}
        onQueryChange={onQueryChange}
        eInvoiceCell={useNoteEInvoiceCell()}
      />
    );
  },
});
