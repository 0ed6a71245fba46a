/**
 * Invoices (docs/product.md, Invoices and notes; docs/ARCHITECTURE.md, Invoicing). A document is drafted
 * freely (also offline, through the outbox), numbered by the server when it is issued (gap-free per series,
 * in the transaction that issues it) and never changed after that: corrections are credit and debit notes
 * (`invoice-note.ts`). Every amount is integer minor units (`money.ts`).
 *
 * The mirrored row carries its lines and every derived figure, so a list, a detail screen and a
 * print view offline need nothing else.
 */
import * as v from 'valibot';
import { ISO_DATE_PATTERN } from './area-fields';
import type { ListEntity } from './entity-descriptor';
import { foldCase } from './entity-descriptor';
import {
  baseVersion as baseVersionField,
  optionalOf,
  recordId,
  requiredText,
  text,
  wholeNumber,
} from './fields';
import { LIST_PAGING, listFilter, SORT_ORDERS, listChoice } from './list-query';
import { amountSen, currency, MAX_LINES, quantity, SST_RATES, sstRate } from './money';
import { exchangeRateField } from './exchange-rate';
import { E_INVOICE_STATES } from './e-invoice/e-invoice-row';

export const INVOICE_STATUSES = ['Draft', 'Issued', 'Deactivated'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const MARKETS = ['Domestic', 'Outbound', 'Inbound', 'Umrah'] as const;
export const SALES_TYPES = ['Air Ticket', 'Hotel', 'Tour Package', 'Transfer', 'Insurance', 'Visa'] as const;

/** The series prefixes: `INV-2026-000123`, `CN-2026-000001`, `DN-2026-000001`. */
export const DOCUMENT_SERIES = { invoice: 'INV', credit: 'CN', debit: 'DN' } as const;
export type DocumentKind = keyof typeof DOCUMENT_SERIES;
/** A document number: the series, the year of issue and six or more digits. */
export const DOCUMENT_NUMBER_PATTERN = /^(INV|CN|DN)-\d{4}-\d{6,}$/;
export const documentNumber = (kind: DocumentKind, year: number, sequence: number) =>
  `${DOCUMENT_SERIES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

const isoDate = v.pipe(v.string(), v.regex(ISO_DATE_PATTERN));

/** A document's e-invoice state on its own row (the invoice's and the note's). */
export const eInvoiceStateField = v.optional(v.nullable(v.picklist(E_INVOICE_STATES)), null);

// --- The row: what Invoice/invoiceListPage, Invoice/{id} and the mirror answer -----------------

export const RevenueLineSchema = v.object({
  salesType: v.string(),
  pax: wholeNumber,
  unitPriceSen: wholeNumber,
  taxRate: v.picklist(SST_RATES),
  amountSen: wholeNumber,
  taxSen: wholeNumber,
});
export type RevenueLine = v.InferOutput<typeof RevenueLineSchema>;

export const CostLineSchema = v.object({
  /** A booking of the same merchant, picked from the mirrored bookings. */
  bookingReference: v.string(),
  unit: wholeNumber,
  unitPriceSen: wholeNumber,
  amountSen: wholeNumber,
});
export type CostLine = v.InferOutput<typeof CostLineSchema>;

export const InvoiceSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  merchantId: v.pipe(v.string(), v.uuid()),
  /** Null while a Draft: the app shows "Number pending". */
  invoiceNumber: v.nullable(v.string()),
  status: v.picklist(INVOICE_STATUSES),
  currency: v.string(),
  /**
   * MYR per unit of `currency` as decimal text (`exchange-rate.ts`); null for MYR and until given.
   * Optional for rows a device stored before the field existed.
   */
  exchangeRate: v.optional(v.nullable(v.string()), null),
  /** The day it was issued (the server's day, Asia/Kuala_Lumpur); null while a Draft. */
  issueDate: v.nullable(isoDate),
  dueDate: isoDate,
  tourCode: v.nullable(v.string()),
  guestName: v.string(),
  market: v.string(),
  remark: v.nullable(v.string()),
  handledBy: v.string(),
  revenueLines: v.array(RevenueLineSchema),
  costLines: v.array(CostLineSchema),
  /** `computeDocumentTotals` of the lines. */
  revenueSen: wholeNumber,
  taxSen: wholeNumber,
  totalSen: wholeNumber,
  costSen: wholeNumber,
  grossProfitSen: wholeNumber,
  grossProfitBp: v.nullable(wholeNumber),
  /** Sums of the invoice's active credit and debit notes; net = total + debited − credited. */
  creditedSen: wholeNumber,
  debitedSen: wholeNumber,
  netSen: wholeNumber,
  deactivationReason: v.nullable(v.string()),
  /**
   * The state of the invoice's latest e-invoice attempt, kept on the row by the server (migration
   * 036) so the list filters on it alike on both sides; null until issued and queued. Optional
   * for rows a device stored before the field existed.
   */
  eInvoiceState: eInvoiceStateField,
  issuedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  version: v.number(),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

// --- List query --------------------------------------------------------------------------------

export const INVOICE_SORT_KEYS = [
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'guestName',
  'tourCode',
  'status',
  'totalSen',
  'netSen',
  'grossProfitSen',
  'updatedAt',
] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

export const dateBound = v.optional(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.regex(ISO_DATE_PATTERN, 'validation.invalid'))],
    'validation.invalid',
  ),
  '',
);

/**
 * GET Invoice/invoiceListPage: `invoiceNumber`, `guestName`, `tourCode` contain; `status` equals;
 * `dateFrom`/`dateTo` bound the issue date (a Draft, with none, matches no bound); `eInvoice`
 * equals the latest e-invoice attempt's state. Drafts and the newest first by default
 * (`updatedAt` desc).
 */
export const InvoiceListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(INVOICE_SORT_KEYS, 'validation.invalid'), 'updatedAt'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'desc'),
  invoiceNumber: listFilter,
  guestName: listFilter,
  tourCode: listFilter,
  status: listChoice(INVOICE_STATUSES),
  dateFrom: dateBound,
  dateTo: dateBound,
  eInvoice: listChoice(E_INVOICE_STATES),
});
export type InvoiceListQuery = v.InferOutput<typeof InvoiceListQuerySchema>;

export const invoiceEntity: ListEntity<Invoice, InvoiceListQuery> = {
  entity: 'invoices',
  area: 'Invoice',
  menuKey: 'invoice.manage',
  scope: 'merchantId',
  storage: 'blocks',
  searchFields: ['invoiceNumber', 'guestName'],
  rowSchema: InvoiceSchema,
  querySchema: InvoiceListQuerySchema,
  sortValues: {
    invoiceNumber: (row) => foldCase(row.invoiceNumber ?? ''),
    issueDate: (row) => row.issueDate ?? '',
    dueDate: (row) => row.dueDate,
    guestName: (row) => foldCase(row.guestName),
    tourCode: (row) => foldCase(row.tourCode ?? ''),
    status: (row) => foldCase(row.status),
    totalSen: (row) => row.totalSen,
    netSen: (row) => row.netSen,
    grossProfitSen: (row) => row.grossProfitSen,
    updatedAt: (row) => row.updatedAt,
  },
  filters: {
    invoiceNumber: { match: 'contains', value: (row) => row.invoiceNumber },
    guestName: { match: 'contains', value: (row) => row.guestName },
    tourCode: { match: 'contains', value: (row) => row.tourCode },
    status: { match: 'equals', value: (row) => row.status },
    dateFrom: { match: 'from', value: (row) => row.issueDate },
    dateTo: { match: 'to', value: (row) => row.issueDate },
    eInvoice: { match: 'equals', value: (row) => row.eInvoiceState ?? null },
  },
  segments: { list: () => true },
  columns: [
    { key: 'invoiceNumber', kind: 'code', sortKey: 'invoiceNumber', isDefault: true },
    { key: 'guestName', kind: 'text', sortKey: 'guestName', isDefault: true },
    { key: 'tourCode', kind: 'code', sortKey: 'tourCode', isDefault: true },
    { key: 'issueDate', kind: 'date', sortKey: 'issueDate', isDefault: true },
    { key: 'dueDate', kind: 'date', sortKey: 'dueDate', isDefault: false },
    { key: 'status', kind: 'status', sortKey: 'status', isDefault: true },
    // The document's e-invoice state (`eInvoiceState`), shown by the e-invoice cell.
    { key: 'eInvoice', kind: 'status', isDefault: true },
    { key: 'totalSen', kind: 'money', sortKey: 'totalSen', isDefault: true },
    { key: 'netSen', kind: 'money', sortKey: 'netSen', isDefault: true },
    { key: 'grossProfitSen', kind: 'money', sortKey: 'grossProfitSen', isDefault: false },
    { key: 'grossProfitBp', kind: 'number', isDefault: false },
    { key: 'market', kind: 'text', isDefault: false },
    { key: 'handledBy', kind: 'text', isDefault: false },
    { key: 'merchantId', kind: 'text', isDefault: false },
    // Shown by default: the list's default order (newest first) is a column the user sees.
    { key: 'updatedAt', kind: 'timestamp', sortKey: 'updatedAt', isDefault: true },
  ],
  statusAction: 'status',
};

// --- Bodies --------------------------------------------------------------------------------------

const lines = <T extends v.GenericSchema>(line: T, min: number) =>
  v.pipe(
    v.array(line, 'validation.invalid'),
    v.minLength(min, 'invoice.linesRequired'),
    v.maxLength(MAX_LINES, 'validation.tooLong'),
  );

/** A revenue line as sent: `amountSen` must equal pax × unit price (422 `invoice.amountMismatch`). */
export const RevenueLineInputSchema = v.object({
  salesType: v.picklist(SALES_TYPES, 'validation.invalid'),
  pax: quantity,
  unitPriceSen: amountSen,
  taxRate: sstRate,
  amountSen,
});
export const CostLineInputSchema = v.object({
  bookingReference: requiredText(40),
  unit: quantity,
  unitPriceSen: amountSen,
  amountSen,
});

/** The editable fields of a Draft: create and update both carry them all. */
const draftFields = {
  currency,
  /** Required before a non-MYR invoice is issued (`issueBlock`); ignored for MYR. */
  exchangeRate: exchangeRateField,
  dueDate: v.pipe(v.string('validation.required'), v.regex(ISO_DATE_PATTERN, 'validation.invalid')),
  tourCode: optionalOf(text(40)),
  guestName: requiredText(120),
  market: v.picklist(MARKETS, 'validation.invalid'),
  remark: optionalOf(text(500)),
  handledBy: requiredText(120),
  revenueLines: lines(RevenueLineInputSchema, 1),
  costLines: lines(CostLineInputSchema, 0),
};

/**
 * POST Invoice/create: a Draft, with the client's uuidText (an offline create replays under the same
 * id). Staff name the merchant; a merchant-scoped caller's own merchant is used (and any other is
 * 403). The server recomputes every figure with `computeDocumentTotals` and refuses a line whose
 * `amountSen` differs, or a document total over 10^13 sen.
 */
export const InvoiceCreateSchema = v.object({
  id: recordId,
  merchantId: v.optional(recordId),
  ...draftFields,
});
export type InvoiceCreate = v.InferOutput<typeof InvoiceCreateSchema>;
export type InvoiceCreateInput = v.InferInput<typeof InvoiceCreateSchema>;

/** POST Invoice/update: a Draft only (an Issued or Deactivated one is 409 `invoice.notDraft`). */
export const InvoiceUpdateSchema = v.object({ id: recordId, baseVersion: baseVersionField, ...draftFields });
export type InvoiceUpdate = v.InferOutput<typeof InvoiceUpdateSchema>;

/** POST Invoice/issue: answers the invoice with its `invoiceNumber`. */
export const InvoiceIssueSchema = v.object({ id: recordId });

/** POST Invoice/deactivate, CreditNote/deactivate, DebitNote/deactivate. */
export const DeactivateDocumentSchema = v.object({ id: recordId, reason: requiredText(500, 3) });
