import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessNow, businessToday, malaysiaDay } from './business-date';

afterEach(() => {
  vi.useRealTimers();
});

describe('the business’s calendar (Asia/Kuala_Lumpur)', () => {
  it('is already tomorrow at 01:00 in Malaysia, while UTC is still on the day before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T17:00:00Z'));
    expect(businessToday()).toBe('2026-03-02');
    expect(businessNow()).toBe('2026-03-02T01:00');
  });

  it('turns the day at midnight in Malaysia, and the year with it', () => {
    expect(businessToday(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(businessToday(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(businessNow(new Date('2026-12-31T16:30:59Z'))).toBe('2027-01-01T00:30');
    expect(malaysiaDay('2026-12-31T16:00:00.000Z')).toBe('2027-01-01');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-03-02', 30)).toBe('2026-04-01');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
