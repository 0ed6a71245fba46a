/**
 * Credit notes and debit notes (docs/product.md, Invoices and notes: reference number, document number and
 * date, descriptions, payment mode). A note corrects one Issued invoice: a credit note lowers what the
 * customer owes (never below zero), a debit note raises it. A note is numbered by the server when it is
 * created (its own series, `CN-…`, `DN-…`), never changes after that, and can only be deactivated (with a
 * reason, after a confirmation).
 *
 * Notes are mirrored too: the adjustment enquiry lists them offline through the engine.
 */
import * as v from 'valibot';
import * as f from './area-fields';
import { ISO_DATE_PATTERN } from './area-fields';
import { optionalOf, recordId, requiredText, text, wholeNumber } from './fields';
import { eInvoiceStateOf } from './invoice';
import { E_INVOICE_STATES } from './e-invoice/e-invoice-row';
import { amountSen, MAX_LINES, quantity, SST_RATES, sstRate } from './money';
import { exchangeRateField } from './exchange-rate';

import { NOTE_KINDS } from './note-kinds';

export { NOTE_KINDS, type NoteKind } from './note-kinds';
export const NOTE_STATUSES = ['Active', 'Deactivated'] as const;
export const PAYMENT_MODES = ['Cash', 'Bank Transfer', 'Credit Card', 'Cheque', 'Agent Credit'] as const;

export const NoteLineSchema = v.object({
  description: v.string(),
  quantity: wholeNumber,
  unitPriceSen: wholeNumber,
  taxRate: v.picklist(SST_RATES),
  amountSen: wholeNumber,
  taxSen: wholeNumber,
});
export type NoteLine = v.InferOutput<typeof NoteLineSchema>;

const sort = true;
const column = 'default';
const nullable = true;

/**
 * A note as Invoice/adjustmentEnquiry and the mirror answer it. GET Invoice/adjustmentEnquiry:
 * every credit and debit note with its invoice. `merchantId`, `kind`, `paymentMode`, `status`
 * equal; `invoiceNumber`, `documentNumber` contain; `dateFrom`/`dateTo` bound the document date;
 * `eInvoice` equals the latest e-invoice attempt's state. Newest document date first. Each field
 * once (docs/ARCHITECTURE.md, Fields: an area declared once), in the row's order; `order` keeps
 * the columns and the published query's order.
 */
export const invoiceNoteEntity = f.listArea({
  entity: 'invoiceNotes',
  area: 'Invoice',
  menuKey: 'invoice.adjustment',
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['documentDate', 'desc'],
  fields: {
    kind: f.status(NOTE_KINDS, { sort, filter: 'equals', column }),
    invoiceId: f.reference(),
    /** Copied from the invoice, so the enquiry filters and shows it without a join. */
    invoiceNumber: f.code({ sort, filter: 'contains', column }),
    merchantId: f.reference({ filter: 'equals', column: 'extra' }),
    /** Null until the server has numbered it (a note created offline): "Number pending". */
    documentNumber: f.code({ sort, filter: 'contains', search: true, column, nullable }),
    documentDate: f.date({ sort, filter: { from: 'dateFrom', to: 'dateTo' }, column }),
    /** The customer's or the bank's reference, if any. */
    referenceNumber: f.code({ column: 'extra', nullable }),
    paymentMode: f.status(PAYMENT_MODES, { sort, filter: 'equals', column, columnKind: 'text' }),
    currency: f.code(),
    /**
     * MYR per unit of `currency`, fixed when the note is created: its own if given, else its
     * invoice's (docs/e-invoicing.md, Foreign currency); null for MYR.
     */
    exchangeRate: f.text({ nullable, missing: null }),
    lines: f.json(v.array(NoteLineSchema)),
    /** `computeDocumentTotals` of the lines (as revenue lines: quantity as pax). */
    subtotalSen: f.money({ currency: 'currency' }),
    taxSen: f.money({ currency: 'currency' }),
    totalSen: f.money({ sort, column, currency: 'currency' }),
    status: f.status(NOTE_STATUSES, { sort, filter: 'equals', column }),
    deactivationReason: f.text({ nullable }),
    /** The state of the note's latest e-invoice attempt, as on the invoice (`invoice.ts`). */
    eInvoiceState: f.status(E_INVOICE_STATES, { nullable, missing: null }),
    /** The e-invoice state as the list filters and shows it. */
    eInvoice: f.derivedStatus(E_INVOICE_STATES, eInvoiceStateOf, { filter: 'equals', column }),
    createdAt: f.timestamp(),
    updatedAt: f.timestamp({ sort, column: 'extra' }),
  },
  order: {
    columns: [
      'documentNumber',
      'kind',
      'invoiceNumber',
      'documentDate',
      'paymentMode',
      'referenceNumber',
      'status',
      'eInvoice',
      'totalSen',
      'merchantId',
      'updatedAt',
    ],
    sortKeys: [
      'documentNumber',
      'documentDate',
      'invoiceNumber',
      'kind',
      'paymentMode',
      'status',
      'totalSen',
      'updatedAt',
    ],
    filters: [
      'merchantId',
      'invoiceNumber',
      'documentNumber',
      'kind',
      'paymentMode',
      'status',
      'dateFrom',
      'dateTo',
      'eInvoice',
    ],
  },
});

export const InvoiceNoteSchema = invoiceNoteEntity.rowSchema;
export type InvoiceNote = v.InferOutput<typeof InvoiceNoteSchema>;
export type NoteListQuery = f.ListQueryOf<typeof invoiceNoteEntity>;

export const NoteLineInputSchema = v.object({
  description: requiredText(200),
  quantity,
  unitPriceSen: amountSen,
  taxRate: sstRate,
  amountSen,
});

/**
 * POST CreditNote/create and DebitNote/create: numbered at once by the server. The invoice must
 * be Issued (409 `note.invoiceNotIssued`); a credit note may not exceed what remains of the
 * invoice (422 `note.exceedsRemaining`, with `{ remaining }`).
 */
export const NoteCreateSchema = v.object({
  id: recordId,
  invoiceId: recordId,
  documentDate: v.pipe(v.string('validation.required'), v.regex(ISO_DATE_PATTERN, 'validation.invalid')),
  referenceNumber: optionalOf(text(60)),
  paymentMode: v.picklist(PAYMENT_MODES, 'validation.invalid'),
  /** The note's own rate; none takes its invoice's. */
  exchangeRate: exchangeRateField,
  lines: v.pipe(
    v.array(NoteLineInputSchema, 'validation.invalid'),
    v.minLength(1, 'invoice.linesRequired'),
    v.maxLength(MAX_LINES, 'validation.tooLong'),
  ),
});
export type NoteCreate = v.InferOutput<typeof NoteCreateSchema>;
export type NoteCreateInput = v.InferInput<typeof NoteCreateSchema>;
