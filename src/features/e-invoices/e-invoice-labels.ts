/**
 * The words and badge tones of an e-invoice's state and document kind (docs/ARCHITECTURE.md,
 * E-invoices), shared by the e-Invoices list and the e-Invoice column of the invoice and note lists.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EInvoiceDocumentKind, EInvoiceState } from '../../contract';
import type { BadgeTone } from '../../ui/badge';

export const E_INVOICE_STATE_LABELS = {
  queued: msg`Queued`,
  submitted: msg`Submitted`,
  valid: msg`Valid`,
  invalid: msg`Invalid`,
  cancelled: msg`Cancelled`,
  for_consolidation: msg`For consolidation`,
  consolidated: msg`Consolidated`,
} satisfies Record<EInvoiceState, unknown>;

export const E_INVOICE_STATE_TONES: Record<EInvoiceState, BadgeTone> = {
  queued: 'neutral',
  submitted: 'info',
  valid: 'success',
  invalid: 'danger',
  cancelled: 'warning',
  for_consolidation: 'neutral',
  consolidated: 'success',
};

export const E_INVOICE_KIND_LABELS = {
  invoice: msg`Invoice`,
  credit: msg`Credit note`,
  debit: msg`Debit note`,
} satisfies Record<EInvoiceDocumentKind, unknown>;

export const eInvoiceStateLabel = (i18n: I18n, state: EInvoiceState) => i18n._(E_INVOICE_STATE_LABELS[state]);
export const eInvoiceKindLabel = (i18n: I18n, kind: EInvoiceDocumentKind) =>
  i18n._(E_INVOICE_KIND_LABELS[kind]);
