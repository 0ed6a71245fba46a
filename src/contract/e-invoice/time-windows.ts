/**
 * The windows MyInvois keeps open after a document becomes Valid (docs/e-invoicing.md, Cancel and
 * reject): the issuer may cancel it, and the buyer may ask for its rejection, for 72 hours. After
 * that a correction is a credit or debit note. Pure functions of the time given, so the countdown
 * on a screen, the server's refusal and the simulator agree to the millisecond.
 */
import { businessClock, businessInstant } from '../business-date';

export const CANCEL_WINDOW_MS = 72 * 60 * 60 * 1000;
export const REJECT_WINDOW_MS = CANCEL_WINDOW_MS;

export type WindowState = { isOpen: boolean; closesAt: Date; remainingMs: number };

function windowAt(validatedAt: Date | string, now: Date | string, lengthMs: number): WindowState {
  const start = new Date(validatedAt).getTime();
  const closesAt = new Date(start + lengthMs);
  const at = new Date(now).getTime();
  const remainingMs = Math.max(0, closesAt.getTime() - at);
  // Open from validation up to, not including, the 72nd hour; a time before validation is not in it.
  return { isOpen: at >= start && at < closesAt.getTime(), closesAt, remainingMs };
}

/** Whether the issuer may still cancel a document validated at `validatedAt`, and for how long. */
export const cancelWindow = (validatedAt: Date | string, now: Date | string) =>
  windowAt(validatedAt, now, CANCEL_WINDOW_MS);

/** Whether the buyer may still ask for rejection of a document validated at `validatedAt`. */
export const rejectWindow = (validatedAt: Date | string, now: Date | string) =>
  windowAt(validatedAt, now, REJECT_WINDOW_MS);

/** The remaining time as whole hours and minutes, rounded down, for a countdown. */
export function countdown(remainingMs: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, remainingMs) / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** LHDN's limit for a month's consolidated e-invoice: within 7 calendar days after the month ends. */
export const CONSOLIDATION_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ConsolidationDeadline = {
  /** The month is over (Malaysian time): everything issued in it is known. */
  hasMonthEnded: boolean;
  /** The first instant past the deadline: midnight in Malaysia at the end of the 7th day. */
  dueAt: Date;
  /** Whole or part days until `dueAt`, counted up (one hour left is 1); 0 once overdue. */
  daysLeft: number;
  isOverdue: boolean;
};

/**
 * The deadline of a month's consolidated e-invoice (`2026-11`, a Malaysian calendar month): the
 * 7 days after its last day, in Asia/Kuala_Lumpur whatever zone the device or server runs in.
 */
export function consolidationDeadline(month: string, now: Date | string): ConsolidationDeadline {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const monthEnd = businessInstant(year, monthNumber, 1);
  const dueAt = businessInstant(year, monthNumber, 1 + CONSOLIDATION_DAYS);
  const at = new Date(now).getTime();
  return {
    hasMonthEnded: at >= monthEnd.getTime(),
    dueAt,
    daysLeft: Math.max(0, Math.ceil((dueAt.getTime() - at) / DAY_MS)),
    isOverdue: at >= dueAt.getTime(),
  };
}

/** The Malaysian calendar month of an instant, `2026-11`. */
export function businessMonth(at: Date | string): string {
  const clock = businessClock(new Date(at));
  return `${clock.year}-${String(clock.month + 1).padStart(2, '0')}`;
}
