/**
 * The reload guard (10 s: docs/product.md, Timings): an update reload never follows another reload within the
 * guard, so a worker that keeps changing, or a bug, cannot trap the user in a reload loop. The
 * last reload time lives in sessionStorage: per tab, and it survives the reload itself.
 */
export const RELOAD_GUARD_MS = 10_000;
export const LAST_RELOAD_KEY = 'bo-portal:last-update-reload';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** How long the next reload must still wait; 0 when it may happen now. */
export function reloadGuardRemaining(storage: Store | null, now: number, guardMs = RELOAD_GUARD_MS): number {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(LAST_RELOAD_KEY) ?? Number.NaN);
  } catch {
    // Storage blocked: no memory of a previous reload.
  }
  if (!Number.isFinite(last) || last <= 0 || last > now) return 0;
  return Math.max(0, last + guardMs - now);
}

export function markReload(storage: Store | null, now: number): void {
  try {
    storage?.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Storage blocked: the guard cannot remember, the reload still happens.
  }
}
