import { createFileRoute } from '@tanstack/react-router';
import { EInvoicePrintOf } from '../../../features/e-invoices/e-invoice-print';
import { NotePrintPage } from '../../../features/invoices/note-print-page';
import { getMirror } from '../../../lib/db';
import { requireAccess } from '../../../lib/access/route-guard';
import { Loading } from '../../../ui/loading';

/** The A4 print view of a credit or debit note, without the app chrome. */
export const Route = createFileRoute('/_print/invoice/credit-debit-note/$id/print')({
  beforeLoad: requireAccess([
    '/invoice/credit-debit-note',
    '/invoice/manage-invoice',
    '/invoice/adjustment-enquiry',
  ]),
  component: function PrintNote() {
    const { id } = Route.useParams();
    const db = getMirror();
    if (!db) return <Loading />;
    return (
      <NotePrintPage key={id} db={db} id={id} eInvoice={(document) => <EInvoicePrintOf {...document} />} />
    );
  },
});
