/**
 * The resubmit call of an e-invoice (docs/e-invoicing.md, Resubmit): a new attempt, under the id
 * the device chose for its row (so a replay finds it), for the issued document whose latest
 * attempt MyInvois made Invalid or which was cancelled.
 */
import * as v from 'valibot';

export const EInvoiceResubmitSchema = v.object({
  id: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
  documentId: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
});
export type EInvoiceResubmit = v.InferOutput<typeof EInvoiceResubmitSchema>;
