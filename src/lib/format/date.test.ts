import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDisplayDate } from './date';

describe('formatDate', () => {
  it('writes yyyy-MMM-dd with the month name of the language', () => {
    const date = new Date(2026, 11, 5);
    expect(formatDate(date, 'en')).toBe('2026-Dec-05');
    expect(formatDate(date, 'ms')).toBe('2026-Dis-05');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 24, 21, 7), 'en')).toBe('2026-Nov-24 21:07');
    expect(formatDateTime(new Date(2026, 7, 3, 9, 37), 'ms')).toBe('2026-Ogo-03 09:37');
  });
});

describe('parseDisplayDate', () => {
  it('reads the shown format in the language or English, and ISO', () => {
    expect(parseDisplayDate('2026-Dis-05', 'ms')).toBe('2026-12-05');
    expect(parseDisplayDate('2026-dec-5', 'ms')).toBe('2026-12-05');
    expect(parseDisplayDate(' 2026-Mar-28 ', 'en')).toBe('2026-03-28');
    expect(parseDisplayDate('2026-03-28', 'en')).toBe('2026-03-28');
  });

  it('refuses what is not a real date', () => {
    expect(parseDisplayDate('2026-Feb-30', 'en')).toBeNull();
    expect(parseDisplayDate('2026-Foo-01', 'en')).toBeNull();
    expect(parseDisplayDate('28/03/2026', 'en')).toBeNull();
    expect(parseDisplayDate('', 'en')).toBeNull();
  });

  it('reads back what formatDate wrote, in both languages', () => {
    for (const locale of ['en', 'ms']) {
      for (let month = 0; month < 12; month += 1) {
        const date = new Date(2027, month, 9);
        const iso = `2027-${String(month + 1).padStart(2, '0')}-09`;
        expect(parseDisplayDate(formatDate(date, locale), locale)).toBe(iso);
      }
    }
  });
});
