/**
 * How invoices and credit/debit notes show their values (docs/ARCHITECTURE.md, Invoicing):
 * translated states with their badge tones; money is shown by the contract's `formatMoney`
 * (integer minor units, never a float on the way) and exported by `moneyCell`; calendar dates as yyyy-MMM-dd, and "Number pending"
 * for a document the server has not numbered yet.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  toDecimalText,
  type INVOICE_STATUSES,
  type MARKETS,
  type NOTE_KINDS,
  type NOTE_STATUSES,
  type PAYMENT_MODES,
} from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { BadgeTone } from '../../ui/badge';

type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
type NoteKind = (typeof NOTE_KINDS)[number];
type NoteStatus = (typeof NOTE_STATUSES)[number];
type PaymentMode = (typeof PAYMENT_MODES)[number];
type Market = (typeof MARKETS)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, MessageDescriptor> = {
  Draft: msg`Draft`,
  Issued: msg`Issued`,
  Deactivated: msg`Deactivated`,
};
export const INVOICE_STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  Draft: 'info',
  Issued: 'success',
  Deactivated: 'neutral',
};

export const NOTE_KIND_LABELS: Record<NoteKind, MessageDescriptor> = {
  Credit: msg`Credit note`,
  Debit: msg`Debit note`,
};
export const NOTE_KIND_TONES: Record<NoteKind, BadgeTone> = { Credit: 'danger', Debit: 'info' };

export const NOTE_STATUS_LABELS: Record<NoteStatus, MessageDescriptor> = {
  Active: msg`Active`,
  Deactivated: msg`Deactivated`,
};
export const NOTE_STATUS_TONES: Record<NoteStatus, BadgeTone> = { Active: 'success', Deactivated: 'neutral' };

export const PAYMENT_MODE_LABELS: Record<PaymentMode, MessageDescriptor> = {
  Cash: msg`Cash`,
  'Bank Transfer': msg`Bank transfer`,
  'Credit Card': msg`Credit card`,
  Cheque: msg`Cheque`,
  'Agent Credit': msg`Agent credit`,
};

export const MARKET_LABELS: Record<Market, MessageDescriptor> = {
  Domestic: msg`Domestic`,
  Outbound: msg`Outbound`,
  Inbound: msg`Inbound`,
  Umrah: msg`Umrah`,
};

/** Shown where a Draft's invoice number (or an unsent note's document number) will be. */
export const NUMBER_PENDING = msg`Number pending`;

export const invoiceStatusLabel = (i18n: I18n, status: InvoiceStatus) =>
  i18n._(INVOICE_STATUS_LABELS[status]);
export const noteKindLabel = (i18n: I18n, kind: NoteKind) => i18n._(NOTE_KIND_LABELS[kind]);
export const noteStatusLabel = (i18n: I18n, status: NoteStatus) => i18n._(NOTE_STATUS_LABELS[status]);
export const paymentModeLabel = (i18n: I18n, mode: PaymentMode) => i18n._(PAYMENT_MODE_LABELS[mode]);
/** A market of the contract's list, translated; any other text as it is. */
export const marketLabel = (i18n: I18n, market: string) =>
  market in MARKET_LABELS ? i18n._(MARKET_LABELS[market as Market]) : market;

/** A document's number, or "Number pending" until the server has given it one. */
export const documentNumberText = (i18n: I18n, value: string | null) => value ?? i18n._(NUMBER_PENDING);

/**
 * The amount for a spreadsheet cell: a number in major units (as the list shows it), read from the
 * exact decimal text rather than divided as a float.
 */
export const moneyCell = (amountSen: number, currency: string) => Number(toDecimalText(amountSen, currency));

/** A calendar date (`yyyy-mm-dd`) as yyyy-MMM-dd: read as a local date, never shifted a day. */
export const formatDay = (isoDate: string | null, locale: string) =>
  isoDate ? formatDate(`${isoDate}T00:00:00`, locale) : '';
