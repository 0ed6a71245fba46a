/**
 * How the invoicing lists show their values (docs/ARCHITECTURE.md, Invoicing): the fixed values'
 * words and badge tones of invoice-labels.ts (shared with the forms, the detail and the print
 * view, so a status reads and looks the same everywhere); money is shown by the contract's
 * `formatMoney` (integer minor units, never a float on the way) through the lists' shared money
 * cell (ui/list/column-cells.ts);
 * calendar dates as yyyy-MMM-dd; "Number pending" for a document the server has not numbered yet.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type InvoiceStatus, type NOTE_STATUSES, type NoteKind, type PAYMENT_MODES } from '../../contract';
export { formatDay } from '../../lib/format/date';
import type { BadgeTone } from '../../ui/badge';
import {
  INVOICE_STATUS_LABELS,
  MARKET_LABELS,
  NOTE_KIND_LABELS,
  NOTE_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  sayLabel,
  STATUS_TONES,
} from './invoice-labels';

type NoteStatus = (typeof NOTE_STATUSES)[number];
type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Credit notes lower what is owed, debit notes raise it: two tones the eye tells apart. */
export const NOTE_KIND_TONES: Record<NoteKind, BadgeTone> = { Credit: 'danger', Debit: 'info' };
export const statusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'neutral';

/** Shown where a Draft's invoice number (or an unsent note's document number) will be. */
export const NUMBER_PENDING = msg`Number pending`;

export const invoiceStatusLabel = (i18n: I18n, status: InvoiceStatus) =>
  i18n._(INVOICE_STATUS_LABELS[status]);
export const noteKindLabel = (i18n: I18n, kind: NoteKind) => i18n._(NOTE_KIND_LABELS[kind]);
export const noteStatusLabel = (i18n: I18n, status: NoteStatus) => i18n._(NOTE_STATUS_LABELS[status]);
export const paymentModeLabel = (i18n: I18n, mode: PaymentMode) => i18n._(PAYMENT_MODE_LABELS[mode]);
/** A market of the contract's list, translated; any other text as it is. */
export const marketLabel = (i18n: I18n, market: string) => sayLabel(i18n, MARKET_LABELS, market);

/** A document's number, or "Number pending" until the server has given it one. */
export const documentNumberText = (i18n: I18n, value: string | null) => value ?? i18n._(NUMBER_PENDING);
