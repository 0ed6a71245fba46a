import { createFileRoute } from '@tanstack/react-router';
import { EInvoiceDetail } from '../../../features/e-invoices/e-invoice-detail';
import { useEInvoiceOf } from '../../../features/e-invoices/use-e-invoice';
import { InvoiceDetailPage } from '../../../features/invoices/invoice-detail-page';
import { getMirror } from '../../../lib/db';
import { requireAccess } from '../../../lib/access/route-guard';
import { Loading } from '../../../ui/loading';

/** One invoice: header, its e-invoice, lines, totals, its notes (each with its e-invoice) and its trail. */
export const Route = createFileRoute('/_app/invoice/invoice/$id')({
  beforeLoad: requireAccess('/invoice/manage-invoice'),
  component: function InvoiceDetail() {
    const { user } = Route.useRouteContext();
    const { id } = Route.useParams();
    const db = getMirror();
    const eInvoiceRow = useEInvoiceOf('invoice', id);
    if (!db) return <Loading />;
    return (
      <InvoiceDetailPage
        key={id}
        db={db}
        user={user}
        id={id}
        eInvoiceState={eInvoiceRow?.state}
        eInvoice={(document) => <EInvoiceDetail user={user} document={document} />}
      />
    );
  },
});
