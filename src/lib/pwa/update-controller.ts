import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import {
  getReloadBlockers,
  subscribeReloadBlockers,
  watchFormEdits,
  type ReloadBlocker,
} from './reload-blockers';
import { decideReload } from './reload-gate';
import { markReload, reloadGuardRemaining } from './reload-guard';
import { fetchLatestBuildId, startUpdateChecks, type CheckResult, type UpdateChecks } from './update-check';

/**
 * The in-app update flow (docs/ARCHITECTURE.md, "Installable app"). A new build is found by the
 * browser's own check of sw.js on navigation, or by ours of builds/latest.json; its worker
 * installs and waits; the prompt offers Reload / Later. Reload waits for unsaved forms and for
 * the outbox replay, then respects the 10 s guard, then activates the waiting worker
 * (SKIP_WAITING) and reloads once it controls the page.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export type UpdateState = {
  /** A new version is ready: a worker waits, or another tab already activated it. */
  available: boolean;
  /** The user chose Later; the prompt comes back with the next new build. */
  dismissed: boolean;
  /** The user chose Reload; it waits for `waitingFor` or the guard. */
  requested: boolean;
  waitingFor: readonly ReloadBlocker[];
  guarded: boolean;
};

const INITIAL: UpdateState = {
  available: false,
  dismissed: false,
  requested: false,
  waitingFor: [],
  guarded: false,
};
let state = INITIAL;
const listeners = new Set<() => void>();
const update = (patch: Partial<UpdateState>) => {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getUpdateState = (): UpdateState => state;
export const useUpdateState = (): UpdateState =>
  useSyncExternalStore(subscribe, getUpdateState, getUpdateState);

let wb: Workbox | null = null;
let hasWaitingWorker = false;
let reloading = false;
let checks: UpdateChecks | null = null;
let guardTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The worker's registration waits until the page is idle (at most this long): loading
 * workbox-window and asking for sw.js is a long task that never helps the first screen, which the
 * installed worker already serves (Lighthouse measured it among the list's blocking tasks).
 */
const REGISTER_IDLE_TIMEOUT_MS = 5_000;
const pageIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: REGISTER_IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

/** Registers the service worker (production builds only; the caller checks). */
export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  await pageIdle();
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  wb = workbox;
  workbox.addEventListener('waiting', () => {
    hasWaitingWorker = true;
    update({ available: true, dismissed: false });
  });
  workbox.addEventListener('controlling', (event) => {
    // Our own SKIP_WAITING: reload into the new build. Otherwise another tab activated it: this
    // page runs the old build under the new worker, and a reload brings it up to date.
    if (reloading) window.location.reload();
    else if (event.isUpdate) {
      hasWaitingWorker = false; // it is active now: a plain reload is enough
      update({ available: true, dismissed: false });
    }
  });
  watchFormEdits();
  subscribeReloadBlockers(() => {
    if (state.requested) tryReload();
  });
  await workbox.register();
  checks = startUpdateChecks({
    currentId: BUILD_ID,
    fetchLatestId: () => fetchLatestBuildId(),
    onNewBuild: async () => {
      await workbox.update();
    },
  });
}

/** The "Check for updates" action; also what the hourly check runs. */
export async function checkForUpdates(): Promise<CheckResult | 'unsupported'> {
  if (!checks) return 'unsupported';
  return checks.checkNow();
}

export function requestReload(): void {
  update({ requested: true, dismissed: false });
  tryReload();
}

export function dismissUpdate(): void {
  clearTimeout(guardTimer);
  update({ dismissed: true, requested: false, waitingFor: [], guarded: false });
}

function tryReload(): void {
  if (reloading || !state.requested) return;
  const decision = decideReload(getReloadBlockers(), reloadGuardRemaining(session(), Date.now()));
  if (decision.action === 'wait') {
    update({ waitingFor: decision.blockers, guarded: false });
    return;
  }
  if (decision.action === 'guard') {
    update({ waitingFor: [], guarded: true });
    clearTimeout(guardTimer);
    guardTimer = setTimeout(tryReload, decision.retryInMs);
    return;
  }
  update({ waitingFor: [], guarded: false });
  reloading = true;
  markReload(session(), Date.now());
  if (wb && hasWaitingWorker) {
    wb.messageSkipWaiting();
    // Should `controlling` never come (the worker vanished), reload anyway.
    setTimeout(() => window.location.reload(), 5_000);
  } else {
    window.location.reload();
  }
}

/** The build the active service worker serves (it can be newer than this page's). */
export async function getWorkerBuildId(): Promise<string | null> {
  if (!wb) return null;
  try {
    return (await wb.messageSW({ type: 'GET_BUILD_ID' })) as string;
  } catch {
    return null;
  }
}
