import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

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
