import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { InvoiceFormRoute } from '../../../features/invoices/invoice-form-route';
import { getMirror } from '../../../lib/db';
import { requireAccess } from '../../../lib/access/route-guard';
import { Loading } from '../../../ui/loading';

/** `op`: a failed outbox op of this invoice to correct (the pending-changes screen's Edit). */
const SearchSchema = v.object({ op: v.optional(v.pipe(v.string(), v.uuid())) });

/** Edit a Draft invoice; an Issued one is corrected by a note instead. */
export const Route = createFileRoute('/_app/invoice/invoice/$id_/edit')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  // Correcting a failed op of one's own (a Merchant User's draft that the server refused) needs
  // only `create`; editing a saved Draft needs `update`.
  beforeLoad: ({ context, search }) =>
    requireAccess('/invoice/manage-invoice', search.op ? 'create' : 'update')({ context }),
  component: function EditInvoice() {
    const { user } = Route.useRouteContext();
    const { id } = Route.useParams();
    const { op } = Route.useSearch();
    const db = getMirror();
    if (!db) return <Loading />;
    return <InvoiceFormRoute key={id} db={db} user={user} id={id} opId={op ?? null} />;
  },
});
