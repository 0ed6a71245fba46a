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

/**
 * What the app may show about the service it files with: `simulated` when it is the simulator, and
 * `portalUrl`, the portal of a document's public validation link (`{portalUrl}/{uuid}/share/{longId}`):
 * LHDN's portal as an absolute URL, or the simulator's page as a path on the API's origin.
 */
export const EInvoiceServiceInfoSchema = v.object({
  simulated: v.boolean(),
  documentVersion: v.picklist(['1.0', '1.1']),
  portalUrl: v.string(),
});
export type EInvoiceServiceInfo = v.InferOutput<typeof EInvoiceServiceInfoSchema>;

export const EInvoiceCancelledSchema = v.object({
  documentId: v.string(),
  state: v.literal('cancelled'),
});
