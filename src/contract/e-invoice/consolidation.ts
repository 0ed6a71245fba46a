/**
 * The monthly consolidated e-invoice's calls (docs/e-invoicing.md, Consolidated; docs/security.md,
 * E-invoices): staff prepare a month's consolidation from the invoices waiting for it, and another
 * user, a staff Checker, approves and submits it. The company's document, so merchants' users never
 * reach these calls: it names every merchant's figures.
 */
import * as v from 'valibot';
import { exchangeRateField } from '../exchange-rate';
import { CURRENCIES } from '../money';
import type { FunctionAction } from '../permissions';
import { E_INVOICE_STATES, EInvoiceErrorSchema } from './e-invoice-row';

const E_INVOICES_MENU = 'invoice.einvoices';

/**
 * Preparing (Maker or Checker) and approving (a Checker who did not prepare it); either one reads
 * the months and consolidations (merchant roles hold only the item's `view`).
 */
export const CONSOLIDATION_FUNCTIONS = {
  prepare: [E_INVOICES_MENU, 'create'],
  submit: [E_INVOICES_MENU, 'approve'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

/** A Malaysian calendar month, `2026-11`. */
export const ConsolidationMonthSchema = v.pipe(
  v.string('validation.required'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid'),
);

/**
 * POST EInvoice/consolidated/prepare: one group of the month, its currency and exchange rate (none
 * for MYR); the invoices of that rate, however written (`4.4725` and `4.47250` alike), are its.
 */
export const ConsolidationPrepareSchema = v.object({
  month: ConsolidationMonthSchema,
  currency: v.picklist(CURRENCIES, 'validation.invalid'),
  exchangeRate: exchangeRateField,
});
export type ConsolidationPrepare = v.InferOutput<typeof ConsolidationPrepareSchema>;

/** POST EInvoice/consolidated/submit: `preparedAt` is the preparation the Checker reviewed. */
export const ConsolidationSubmitSchema = v.object({
  id: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
  preparedAt: v.pipe(v.string('validation.required'), v.isoTimestamp('validation.invalid')),
});
export type ConsolidationSubmit = v.InferOutput<typeof ConsolidationSubmitSchema>;

export const CONSOLIDATION_STATES = ['prepared', 'submitted'] as const;

export const ConsolidationSchema = v.object({
  id: v.string(),
  codeNumber: v.string(),
  month: v.string(),
  currency: v.string(),
  /** The rate of its documents and its `TaxExchangeRate`; null for MYR. */
  exchangeRate: v.nullable(v.string()),
  state: v.picklist(CONSOLIDATION_STATES),
  preparedBy: v.nullable(v.string()),
  preparedByName: v.nullable(v.string()),
  preparedAt: v.string(),
  approvedByName: v.nullable(v.string()),
  approvedAt: v.nullable(v.string()),
  /** The consolidated e-invoice's own state once submitted. */
  eInvoiceState: v.nullable(v.picklist(E_INVOICE_STATES)),
  uuid: v.nullable(v.string()),
  errors: v.array(EInvoiceErrorSchema),
  documentCount: v.number(),
  subtotalSen: v.number(),
  taxSen: v.number(),
  totalSen: v.number(),
});
export type Consolidation = v.InferOutput<typeof ConsolidationSchema>;

export const ConsolidatedDocumentSchema = v.object({
  documentId: v.string(),
  codeNumber: v.string(),
  merchantName: v.string(),
  queuedAt: v.string(),
  subtotalSen: v.number(),
  taxSen: v.number(),
  totalSen: v.number(),
});
export type ConsolidatedDocument = v.InferOutput<typeof ConsolidatedDocumentSchema>;

/**
 * A group of a month (its currency and exchange rate, `groupForConsolidation`) with invoices
 * waiting, or with a consolidation. Amounts are in the group's currency, the SST also in MYR.
 */
export const ConsolidationMonthRowSchema = v.object({
  month: v.string(),
  currency: v.string(),
  exchangeRate: v.nullable(v.string()),
  /** Invoices of the group waiting and in no consolidation yet, oldest first. */
  waiting: v.array(ConsolidatedDocumentSchema),
  waitingSubtotalSen: v.number(),
  waitingTaxSen: v.number(),
  /** The waiting SST in MYR at the group's rate; null without a rate. */
  waitingTaxMyrSen: v.nullable(v.number()),
  waitingTotalSen: v.number(),
  /** The group's latest consolidation. */
  consolidation: v.nullable(ConsolidationSchema),
});
export type ConsolidationMonthRow = v.InferOutput<typeof ConsolidationMonthRowSchema>;

export const ConsolidationOverviewSchema = v.object({ months: v.array(ConsolidationMonthRowSchema) });
export type ConsolidationOverview = v.InferOutput<typeof ConsolidationOverviewSchema>;

/** GET EInvoice/consolidated/{id}: the consolidation and the documents it reports. */
export const ConsolidationDetailSchema = v.object({
  consolidation: ConsolidationSchema,
  documents: v.array(ConsolidatedDocumentSchema),
});
export type ConsolidationDetail = v.InferOutput<typeof ConsolidationDetailSchema>;
