/** A seeded PRNG (mulberry32) and helpers, so the same seed always produces the same rows. */

export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  digits(count: number): string;
  uuid(): string;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (count: number) => Array.from({ length: count }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    // Version-4 layout, so seeded ids look like the ones the database generates.
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/** A calendar date (YYYY-MM-DD) `days` after `start`. */
export function addDays(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Seeded activity (bookings, invoices) spans the 700 days before the day the seed runs, so the
 * dashboard's "last 30 days" and "this month" have data on a fresh install. For a given seed day
 * the rows are identical; pass `windowStart` to pin them.
 */
export const SEED_SPAN_DAYS = 700;

export function seedWindowStart(today: Date = new Date()): string {
  return addDays(today.toISOString().slice(0, 10), -SEED_SPAN_DAYS);
}

/**
 * The last moment of the seed window, the millisecond before the seed day begins (UTC): it has
 * passed whenever the seed runs, so no seeded timestamp lies in the future of the demo's "now".
 */
export function seedWindowEnd(windowStart: string): number {
  return Date.parse(`${addDays(windowStart, SEED_SPAN_DAYS)}T00:00:00Z`) - 1;
}

/**
 * A later moment of a row (an update, a note), `later` when the window holds it, otherwise half way
 * from `from` to the window's end: rows never pile up on the window's last millisecond.
 */
export function laterInWindow(from: number, later: number, windowEnd: number): number {
  return later <= windowEnd ? later : from + Math.floor((Math.max(from, windowEnd) - from) / 2);
}
