/**
 * POST /CreditNote/deactivate and /DebitNote/deactivate { id, reason }: the note's invoice is
 * locked first (the same order as a note's creation), then the note; `noteDeactivationBlock`
 * decides and the invoice's sums move back with `withNote(..., -1)`. A note of the other kind is
 * 404 here. A note of a Deactivated invoice stays: that invoice is closed (409
 * `invoice.alreadyDeactivated`).
 */
import type { Context } from 'hono';
import { DeactivateDocumentSchema, noteDeactivationBlock, withNote } from '../../../src/contract';
import type { InvoiceNote, NoteKind } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { inputOf } from '../../lib/route-input';
import { invoiceNoteResource, NOTE_COLUMNS } from '../../resources/invoice-notes';
import { auditInvoicing, lockInvoice, refuse } from './invoice-write';

const DEACTIVATED = { Credit: 'creditNote.deactivated', Debit: 'debitNote.deactivated' } as const;

export function deactivateNote(kind: NoteKind) {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, DeactivateDocumentSchema);
    const db = c.get('db');
    const scope = merchantScope(c.get('user'));
    const seen = await findRow<InvoiceNote>(db, invoiceNoteResource, input.id, scope);
    if (!seen || seen.kind !== kind) throw new ApiError(404, 'error.notFound');
    const invoice = await lockInvoice(c, seen.invoiceId);
    const note = await findRow<InvoiceNote>(db, invoiceNoteResource, input.id, scope, { forUpdate: true });
    if (!note) throw new ApiError(404, 'error.notFound');
    refuse(noteDeactivationBlock(invoice, note));
    const { rows } = await db.query<InvoiceNote>(
      `UPDATE invoice_notes AS n SET status = 'Deactivated', deactivation_reason = $2
       WHERE n.id = $1 RETURNING ${NOTE_COLUMNS}`,
      [input.id, input.reason],
    );
    const sums = withNote(invoice, kind, note.totalSen, -1);
    await db.query('UPDATE invoices SET credited_sen = $2, debited_sen = $3 WHERE id = $1', [
      invoice.id,
      sums.creditedSen,
      sums.debitedSen,
    ]);
    await auditInvoicing(
      c,
      `${kind === 'Credit' ? 'creditNote' : 'debitNote'}.deactivate`,
      'invoiceNote',
      input.id,
      {
        invoiceId: invoice.id,
        reason: input.reason,
      },
    );
    return ok(c, rows[0], DEACTIVATED[kind]);
  };
}
