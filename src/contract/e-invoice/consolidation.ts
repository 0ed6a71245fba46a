/**
 * The monthly consolidated e-invoice's calls (docs/e-invoicing.md, Consolidated; docs/security.md,
 * E-invoices): staff prepare a month's consolidation from the invoices waiting for it, and another
 * user, a staff Checker, approves and submits it. The company's document, so merchants' users never
 * reach these calls: it names every merchant's figures.
 */
import * as v from 'valibot';
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

/** POST EInvoice/consolidated/prepare. */
export const ConsolidationPrepareSchema = v.object({
  month: ConsolidationMonthSchema,
  currency: v.picklist(CURRENCIES, 'validation.invalid'),
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

/** A month (and currency) with invoices waiting, or with a consolidation. */
export const ConsolidationMonthRowSchema = v.object({
  month: v.string(),
  currency: v.string(),
  /** Invoices of the month waiting and in no consolidation yet. */
  waitingCount: v.number(),
  waitingTotalSen: v.number(),
  /** The month's latest consolidation. */
  consolidation: v.nullable(ConsolidationSchema),
});
export type ConsolidationMonthRow = v.InferOutput<typeof ConsolidationMonthRowSchema>;

export const ConsolidationOverviewSchema = v.object({ months: v.array(ConsolidationMonthRowSchema) });
export type ConsolidationOverview = v.InferOutput<typeof ConsolidationOverviewSchema>;

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

/** GET EInvoice/consolidated/{id}: the consolidation and the documents it reports. */
export const ConsolidationDetailSchema = v.object({
  consolidation: ConsolidationSchema,
  documents: v.array(ConsolidatedDocumentSchema),
});
export type ConsolidationDetail = v.InferOutput<typeof ConsolidationDetailSchema>;
