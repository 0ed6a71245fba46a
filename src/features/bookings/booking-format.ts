/**
 * How bookings show their values: translated states with their badge tones and calendar dates as
 * yyyy-MMM-dd. Money goes through the contract's money module (docs/ARCHITECTURE.md, Money).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BOOKING_STATUSES, BOOKING_TYPES, Booking, PAYMENT_STATUSES } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { BadgeTone } from '../../ui/badge';

export const TYPE_LABELS = { Flight: msg`Flight`, Hotel: msg`Hotel` } satisfies Record<
  (typeof BOOKING_TYPES)[number],
  unknown
>;
export const STATUS_LABELS = {
  Confirmed: msg`Confirmed`,
  Pending: msg({ context: 'booking status', message: 'Pending' }),
  Cancelled: msg`Cancelled`,
} satisfies Record<(typeof BOOKING_STATUSES)[number], unknown>;
export const PAYMENT_LABELS = {
  Paid: msg`Paid`,
  Unpaid: msg`Unpaid`,
  Refunded: msg`Refunded`,
} satisfies Record<(typeof PAYMENT_STATUSES)[number], unknown>;

export const STATUS_TONES: Record<Booking['status'], BadgeTone> = {
  Confirmed: 'success',
  Pending: 'warning',
  Cancelled: 'danger',
};
export const PAYMENT_TONES: Record<Booking['paymentStatus'], BadgeTone> = {
  Paid: 'success',
  Unpaid: 'warning',
  Refunded: 'info',
};

/** A calendar date (`yyyy-mm-dd`) as yyyy-MMM-dd: read as a local date, never shifted a day. */
export const formatDay = (isoDate: string | null, locale: string) =>
  isoDate ? formatDate(`${isoDate}T00:00:00`, locale) : '';

/** Where the trip goes: origin → destination for a flight, hotel and city for a hotel. */
export function tripOf(row: Booking): string {
  if (row.bookingType === 'Hotel')
    return row.hotelName ? `${row.hotelName}, ${row.destination}` : row.destination;
  return row.origin ? `${row.origin} → ${row.destination}` : row.destination;
}

export const typeLabel = (i18n: I18n, row: Booking) => i18n._(TYPE_LABELS[row.bookingType]);
export const statusLabel = (i18n: I18n, row: Booking) => i18n._(STATUS_LABELS[row.status]);
export const paymentLabel = (i18n: I18n, row: Booking) => i18n._(PAYMENT_LABELS[row.paymentStatus]);
