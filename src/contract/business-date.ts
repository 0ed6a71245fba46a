/**
 * The business's calendar (docs/product.md): days and times are Malaysian (Asia/Kuala_Lumpur,
 * UTC+8 all year, with no daylight saving), whatever zone the device or the server runs in. Form
 * defaults, "today" checks and date filters read their day here, so between 00:00 and 08:00 in
 * Malaysia they do not fall on the UTC day before.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Kuala_Lumpur';

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Malaysian wall-clock time of an instant, as ISO text without a zone. */
const wallClock = (ms: number) => new Date(ms + OFFSET_MS).toISOString();

/** Now in Malaysia as `yyyy-mm-ddThh:mm` (a datetime-local field's format). */
export const businessNow = (now = new Date()) => wallClock(now.getTime()).slice(0, 16);

/** Today in Malaysia as `yyyy-mm-dd`. */
export const businessToday = (now = new Date()) => wallClock(now.getTime()).slice(0, 10);

/** The Malaysian calendar day of a server timestamp, for date filters. */
export const malaysiaDay = (isoTimestamp: string) => wallClock(Date.parse(isoTimestamp)).slice(0, 10);

/** A calendar day `days` later (earlier when negative): `addDays('2026-03-02', 30)` is 2026-04-01. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A Malaysian wall-clock time's parts (month from 0, as `Date` counts), for calendar arithmetic. */
export type BusinessClock = { year: number; month: number; day: number; ms: number };

/** Where an instant falls on the Malaysian calendar: its year, month, day and time of day in ms. */
export function businessClock(now: Date): BusinessClock {
  const wall = new Date(now.getTime() + OFFSET_MS);
  const dayStart = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    ms: wall.getTime() - dayStart,
  };
}

/**
 * The instant of a Malaysian wall-clock time. Parts out of range roll over as `Date.UTC` rolls
 * them (month -1 is December of the year before; day 0 is the last day of the month before).
 */
export const businessInstant = (year: number, month: number, day: number, ms = 0) =>
  new Date(Date.UTC(year, month, day) + ms - OFFSET_MS);

/** The instant a Malaysian calendar day begins, as a server timestamp (ISO, UTC). */
export const startOfBusinessDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS).toISOString();
