/**
 * Dates as yyyy-MMM-dd (SPEC §9) with the month name of the user's language: 2026-Nov-21 in
 * English, 2026-Dis-21 in Malay. Shown in the user's time zone.
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

export function formatDate(value: string | number | Date, locale: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${monthName(date, locale)}-${day}`;
}
