import { liveQuery, type Subscription } from 'dexie';
import { ApiError } from '../api/api-error';
import { readMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';
import { closeMirror, openMirror } from '../db/mirror-registry';
import type { OutboxOp } from '../db/mirror-rows';
import { isBootstrapPending, pullChanges, type FetchPage } from './pull';
import { isReplayPaused, replayOutbox, unpauseReplay, type ReplayDeps } from './replay';
import { translateCode } from './sync-messages';
import { getSyncStatus, INITIAL_SYNC_STATUS, updateSyncStatus, type SyncPhase } from './sync-status';

/**
 * Drives sync for the signed-in user (DESIGN.md §5). Pulls on start, on `online`, on focus,
 * every minute while visible and after the outbox drains; replays on start, on `online`, after
 * each enqueue and when a backoff elapses. Each task runs one at a time; a request while it runs
 * makes it run once more afterwards, so no trigger is lost and none piles up.
 */
export type SyncOptions = ReplayDeps & { userId: string; fetchPage?: FetchPage; pullIntervalMs?: number };

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
let persistRequested = false;

export const getSyncEngineDb = (): MirrorDb | null => engine?.db ?? null;

export async function startSync(options: SyncOptions): Promise<void> {
  if (engine?.options.userId === options.userId) return;
  stopSync();
  const db = await openMirror(options.userId);
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
  updateSyncStatus({ lastSyncedAt: (await readMeta(db, 'lastSyncedAt')) ?? null });
  void current.requestReplay();
  void current.requestPull();
}

export function stopSync(): void {
  if (!engine) return;
  engine.stop();
  clearTimeout(engine.wakeTimer);
  engine = null;
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
  const counts: Subscription = liveQuery(() => current.db.outbox.toArray()).subscribe({
    next: (ops) => updateSyncStatus(countOps(ops)),
    error: (error: unknown) => console.error('[sync] outbox count stopped:', error),
  });
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('focus', onFocus);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('focus', onFocus);
    clearInterval(interval);
    counts.unsubscribe();
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
    if (result.outcome === 'drained' && result.sent > 0) void current.requestPull();
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

function countOps(ops: OutboxOp[]) {
  let pendingCount = 0;
  let failedCount = 0;
  let conflictCount = 0;
  for (const op of ops) {
    if (op.state === 'failed') failedCount += 1;
    else if (op.state === 'conflict') conflictCount += 1;
    else pendingCount += 1;
  }
  return { pendingCount, failedCount, conflictCount };
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
