/**
 * An e-invoice as the device mirrors it (docs/e-invoicing.md, How the product uses them): the
 * state of one attempt of an issued document at MyInvois, scoped to the document's merchant like
 * the document. A document has attempt 1 from its issue, and one more each time it is resubmitted
 * after a fix (docs/e-invoicing.md, Resubmit). Its fields are declared once, in e-invoice-entity.ts;
 * here are their values and the service's error shape.
 */
import * as v from 'valibot';

/**
 * Our states: queued here, then the service's Submitted, Valid, Invalid or Cancelled; an invoice
 * whose buyer has no TIN waits `for_consolidation` and is `consolidated` once the month's
 * consolidated e-invoice reporting it is Valid (docs/e-invoicing.md, Consolidated).
 */
export const E_INVOICE_STATES = [
  'queued',
  'submitted',
  'valid',
  'invalid',
  'cancelled',
  'for_consolidation',
  'consolidated',
] as const;
export type EInvoiceState = (typeof E_INVOICE_STATES)[number];

export const E_INVOICE_DOCUMENT_KINDS = ['invoice', 'credit', 'debit'] as const;
export type EInvoiceDocumentKind = (typeof E_INVOICE_DOCUMENT_KINDS)[number];

/**
 * One validation error as the service writes it (its standard error shape: English and Malay
 * text, the JSON path of the property at fault, a code), kept as received; every field may be
 * missing from an answer.
 */
export const EInvoiceErrorSchema = v.looseObject({
  errorCode: v.optional(v.nullable(v.string())),
  error: v.optional(v.nullable(v.string())),
  errorMS: v.optional(v.nullable(v.string())),
  propertyName: v.optional(v.nullable(v.string())),
  propertyPath: v.optional(v.nullable(v.string())),
});
export type EInvoiceError = v.InferOutput<typeof EInvoiceErrorSchema>;
