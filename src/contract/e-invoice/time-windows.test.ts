import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessMonth,
  CANCEL_WINDOW_MS,
  cancelWindow,
  consolidationDeadline,
  countdown,
  rejectWindow,
} from './time-windows';

const validatedAt = '2026-11-28T02:15:30.000Z';
const after = (ms: number) => new Date(new Date(validatedAt).getTime() + ms);
const HOUR = 3_600_000;

describe('cancel window', () => {
  it('is open from validation until just before the 72nd hour', () => {
    expect(cancelWindow(validatedAt, validatedAt)).toMatchObject({
      isOpen: true,
      remainingMs: CANCEL_WINDOW_MS,
    });
    expect(cancelWindow(validatedAt, after(71 * HOUR)).isOpen).toBe(true);
    expect(cancelWindow(validatedAt, after(72 * HOUR - 1))).toMatchObject({ isOpen: true, remainingMs: 1 });
    expect(cancelWindow(validatedAt, after(72 * HOUR))).toMatchObject({ isOpen: false, remainingMs: 0 });
    expect(cancelWindow(validatedAt, after(100 * HOUR)).isOpen).toBe(false);
  });

  it('closes 72 hours after validation, whatever the time zone of the text', () => {
    expect(cancelWindow('2026-11-28T10:15:30+08:00', validatedAt).closesAt.toISOString()).toBe(
      '2026-12-01T02:15:30.000Z',
    );
  });

  it('is not open before the document was validated', () => {
    expect(cancelWindow(validatedAt, after(-1)).isOpen).toBe(false);
  });

  it('never has more time left as time passes (any two moments)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 * HOUR }),
        fc.integer({ min: 0, max: 100 * HOUR }),
        (a, b) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          expect(cancelWindow(validatedAt, after(late)).remainingMs).toBeLessThanOrEqual(
            cancelWindow(validatedAt, after(early)).remainingMs,
          );
        },
      ),
      { seed: 72, numRuns: 200 },
    );
  });
});

describe('reject window', () => {
  it('is the buyer’s same 72 hours', () => {
    expect(rejectWindow(validatedAt, after(72 * HOUR - 1)).isOpen).toBe(true);
    expect(rejectWindow(validatedAt, after(72 * HOUR)).isOpen).toBe(false);
  });
});

describe('countdown', () => {
  it('shows whole hours and minutes left, rounded down', () => {
    expect(countdown(CANCEL_WINDOW_MS)).toEqual({ hours: 72, minutes: 0 });
    expect(countdown(HOUR + 59_999)).toEqual({ hours: 1, minutes: 0 });
    expect(countdown(90 * 60_000)).toEqual({ hours: 1, minutes: 30 });
    expect(countdown(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('consolidated e-invoice deadline', () => {
  it('falls at midnight in Malaysia after the 7th day past the month’s end', () => {
    const deadline = consolidationDeadline('2026-11', '2026-11-20T00:00:00.000Z');
    // 8 December 00:00 in Kuala Lumpur is 7 December 16:00 UTC.
    expect(deadline.dueAt.toISOString()).toBe('2026-12-07T16:00:00.000Z');
    expect(deadline).toMatchObject({ hasMonthEnded: false, isOverdue: false, daysLeft: 18 });
  });

  it('counts the days left up, ends the month on Malaysian time and is overdue from the due instant', () => {
    expect(consolidationDeadline('2026-11', '2026-11-30T15:59:59.999Z').hasMonthEnded).toBe(false);
    expect(consolidationDeadline('2026-11', '2026-11-30T16:00:00.000Z')).toMatchObject({
      hasMonthEnded: true,
      daysLeft: 7,
    });
    expect(consolidationDeadline('2026-11', '2026-12-07T15:00:00.000Z').daysLeft).toBe(1);
    expect(consolidationDeadline('2026-11', '2026-12-07T15:59:59.999Z').isOverdue).toBe(false);
    expect(consolidationDeadline('2026-11', '2026-12-07T16:00:00.000Z')).toMatchObject({
      isOverdue: true,
      daysLeft: 0,
    });
  });

  it('rolls December over into January', () => {
    expect(consolidationDeadline('2026-12', '2026-12-01T00:00:00.000Z').dueAt.toISOString()).toBe(
      '2027-01-07T16:00:00.000Z',
    );
  });

  it('never counts negative days, and is overdue exactly when no day is left after the month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 * 24 * 60 }), (minutes) => {
        const now = new Date(Date.parse('2026-10-31T16:00:00.000Z') + minutes * 60_000);
        const deadline = consolidationDeadline('2026-11', now);
        expect(deadline.daysLeft).toBeGreaterThanOrEqual(0);
        expect(deadline.isOverdue).toBe(deadline.daysLeft === 0);
      }),
    );
  });
});

describe('business month', () => {
  it('is the Malaysian calendar month of an instant', () => {
    expect(businessMonth('2026-11-30T15:59:59.000Z')).toBe('2026-11');
    expect(businessMonth('2026-11-30T16:00:00.000Z')).toBe('2026-12');
    expect(businessMonth('2026-12-31T16:00:00.000Z')).toBe('2027-01');
  });
});
