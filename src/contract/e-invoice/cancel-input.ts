/**
 * The cancel call of an e-invoice (docs/e-invoicing.md, Cancel and reject): the issued document it
 * belongs to (an invoice or a note, by id) and the reason MyInvois records with the cancellation.
 */
import * as v from 'valibot';
import { requiredText } from '../fields';

export const EInvoiceCancelSchema = v.object({
  documentId: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
  reason: requiredText(300),
});
export type EInvoiceCancel = v.InferOutput<typeof EInvoiceCancelSchema>;

/** What the app may show about the service it files with. */
export type EInvoiceServiceInfo = { simulated: boolean; documentVersion: '1.0' | '1.1' };
