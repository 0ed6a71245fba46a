import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NOTE_KINDS } from '../../../contract/note-kinds';
import { NoteFormPage } from '../../../features/invoices/note-form-page';
import { getMirror } from '../../../lib/db';
import { requireAccess } from '../../../lib/access/route-guard';
import { Loading } from '../../../ui/loading';

/** `invoiceId` preselects the invoice (from its detail screen), `kind` the kind of note. */
const SearchSchema = v.object({
  invoiceId: v.optional(v.pipe(v.string(), v.uuid())),
  kind: v.optional(v.picklist(NOTE_KINDS)),
});

/** Insert a credit or debit note on an Issued invoice. */
export const Route = createFileRoute('/_app/invoice/credit-debit-note_/new')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success ? parsed.output : {};
  },
  beforeLoad: requireAccess('/invoice/credit-debit-note', 'create'),
  component: function NewNote() {
    const { user } = Route.useRouteContext();
    const { invoiceId, kind } = Route.useSearch();
    const db = getMirror();
    if (!db) return <Loading />;
    return <NoteFormPage db={db} user={user} invoiceId={invoiceId ?? null} kind={kind ?? 'Credit'} />;
  },
});
