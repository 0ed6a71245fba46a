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
import * as f from './area-fields';
import { ISO_DATE_PATTERN } from './area-fields';
import {
  baseVersion as baseVersionField,
  optionalOf,
  recordId,
  requiredText,
  text,
  wholeNumber,
} from './fields';
import { amountSen, currency, MAX_LINES, quantity, SST_RATES, sstRate } from './money';
import { exchangeRateField } from './exchange-rate';
import { E_INVOICE_STATES, type EInvoiceState } from './e-invoice/e-invoice-row';

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

/**
 * What a document's `eInvoice` filter and column read (the invoice's and the note's): its latest
 * e-invoice attempt's state.
 */
export const eInvoiceStateOf = (row: { eInvoiceState?: EInvoiceState | null }) => row.eInvoiceState ?? null;

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

const sort = true;
const column = 'default';
const nullable = true;

/**
 * GET Invoice/invoiceListPage: `invoiceNumber`, `guestName`, `tourCode` contain; `status` equals;
 * `dateFrom`/`dateTo` bound the issue date (a Draft, with none, matches no bound); `eInvoice`
 * equals the latest e-invoice attempt's state. Drafts and the newest first by default
 * (`updatedAt` desc). Each field once (docs/ARCHITECTURE.md, Fields: an area declared once), in
 * the row's order; `order` keeps the columns and the published query's order.
 */
export const invoiceEntity = f.listArea({
  entity: 'invoices',
  area: 'Invoice',
  menuKey: 'invoice.manage',
  scope: 'merchantId',
  storage: 'blocks',
  defaultSort: ['updatedAt', 'desc'],
  statusAction: 'status',
  fields: {
    merchantId: f.reference({ column: 'extra' }),
    /** Null while a Draft: the app shows "Number pending". */
    invoiceNumber: f.code({ sort, filter: 'contains', search: true, column, nullable }),
    status: f.status(INVOICE_STATUSES, { sort, filter: 'equals', column }),
    currency: f.code(),
    /**
     * MYR per unit of `currency` as decimal text (`exchange-rate.ts`); null for MYR and until given.
     * Optional for rows a device stored before the field existed.
     */
    exchangeRate: f.text({ nullable, missing: null }),
    /** The day it was issued (the server's day, Asia/Kuala_Lumpur); null while a Draft. */
    issueDate: f.date({ sort, filter: { from: 'dateFrom', to: 'dateTo' }, column, nullable }),
    dueDate: f.date({ sort, column: 'extra' }),
    tourCode: f.code({ sort, filter: 'contains', column, nullable }),
    guestName: f.text({ sort, filter: 'contains', search: true, column }),
    market: f.text({ column: 'extra' }),
    remark: f.text({ nullable }),
    handledBy: f.text({ column: 'extra' }),
    revenueLines: f.json(v.array(RevenueLineSchema)),
    costLines: f.json(v.array(CostLineSchema)),
    /** `computeDocumentTotals` of the lines. */
    revenueSen: f.money({ currency: 'currency' }),
    taxSen: f.money({ currency: 'currency' }),
    totalSen: f.money({ sort, column, currency: 'currency' }),
    costSen: f.money({ currency: 'currency' }),
    grossProfitSen: f.money({ sort, column: 'extra', currency: 'currency' }),
    grossProfitBp: f.integer({ column: 'extra', nullable }),
    /** Sums of the invoice's active credit and debit notes; net = total + debited − credited. */
    creditedSen: f.money({ currency: 'currency' }),
    debitedSen: f.money({ currency: 'currency' }),
    netSen: f.money({ sort, column, currency: 'currency' }),
    deactivationReason: f.text({ nullable }),
    /**
     * The state of the invoice's latest e-invoice attempt, kept on the row by the server (migration
     * 036) so the list filters on it alike on both sides; null until issued and queued. Optional
     * for rows a device stored before the field existed.
     */
    eInvoiceState: f.status(E_INVOICE_STATES, { nullable, missing: null }),
    /** The e-invoice state as the list filters and shows it. */
    eInvoice: f.derivedStatus(E_INVOICE_STATES, eInvoiceStateOf, { filter: 'equals', column }),
    issuedAt: f.timestamp({ nullable }),
    createdAt: f.timestamp(),
    // Shown by default: the list's default order (newest first) is a column the user sees.
    updatedAt: f.timestamp({ sort, column }),
  },
  order: {
    columns: [
      'invoiceNumber',
      'guestName',
      'tourCode',
      'issueDate',
      'dueDate',
      'status',
      'eInvoice',
      'totalSen',
      'netSen',
      'grossProfitSen',
      'grossProfitBp',
      'market',
      'handledBy',
      'merchantId',
      'updatedAt',
    ],
    sortKeys: [
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
    ],
    filters: ['invoiceNumber', 'guestName', 'tourCode', 'status', 'dateFrom', 'dateTo', 'eInvoice'],
  },
});

export const InvoiceSchema = invoiceEntity.rowSchema;
export type Invoice = v.InferOutput<typeof InvoiceSchema>;
export type InvoiceListQuery = f.ListQueryOf<typeof invoiceEntity>;
export type InvoiceSortKey = InvoiceListQuery['sortKey'];

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
