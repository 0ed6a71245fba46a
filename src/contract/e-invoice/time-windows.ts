/**
 * The windows MyInvois keeps open after a document becomes Valid (docs/e-invoicing.md, Cancel and
 * reject): the issuer may cancel it, and the buyer may ask for its rejection, for 72 hours. After
 * that a correction is a credit or debit note. Pure functions of the time given, so the countdown
 * on a screen, the server's refusal and the simulator agree to the millisecond.
 */

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
