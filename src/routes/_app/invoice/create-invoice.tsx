import { createFileRoute } from '@tanstack/react-router';
import { InvoiceFormRoute } from '../../../features/invoices/invoice-form-route';
import { getMirror } from '../../../lib/db';
import { requireAccess } from '../../../lib/access/route-guard';
import { Loading } from '../../../ui/loading';

/** A new Draft invoice. */
export const Route = createFileRoute('/_app/invoice/create-invoice')({
  beforeLoad: requireAccess('/invoice/manage-invoice', 'create'),
  component: function CreateInvoice() {
    const { user } = Route.useRouteContext();
    const db = getMirror();
    if (!db) return <Loading />;
    return <InvoiceFormRoute db={db} user={user} id={null} opId={null} />;
  },
});
