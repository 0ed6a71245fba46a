import { createFileRoute } from '@tanstack/react-router';
import { EInvoicePrintOf } from '../../../features/e-invoices/e-invoice-print';
import { InvoicePrintPage } from '../../../features/invoices/invoice-print-page';
import { getMirror } from '../../../lib/db';
import { requireAccess } from '../../../lib/access/route-guard';
import { Loading } from '../../../ui/loading';

/** The A4 print view of an invoice, without the app chrome. */
export const Route = createFileRoute('/_print/invoice/invoice/$id/print')({
  beforeLoad: requireAccess('/invoice/manage-invoice'),
  component: function PrintInvoice() {
    const { id } = Route.useParams();
    const db = getMirror();
    if (!db) return <Loading />;
    return (
      <InvoicePrintPage key={id} db={db} id={id} eInvoice={(document) => <EInvoicePrintOf {...document} />} />
    );
  },
});
