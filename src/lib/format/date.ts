import { BUSINESS_TIME_ZONE } from '../../contract/business-date';

/**
 * Every date the product shows (docs/product.md, Dates and time zone): yyyy-MMM-dd with the month name of the
 * user's language (2026-Nov-21 in English, 2026-Dis-21 in Malay), and HH:mm after it where the time matters.
 * A timestamp is shown in the business's time zone (Asia/Kuala_Lumpur), whatever zone the device is set to;
 * a calendar day (yyyy-mm-dd) is shown as written, never moved by a zone. The one place that formats dates:
 * a test fails on any other Intl.DateTimeFormat or toLocale…String in src/ (date-format-usage.test.ts).
 */
const monthNameLists = new Map<string, string[]>();

/** The twelve short month names of a language, January first (for parsing typed dates). */
export function monthNames(locale: string): string[] {
  let names = monthNameLists.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, month) =>
      format.format(Date.UTC(2000, month, 1)).replace('.', ''),
    );
    monthNameLists.set(locale, names);
  }
  return names;
}

/** The business's wall clock of an instant, read by one cached formatter. */
const businessParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function businessWallClock(value: string | number | Date): WallClock | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    businessParts.formatToParts(date).map((part) => [part.type, Number(part.value)] as const),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
const writeDay = (year: number, month: number, day: number, locale: string) =>
  `${year}-${monthNames(locale)[month - 1] ?? ''}-${pad(day)}`;

/** The day of a timestamp, on the business's calendar. */
export function formatDate(value: string | number | Date, locale: string): string {
  const clock = businessWallClock(value);
  return clock ? writeDay(clock.year, clock.month, clock.day, locale) : '';
}

/** yyyy-MMM-dd HH:mm of a timestamp on the business's clock (24-hour clock in both languages). */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const clock = businessWallClock(value);
  if (!clock) return '';
  return `${writeDay(clock.year, clock.month, clock.day, locale)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** A calendar day (ISO yyyy-mm-dd, as due dates and validity days are kept) written from its own parts. */
export function formatCalendarDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return '';
  const [, year = '', month = '', day = ''] = match;
  return writeDay(Number(year), Number(month), Number(day), locale);
}

const monthYearFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar month (`2026-11`) in words of the language: "November 2026", "November 2026". */
export function formatMonth(month: string, locale: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  let format = monthYearFormats.get(locale);
  if (!format) {
    const tag = locale.startsWith('ms') ? 'ms-MY' : 'en-MY';
    format = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthYearFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** A calendar day, or nothing while it is unset (the cells and details of optional days). */
export const formatDay = (isoDate: string | null, locale: string) =>
  isoDate ? formatCalendarDate(isoDate, locale) : '';

/**
 * Reads a date typed as yyyy-MMM-dd (the month's name in the language, or in English, any case)
 * or as ISO yyyy-mm-dd; answers ISO yyyy-mm-dd, or null when it is not a real date.
 */
export function parseDisplayDate(text: string, locale: string): string | null {
  const match = /^\s*(\d{4})[-/ ]([\p{L}]+|\d{1,2})[-/ ](\d{1,2})\s*$/u.exec(text);
  if (!match) return null;
  const [, yearText = '', monthText = '', dayText = ''] = match;
  let month = Number(monthText);
  if (Number.isNaN(month)) {
    const wanted = monthText.toLowerCase();
    const index = [monthNames(locale), monthNames('en')]
      .map((names) => names.findIndex((name) => name.toLowerCase() === wanted))
      .find((found) => found >= 0);
    if (index === undefined) return null;
    month = index + 1;
  }
  const year = Number(yearText);
  const day = Number(dayText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
