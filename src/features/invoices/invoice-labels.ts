/**
 * The words of invoicing's fixed values (the contract keeps them in English as data), for the
 * forms, the detail and the print view.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceStatus, NoteKind } from '../../contract';
import type { MARKETS, NOTE_STATUSES, PAYMENT_MODES, SALES_TYPES } from '../../contract';
import type { BadgeTone } from '../../ui/badge';

export const SALES_TYPE_LABELS = {
  'Air Ticket': msg`Air ticket`,
  Hotel: msg`Hotel`,
  'Tour Package': msg`Tour package`,
  Transfer: msg({ context: 'sales type', message: 'Transfer' }),
  Insurance: msg`Insurance`,
  Visa: msg`Visa`,
} satisfies Record<(typeof SALES_TYPES)[number], MessageDescriptor>;

export const MARKET_LABELS = {
  Domestic: msg`Domestic`,
  Outbound: msg`Outbound`,
  Inbound: msg`Inbound`,
  Umrah: msg`Umrah`,
} satisfies Record<(typeof MARKETS)[number], MessageDescriptor>;

export const PAYMENT_MODE_LABELS = {
  Cash: msg`Cash`,
  'Bank Transfer': msg`Bank transfer`,
  'Credit Card': msg`Credit card`,
  Cheque: msg`Cheque`,
  'Agent Credit': msg`Agent credit`,
} satisfies Record<(typeof PAYMENT_MODES)[number], MessageDescriptor>;

export const INVOICE_STATUS_LABELS = {
  Draft: msg`Draft`,
  Issued: msg`Issued`,
  Deactivated: msg`Deactivated`,
} satisfies Record<InvoiceStatus, MessageDescriptor>;

export const NOTE_STATUS_LABELS = {
  Active: msg`Active`,
  Deactivated: msg`Deactivated`,
} satisfies Record<(typeof NOTE_STATUSES)[number], MessageDescriptor>;

export const NOTE_KIND_LABELS = {
  Credit: msg`Credit note`,
  Debit: msg`Debit note`,
} satisfies Record<NoteKind, MessageDescriptor>;

export const STATUS_TONES: Record<string, BadgeTone> = {
  Draft: 'info',
  Issued: 'success',
  Active: 'success',
  Deactivated: 'danger',
};

/** A fixed value's words, or the value itself when the contract grew one this file lacks. */
export function sayLabel(i18n: I18n, labels: Record<string, MessageDescriptor>, value: string): string {
  const label = labels[value];
  return label ? i18n._(label) : value;
}
