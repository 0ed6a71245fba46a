/**
 * An e-invoice as the device mirrors it (docs/e-invoicing.md, How the product uses them): the
 * state of one attempt of an issued document at MyInvois, scoped to the document's merchant like
 * the document. A document has attempt 1 from its issue, and one more each time it is resubmitted
 * after a fix (docs/e-invoicing.md, Resubmit). The server's `e_invoices` row, minus the submission
 * job's own bookkeeping (claims, submissions sent, polls).
 */
import * as v from 'valibot';

/** Our states: queued here, then the service's Submitted, Valid, Invalid or Cancelled. */
export const E_INVOICE_STATES = ['queued', 'submitted', 'valid', 'invalid', 'cancelled'] as const;
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

export const EInvoiceSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  documentKind: v.picklist(E_INVOICE_DOCUMENT_KINDS),
  /** The invoice's or note's id. */
  documentId: v.pipe(v.string(), v.uuid()),
  merchantId: v.pipe(v.string(), v.uuid()),
  /** The document's own number (MyInvois's `codeNumber`). */
  codeNumber: v.string(),
  state: v.picklist(E_INVOICE_STATES),
  /** MyInvois's UUID of the document, once submitted. */
  uuid: v.nullable(v.string()),
  /** Set once Valid: with the UUID it makes the public validation link printed as a QR code. */
  longId: v.nullable(v.string()),
  /** The service's errors of an Invalid document (or its refusal at submission); empty otherwise. */
  errors: v.array(EInvoiceErrorSchema),
  cancelReason: v.nullable(v.string()),
  queuedAt: v.string(),
  submittedAt: v.nullable(v.string()),
  validatedAt: v.nullable(v.string()),
  invalidAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  /** 1 for the document's first e-invoice, then 2, 3… Optional for rows stored before it existed. */
  attempt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  version: v.number(),
});
export type EInvoice = v.InferOutput<typeof EInvoiceSchema>;
