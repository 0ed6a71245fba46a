import { describe, expect, it } from 'vitest';
import { businessInstant } from '../../contract';
import { countDays, countInstants, periodsOf, trendOf } from './dashboard-trends';

/** Malaysian wall-clock times, as the dashboard's calendar reads them whatever the device's zone. */
const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  businessInstant(year, month - 1, day, (hour * 60 + minute) * 60_000);
const instants = (dates: Date[]) => (count: (value: string) => void) =>
  dates.forEach((date) => count(date.toISOString()));
const days = (values: string[]) => (count: (value: string) => void) => values.forEach(count);

describe('periods of the dashboard trends', () => {
  it('compares this month so far with the same span of last month', () => {
    const now = at(2026, 11, 25, 10, 30);
    expect(periodsOf(now)).toEqual({
      previousStart: at(2026, 10, 1),
      previousEnd: at(2026, 10, 25, 10, 30),
      currentStart: at(2026, 11, 1),
      currentEnd: now,
    });
  });

  it('reads months in Malaysia: at 01:00 on 1 December there (still 30 November in UTC)', () => {
    const now = new Date('2026-11-30T17:00:00Z');
    expect(periodsOf(now).currentStart.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(countDays(days(['2026-12-01', '2026-11-01', '2026-11-30']), now)).toEqual({
      current: 1,
      previous: 1,
    });
  });

  it('stops at the end of a shorter last month, and crosses the year in January', () => {
    expect(periodsOf(at(2026, 3, 31, 9)).previousEnd).toEqual(at(2026, 3, 1));
    expect(periodsOf(at(2026, 1, 15)).previousStart).toEqual(at(2025, 12, 1));
    expect(periodsOf(at(2026, 1, 15)).previousEnd).toEqual(at(2025, 12, 15));
  });
});

describe('counting rows in the periods', () => {
  const now = at(2026, 11, 25, 10, 30);

  it('counts instants: the current span up to now, the previous one up to the same time', () => {
    const counted = countInstants(
      instants([
        at(2026, 11, 1), // first instant of this month
        at(2026, 11, 25, 10, 30), // now
        at(2026, 10, 1), // first instant of last month
        at(2026, 10, 25, 10, 29), // just before the same time last month
        at(2026, 10, 25, 10, 30), // the same time last month: past the span
        at(2026, 10, 31, 23, 59), // later last month: not compared
        at(2026, 9, 30, 23, 59), // the month before: not counted
        at(2026, 11, 25, 10, 31), // later than now (a clock ahead): not counted
      ]),
      now,
    );
    expect(counted).toEqual({ current: 2, previous: 2 });
  });

  it('counts calendar days: this month up to today, last month up to the same day', () => {
    const counted = countDays(
      days([
        '2026-11-01',
        '2026-11-25',
        '2026-11-26',
        '2026-10-01',
        '2026-10-25',
        '2026-10-26',
        '2026-09-30',
      ]),
      now,
    );
    expect(counted).toEqual({ current: 2, previous: 2 });
  });

  it('compares the whole of a shorter last month on the 31st', () => {
    const counted = countDays(
      days(['2026-02-28', '2026-02-01', '2026-03-31', '2026-03-01']),
      at(2026, 3, 31, 8),
    );
    expect(counted).toEqual({ current: 2, previous: 2 });
  });
});

describe('trends', () => {
  it('says up or down with a rounded percentage of last month', () => {
    expect(trendOf({ current: 12, previous: 10 })).toEqual({ direction: 'up', percent: 20 });
    expect(trendOf({ current: 5, previous: 15 })).toEqual({ direction: 'down', percent: 67 });
    expect(trendOf({ current: 0, previous: 4 })).toEqual({ direction: 'down', percent: 100 });
  });

  it('has no percentage of nothing, and is flat when equal', () => {
    expect(trendOf({ current: 3, previous: 0 })).toEqual({ direction: 'up', percent: null });
    expect(trendOf({ current: 0, previous: 0 })).toEqual({ direction: 'flat' });
    expect(trendOf({ current: 7, previous: 7 })).toEqual({ direction: 'flat' });
  });
});
