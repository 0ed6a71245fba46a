import Dexie, { type ObservabilitySet } from 'dexie';
import { ApiError } from '../api/api-error';
import { readMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';
import { closeMirror, onMirrorWiped, openMirror } from '../db/mirror-registry';
import { followNotices, type NoticeStreamOptions } from './notice-stream';
import { isBootstrapPending, pullChanges, type FetchPage } from './pull';
import { isReplayPaused, replayOutbox, unpauseReplay, type ReplayDeps } from './replay';
import { translateCode } from './sync-messages';
import { getSyncStatus, INITIAL_SYNC_STATUS, updateSyncStatus, type SyncPhase } from './sync-status';

/**
 * Drives sync for the signed-in user (docs/ARCHITECTURE.md, Offline core). Pulls on start, on `online`, on focus,
 * on a change notice from the server (docs/ARCHITECTURE.md, Change notices), every minute while
 * visible and after the outbox drains; replays on start, on `online`, after
 * each enqueue and when a backoff elapses. Each task runs one at a time; a request while it runs
 * makes it run once more afterwards, so no trigger is lost and none piles up.
 */
export type SyncOptions = ReplayDeps & {
  userId: string;
  fetchPage?: FetchPage;
  pullIntervalMs?: number;
  /** Opens the change-notice stream (notice-stream.ts); false follows none (a test's fake server). */
  openNotices?: NoticeStreamOptions['open'] | false;
};

type Engine = {
  db: MirrorDb;
  options: SyncOptions;
  requestPull: () => Promise<void>;
  requestReplay: () => Promise<void>;
  flags: { pull: 'bootstrapping' | 'pulling' | null; replaying: boolean; paused: boolean; failed: boolean };
  wakeTimer: ReturnType<typeof setTimeout> | undefined;
  stop: () => void;
};

let engine: Engine | null = null;
/** The start in progress: concurrent calls (a router runs `beforeLoad` more than once) share it. */
let starting: { userId: string; promise: Promise<void> } | null = null;
/** Bumped by every stop: a start that was overtaken by a stop or a newer start gives up. */
let generation = 0;
let persistRequested = false;

export const getSyncEngineDb = (): MirrorDb | null => engine?.db ?? null;

/** Starts sync for the user; idempotent, also when called again before the first call is done. */
export function startSync(options: SyncOptions): Promise<void> {
  if (engine?.options.userId === options.userId) return Promise.resolve();
  if (starting?.userId === options.userId) return starting.promise;
  stopSync();
  const token = generation;
  const promise = launch(options, token).finally(() => {
    if (starting?.promise === promise) starting = null;
  });
  starting = { userId: options.userId, promise };
  return promise;
}

async function launch(options: SyncOptions, token: number): Promise<void> {
  let db: MirrorDb;
  try {
    db = await openMirror(options.userId);
  } catch (error) {
    if (token !== generation) return; // the stop closed the mirror while it opened
    throw error;
  }
  // A stop (sign-out) or another user's start came while the mirror opened: it owns the mirror now.
  if (token !== generation) return;
  // Ask once that the browser never evicts the mirror (and with it the unsent outbox).
  if (!persistRequested) {
    persistRequested = true;
    void navigator.storage?.persist?.().catch(() => false);
  }
  const current: Engine = {
    db,
    options,
    requestPull: serialize(() => runPull(current)),
    requestReplay: serialize(() => runReplay(current)),
    flags: { pull: null, replaying: false, paused: isReplayPaused(options.userId), failed: false },
    wakeTimer: undefined,
    stop: () => undefined,
  };
  engine = current;
  current.stop = listen(current);
  const lastSyncedAt = (await readMeta(db, 'lastSyncedAt')) ?? null;
  if (engine === current) updateSyncStatus({ lastSyncedAt });
  void current.requestReplay();
  // A bootstrap is what the user waits for: it starts at once. A mirror already filled shows every
  // screen from IndexedDB, so its catch-up pull waits until the page has painted and gone idle: its
  // JSON, writes and the index re-reads they cause never compete with the first screen
  // (docs/ARCHITECTURE.md, Offline core; Lighthouse's total blocking time).
  if (await isBootstrapPending(db)) void current.requestPull();
  else whenIdle(() => engine === current && void current.requestPull());
}

/** Runs `task` once the browser is idle (at most IDLE_TIMEOUT_MS later), or on the next task. */
const IDLE_TIMEOUT_MS = 2_000;
function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

export function stopSync(): void {
  generation += 1;
  starting = null;
  if (engine) {
    engine.stop();
    clearTimeout(engine.wakeTimer);
    engine = null;
  }
  closeMirror();
  updateSyncStatus({ ...INITIAL_SYNC_STATUS, online: navigator.onLine });
}

/** Kicks the replayer (after an enqueue or a retry); answers when that pass is over. */
export const requestReplay = (): Promise<void> => engine?.requestReplay() ?? Promise.resolve();
export const requestPull = (): Promise<void> => engine?.requestPull() ?? Promise.resolve();

/** After a new sign-in: the queue paused by a 401 goes on. */
export function resumeReplay(): Promise<void> {
  unpauseReplay();
  if (engine) engine.flags.paused = false;
  publishPhase();
  return requestReplay();
}

function listen(current: Engine): () => void {
  const onOnline = () => {
    updateSyncStatus({ online: true });
    // Connectivity is back: ops backing off from a network failure may go now.
    void current.db.outbox
      .where('state')
      .equals('queued')
      .modify({ nextAttemptAt: 0 })
      .then(() => current.requestReplay())
      .catch(() => undefined);
    void current.requestPull();
  };
  const onOffline = () => updateSyncStatus({ online: false });
  const onFocus = () => void current.requestPull();
  const interval = setInterval(() => {
    if (document.visibilityState === 'visible') void current.requestPull();
  }, current.options.pullIntervalMs ?? 60_000);
  const stopCounting = watchOutboxCounts(current.db, (counts) => {
    if (engine === current) updateSyncStatus(counts);
  });
  // The browser deleted the mirror while the app ran: bootstrap again (with the progress bar).
  const stopWatchingWipes = onMirrorWiped((db) => {
    if (db === current.db) void current.requestPull();
  });
  // The stream's first `ready` asks for a pull: like the catch-up pull, it waits for an idle page.
  let stopNotices = () => {};
  const { openNotices } = current.options;
  if (openNotices !== false) {
    whenIdle(() => {
      if (engine !== current) return;
      stopNotices = followNotices({ open: openNotices, onNotice: () => void current.requestPull() });
    });
  }
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('focus', onFocus);
  return () => {
    stopNotices();
    stopWatchingWipes();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('focus', onFocus);
    clearInterval(interval);
    stopCounting();
  };
}

async function runPull(current: Engine): Promise<void> {
  if (engine !== current || !navigator.onLine) return;
  try {
    const bootstrapping = await isBootstrapPending(current.db);
    current.flags.pull = bootstrapping ? 'bootstrapping' : 'pulling';
    updateSyncStatus({
      bootstrap: bootstrapping ? ((await readMeta(current.db, 'bootstrap')) ?? null) : null,
    });
    publishPhase();
    const { fetchPage, now } = current.options;
    await pullChanges(current.db, {
      fetchPage,
      now,
      onProgress: (bootstrap) => engine === current && updateSyncStatus({ bootstrap }),
    });
    if (engine !== current) return;
    current.flags.failed = false;
    updateSyncStatus({ online: navigator.onLine, lastError: null });
    updateSyncStatus({ lastSyncedAt: (await readMeta(current.db, 'lastSyncedAt')) ?? null });
  } catch (error) {
    if (engine === current) noteFailure(current, error);
  } finally {
    current.flags.pull = null;
    if (engine === current) updateSyncStatus({ bootstrap: null });
    publishPhase();
  }
}

async function runReplay(current: Engine): Promise<void> {
  if (engine !== current) return;
  clearTimeout(current.wakeTimer);
  current.flags.replaying = true;
  publishPhase();
  try {
    const result = await replayOutbox(current.db, current.options);
    if (engine !== current) return;
    current.flags.paused = result.outcome === 'paused';
    if (result.isOffline) updateSyncStatus({ online: false });
    else if (result.sent > 0) updateSyncStatus({ online: navigator.onLine });
    const lastError = current.flags.paused ? translateCode('sync.pausedSignIn') : result.lastError;
    updateSyncStatus({ lastError });
    if (result.wakeAt !== null) {
      const delay = Math.max(0, result.wakeAt - (current.options.now ?? Date.now)());
      current.wakeTimer = setTimeout(() => void current.requestReplay(), delay);
    }
    // What the server took comes back with the pull; so does what it refused because the record
    // had moved on there (a top-up another Checker decided first), so the row shows it.
    if (result.outcome === 'drained' && result.sent + result.refused > 0) void current.requestPull();
  } catch (error) {
    if (engine === current) noteFailure(current, error);
  } finally {
    current.flags.replaying = false;
    publishPhase();
  }
}

function noteFailure(current: Engine, error: unknown): void {
  if (error instanceof ApiError && error.isOffline) {
    updateSyncStatus({ online: false });
    return;
  }
  current.flags.failed = true;
  updateSyncStatus({ lastError: error instanceof Error ? error.message : String(error) });
}

function publishPhase(): void {
  const flags = engine?.flags;
  let phase: SyncPhase = 'idle';
  if (flags?.paused) phase = 'paused';
  else if (flags?.replaying) phase = 'replaying';
  else if (flags?.pull) phase = flags.pull;
  else if (flags?.failed) phase = 'error';
  if (getSyncStatus().phase !== phase) updateSyncStatus({ phase });
}

export type OutboxCounts = { pendingCount: number; failedCount: number; conflictCount: number };

/**
 * Follows the outbox counts (this tab's writes and other tabs'). Not a `liveQuery`: that one
 * drops its result and queries again whenever a write lands while it reads, so under a steady
 * stream of writes (two tabs clicking, the replayer marking ops) it never answered, and each
 * dropped read of the whole outbox still ran, piling up IndexedDB work that starved the replayer.
 * Here a write while a count runs asks for one more count afterwards; every count is reported.
 * Counts come from the `state` index: no op is read or cloned.
 */
export function watchOutboxCounts(db: MirrorDb, onCounts: (counts: OutboxCounts) => void): () => void {
  let stopped = false;
  const prefix = `idb://${db.name}/outbox/`;
  const recount = serialize(async () => {
    if (stopped) return;
    try {
      const counts = await Dexie.ignoreTransaction(() => countOutbox(db));
      if (!stopped) onCounts(counts);
    } catch (error) {
      if (!stopped) console.error('[sync] outbox count failed:', error);
    }
  });
  const onMutated = (parts: ObservabilitySet) => {
    if ('all' in parts || Object.keys(parts).some((key) => key.startsWith(prefix))) void recount();
  };
  Dexie.on('storagemutated', onMutated);
  void recount();
  return () => {
    stopped = true;
    Dexie.on('storagemutated').unsubscribe(onMutated);
  };
}

export function countOutbox(db: MirrorDb): Promise<OutboxCounts> {
  return db.transaction('r', db.outbox, async () => {
    const [total, failedCount, conflictCount] = await Promise.all([
      db.outbox.count(),
      db.outbox.where('state').equals('failed').count(),
      db.outbox.where('state').equals('conflict').count(),
    ]);
    return { pendingCount: total - failedCount - conflictCount, failedCount, conflictCount };
  });
}

/** Runs `task` one at a time; calls while it runs coalesce into one more run. */
function serialize(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await task();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}
