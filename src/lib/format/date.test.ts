import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, parseDisplayDate } from './date';

/*
 * Timestamps are written as instants (with a zone), so these pass in whatever zone the test process runs:
 * run them once with TZ=America/Los_Angeles and once with TZ=Pacific/Kiritimati as well as the default.
 */
describe('formatDate', () => {
  it('writes yyyy-MMM-dd with the month name of the language', () => {
    const instant = '2026-12-05T04:00:00Z';
    expect(formatDate(instant, 'en')).toBe('2026-Dec-05');
    expect(formatDate(instant, 'ms')).toBe('2026-Dis-05');
  });

  it('shows the Malaysian day of a timestamp near midnight UTC, in any device zone', () => {
    expect(formatDate('2026-11-30T16:30:00Z', 'en')).toBe('2026-Dec-01');
    expect(formatDate(Date.parse('2026-12-31T23:59:00Z'), 'en')).toBe('2027-Jan-01');
    expect(formatDate(new Date('2026-11-30T15:59:00Z'), 'en')).toBe('2026-Nov-30');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time on the Malaysian clock', () => {
    expect(formatDateTime('2026-11-24T13:07:00Z', 'en')).toBe('2026-Nov-24 21:07');
    expect(formatDateTime('2026-08-03T01:37:00Z', 'ms')).toBe('2026-Ogo-03 09:37');
  });

  it('writes midnight as 00:00 and turns the day in Malaysia, not on the device', () => {
    expect(formatDateTime('2026-11-30T16:00:00Z', 'en')).toBe('2026-Dec-01 00:00');
    expect(formatDateTime('2026-11-30T15:59:00Z', 'en')).toBe('2026-Nov-30 23:59');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDateTime('', 'en')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('writes a calendar day as it is, never a day early or late', () => {
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('2026-Jan-01');
    expect(formatCalendarDate('2026-12-31', 'ms')).toBe('2026-Dis-31');
    expect(formatCalendarDate('2024-02-29', 'en')).toBe('2024-Feb-29');
  });

  it('answers an empty string for what is not a calendar day', () => {
    expect(formatCalendarDate('2026-1-1', 'en')).toBe('');
    expect(formatCalendarDate('2026-01-01T00:00:00Z', 'en')).toBe('');
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

  it('reads back what formatCalendarDate wrote, in both languages', () => {
    for (const locale of ['en', 'ms']) {
      for (let month = 1; month <= 12; month += 1) {
        const iso = `2027-${String(month).padStart(2, '0')}-09`;
        expect(parseDisplayDate(formatCalendarDate(iso, locale), locale)).toBe(iso);
      }
    }
  });
});
