/**
 * Every date the product shows (docs/product.md, Dates and time zone): yyyy-MMM-dd with the month name of the
 * user's language (2026-Nov-21 in English, 2026-Dis-21 in Malay), and HH:mm after it where the time matters.
 * Shown in the user's time zone. The one place that formats dates: a test fails on any other
 * Intl.DateTimeFormat or toLocale…String in src/ (date-format-usage.test.ts).
 */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthName(date: Date, locale: string) {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short' });
    monthFormats.set(locale, format);
  }
  return format.format(date).replace('.', '');
}

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const pad = (value: number) => String(value).padStart(2, '0');

export function formatDate(value: string | number | Date, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${monthName(date, locale)}-${pad(date.getDate())}`;
}

/** A calendar date (`yyyy-mm-dd`) as yyyy-MMM-dd: read as a local date, never shifted a day. */
export const formatDay = (isoDate: string | null, locale: string) =>
  isoDate ? formatDate(`${isoDate}T00:00:00`, locale) : '';

/** yyyy-MMM-dd HH:mm (24-hour clock in both languages). */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date, locale)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The twelve short month names of a language, January first (for parsing typed dates). */
export function monthNames(locale: string): string[] {
  return Array.from({ length: 12 }, (_, month) => monthName(new Date(2000, month, 1), locale));
}

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
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
