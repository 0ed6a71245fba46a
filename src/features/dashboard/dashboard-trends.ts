/**
 * The dashboard cards' trends: this month so far against the same span of last month (1 November
 * to now against 1 October to the same day and hour), counted from the mirror, so a trend shows
 * offline and never compares a whole month with a part of one. Months and days are the business's
 * (Malaysian, docs/product.md), whatever zone the device is set to.
 */
import { businessClock, businessInstant, businessToday, type Booking, type Merchant } from '../../contract';
import type { EntityIndexOf } from '../../lib/list-engine';

/** How many in this month so far, and in the same span of last month. */
export type PeriodCount = { current: number; previous: number };

export type Trend =
  | { direction: 'flat' }
  /** `percent` is null when last month had none: any rise from zero has no percentage. */
  | { direction: 'up' | 'down'; percent: number | null };

/** The span of this month so far and the same span of last month, as instants. */
export type Periods = { previousStart: Date; previousEnd: Date; currentStart: Date; currentEnd: Date };

export function periodsOf(now: Date): Periods {
  const { year, month, day, ms } = businessClock(now);
  const currentStart = businessInstant(year, month, 1);
  const previousStart = businessInstant(year, month - 1, 1);
  // The same day and time last month; past a shorter month's end (31 March: no 31 February) the
  // date would roll into this month, so it stops at this month's start.
  const sameTime = businessInstant(year, month - 1, day, ms);
  const previousEnd = sameTime < currentStart ? sameTime : currentStart;
  return { previousStart, previousEnd, currentStart, currentEnd: now };
}

/**
 * Counts timestamps (ISO instants, as the server writes them) in each period. Instants compare as
 * text: the bounds are written the same way (`toISOString`), so no row is parsed.
 */
export function countInstants(visit: (count: (at: string) => void) => void, now: Date): PeriodCount {
  const periods = periodsOf(now);
  const [previousStart, previousEnd, currentStart, currentEnd] = [
    periods.previousStart,
    periods.previousEnd,
    periods.currentStart,
    periods.currentEnd,
  ].map((date) => date.toISOString()) as [string, string, string, string];
  const counted = { current: 0, previous: 0 };
  visit((at) => {
    if (at >= currentStart && at <= currentEnd) counted.current += 1;
    else if (at >= previousStart && at < previousEnd) counted.previous += 1;
  });
  return counted;
}

/**
 * Counts calendar days (`yyyy-mm-dd`, an invoice's issue date) in each period: this month up to
 * today, last month up to the same day (or its last day).
 */
export function countDays(visit: (count: (day: string) => void) => void, now: Date): PeriodCount {
  const periods = periodsOf(now);
  const currentStart = businessToday(periods.currentStart);
  const today = businessToday(now);
  const previousStart = businessToday(periods.previousStart);
  // The previous span ends before this month's first day when it was clamped there.
  const previousLast =
    periods.previousEnd.getTime() === periods.currentStart.getTime()
      ? businessToday(new Date(periods.currentStart.getTime() - 1))
      : businessToday(periods.previousEnd);
  const counted = { current: 0, previous: 0 };
  visit((day) => {
    if (day >= currentStart && day <= today) counted.current += 1;
    else if (day >= previousStart && day <= previousLast) counted.previous += 1;
  });
  return counted;
}

export function trendOf({ current, previous }: PeriodCount): Trend {
  if (current === previous) return { direction: 'flat' };
  const direction = current > previous ? 'up' : 'down';
  if (previous === 0) return { direction, percent: null };
  return { direction, percent: Math.round((Math.abs(current - previous) / previous) * 100) };
}

/** Bookings made (created) this month so far against the same span of last month. */
export function bookingPeriods(bookings: EntityIndexOf<'bookings'>, now = new Date()): PeriodCount {
  return countInstants((count) => bookings.each('list', (row: Booking) => count(row.createdAt)), now);
}

/** Merchants registered this month so far (both lists) against the same span of last month. */
export function merchantPeriods(merchants: EntityIndexOf<'merchants'>, now = new Date()): PeriodCount {
  return countInstants((count) => {
    const visit = (row: Merchant) => count(row.createdAt);
    merchants.each('list', visit);
    merchants.each('pending', visit);
  }, now);
}

/** Invoices issued this month so far (and still Issued) against the same span of last month. */
export function invoicePeriods(invoices: EntityIndexOf<'invoices'>, now = new Date()): PeriodCount {
  return countDays(
    (count) =>
      invoices.each('list', (row) => {
        if (row.status === 'Issued' && row.issueDate) count(row.issueDate);
      }),
    now,
  );
}
