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
import { ISO_DATE_PATTERN } from './area-fields';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import { optionalOf, recordId, requiredText, text, wholeNumber } from './fields';
import { dateBound, eInvoiceStateField } from './invoice';
import { E_INVOICE_STATES } from './e-invoice/e-invoice-row';
import { LIST_PAGING, listFilter, SORT_ORDERS, listChoice, listIdFilter } from './list-query';
import { amountSen, MAX_LINES, quantity, SST_RATES, sstRate } from './money';
import { exchangeRateField } from './exchange-rate';

import { NOTE_KINDS } from './note-kinds';

export { NOTE_KINDS, type NoteKind } from './note-kinds';
export const NOTE_STATUSES = ['Active', 'Deactivated'] as const;
export const PAYMENT_MODES = ['Cash', 'Bank Transfer', 'Credit Card', 'Cheque', 'Agent Credit'] as const;

const isoDate = v.pipe(v.string(), v.regex(ISO_DATE_PATTERN));

export const NoteLineSchema = v.object({
  description: v.string(),
  quantity: wholeNumber,
  unitPriceSen: wholeNumber,
  taxRate: v.picklist(SST_RATES),
  amountSen: wholeNumber,
  taxSen: wholeNumber,
});
export type NoteLine = v.InferOutput<typeof NoteLineSchema>;

/** A note as Invoice/adjustmentEnquiry and the mirror answer it. */
export const InvoiceNoteSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(NOTE_KINDS),
  invoiceId: v.pipe(v.string(), v.uuid()),
  /** Copied from the invoice, so the enquiry filters and shows it without a join. */
  invoiceNumber: v.string(),
  merchantId: v.pipe(v.string(), v.uuid()),
  /** Null until the server has numbered it (a note created offline): "Number pending". */
  documentNumber: v.nullable(v.string()),
  documentDate: isoDate,
  /** The customer's or the bank's reference, if any. */
  referenceNumber: v.nullable(v.string()),
  paymentMode: v.picklist(PAYMENT_MODES),
  currency: v.string(),
  /**
   * MYR per unit of `currency`, fixed when the note is created: its own if given, else its
   * invoice's (docs/e-invoicing.md, Foreign currency); null for MYR.
   */
  exchangeRate: v.optional(v.nullable(v.string()), null),
  lines: v.array(NoteLineSchema),
  /** `computeDocumentTotals` of the lines (as revenue lines: quantity as pax). */
  subtotalSen: wholeNumber,
  taxSen: wholeNumber,
  totalSen: wholeNumber,
  status: v.picklist(NOTE_STATUSES),
  deactivationReason: v.nullable(v.string()),
  /** The state of the note's latest e-invoice attempt, as on the invoice (`invoice.ts`). */
  eInvoiceState: eInvoiceStateField,
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type InvoiceNote = v.InferOutput<typeof InvoiceNoteSchema>;

export const NOTE_SORT_KEYS = [
  'documentNumber',
  'documentDate',
  'invoiceNumber',
  'kind',
  'paymentMode',
  'status',
  'totalSen',
  'updatedAt',
] as const;

/**
 * GET Invoice/adjustmentEnquiry: every credit and debit note with its invoice. `merchantId`,
 * `kind`, `paymentMode`, `status` equal; `invoiceNumber`, `documentNumber` contain;
 * `dateFrom`/`dateTo` bound the document date; `eInvoice` equals the latest e-invoice attempt's
 * state. Newest document date first.
 */
export const NoteListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(NOTE_SORT_KEYS, 'validation.invalid'), 'documentDate'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  merchantId: listIdFilter,
  invoiceNumber: listFilter,
  documentNumber: listFilter,
  kind: listChoice(NOTE_KINDS),
  paymentMode: listChoice(PAYMENT_MODES),
  status: listChoice(NOTE_STATUSES),
  dateFrom: dateBound,
  dateTo: dateBound,
  eInvoice: listChoice(E_INVOICE_STATES),
});
export type NoteListQuery = v.InferOutput<typeof NoteListQuerySchema>;

export const invoiceNoteEntity: ListEntity<InvoiceNote, NoteListQuery> = {
  entity: 'invoiceNotes',
  area: 'Invoice',
  menuKey: 'invoice.adjustment',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['documentNumber'],
  rowSchema: InvoiceNoteSchema,
  querySchema: NoteListQuerySchema,
  sortValues: {
    documentNumber: (row) => foldCase(row.documentNumber ?? ''),
    documentDate: (row) => row.documentDate,
    invoiceNumber: (row) => foldCase(row.invoiceNumber),
    kind: (row) => foldCase(row.kind),
    paymentMode: (row) => foldCase(row.paymentMode),
    status: (row) => foldCase(row.status),
    totalSen: (row) => row.totalSen,
    updatedAt: (row) => row.updatedAt,
  },
  filters: {
    merchantId: { match: 'equals', value: (row) => row.merchantId },
    invoiceNumber: { match: 'contains', value: (row) => row.invoiceNumber },
    documentNumber: { match: 'contains', value: (row) => row.documentNumber },
    kind: { match: 'equals', value: (row) => row.kind },
    paymentMode: { match: 'equals', value: (row) => row.paymentMode },
    status: { match: 'equals', value: (row) => row.status },
    dateFrom: { match: 'from', value: (row) => row.documentDate },
    dateTo: { match: 'to', value: (row) => row.documentDate },
    eInvoice: { match: 'equals', value: (row) => row.eInvoiceState ?? null },
  },
  segments: { list: () => true },
  columns: [
    { key: 'documentNumber', kind: 'code', sortKey: 'documentNumber', isDefault: true },
    { key: 'kind', kind: 'status', sortKey: 'kind', isDefault: true },
    { key: 'invoiceNumber', kind: 'code', sortKey: 'invoiceNumber', isDefault: true },
    { key: 'documentDate', kind: 'date', sortKey: 'documentDate', isDefault: true },
    { key: 'paymentMode', kind: 'text', sortKey: 'paymentMode', isDefault: true },
    { key: 'referenceNumber', kind: 'code', isDefault: false },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    // The note's e-invoice state (`eInvoiceState`), shown by the e-invoice cell.
    { key: 'eInvoice', kind: 'status', isDefault: true },
    { key: 'totalSen', kind: 'money', sortKey: 'totalSen', isDefault: true },
    { key: 'merchantId', kind: 'text', isDefault: false },
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: false },
  ],
};

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
