/**
 * When the app asks the server whether a newer build is deployed (docs/product.md, Timings): every 60
 * minutes, and on focus when the last check is at least that old (a background tab's timers are throttled).
 * `checkNow` runs a check at once (the "Check for updates" button). Checks never overlap.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

export function isCheckDue(lastCheckAt: number, now: number, intervalMs = UPDATE_CHECK_INTERVAL_MS): boolean {
  return now - lastCheckAt >= intervalMs || now < lastCheckAt;
}

export type UpdateCheckDeps = {
  /** The build this page runs. */
  currentId: string;
  /** The id in builds/latest.json; null when it cannot be read (offline, server error). */
  fetchLatestId: () => Promise<string | null>;
  /** A different build is deployed. */
  onNewBuild: (id: string) => Promise<void> | void;
  now?: () => number;
  intervalMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
};

export type CheckResult = 'current' | 'new-build' | 'unreachable';

export type UpdateChecks = { checkNow: () => Promise<CheckResult>; stop: () => void };

export function startUpdateChecks(deps: UpdateCheckDeps): UpdateChecks {
  const now = deps.now ?? Date.now;
  const intervalMs = deps.intervalMs ?? UPDATE_CHECK_INTERVAL_MS;
  const target = deps.target ?? window;
  const schedule = deps.setInterval ?? ((run, ms) => setInterval(run, ms));
  const unschedule = deps.clearInterval ?? ((handle) => clearInterval(handle as number));
  // The page load itself fetched sw.js and index.html fresh: that counts as the first check.
  let lastCheckAt = now();
  let running: Promise<CheckResult> | null = null;

  const checkNow = (): Promise<CheckResult> => {
    running ??= (async (): Promise<CheckResult> => {
      lastCheckAt = now();
      const latest = await deps.fetchLatestId().catch(() => null);
      if (latest === null) return 'unreachable';
      if (latest === deps.currentId) return 'current';
      await deps.onNewBuild(latest);
      return 'new-build';
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const checkIfDue = () => {
    if (isCheckDue(lastCheckAt, now(), intervalMs)) void checkNow();
  };
  const handle = schedule(checkIfDue, intervalMs);
  target.addEventListener('focus', checkIfDue);
  return {
    checkNow,
    stop: () => {
      unschedule(handle);
      target.removeEventListener('focus', checkIfDue);
    },
  };
}

/** Reads builds/latest.json past every cache (the server also sends it with no-cache). */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | null> {
  const response = await fetcher('/builds/latest.json', { cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' && body.id !== '' ? body.id : null;
}
