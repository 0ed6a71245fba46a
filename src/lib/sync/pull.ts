import * as v from 'valibot';
import { SYNC_NEXT_CURSOR_HEADER, SyncRowsSchema, type SyncPull } from '../../contract';
import { apiRequest } from '../api';
import { ApiError } from '../api/api-error';
import { setFillingTables } from '../db/bulk-fill';
import { readMeta, writeMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';
import { applyPage, type BootstrapProgress } from './apply-page';
import { createPageQueue, type FetchPage } from './page-queue';
import { rebuildRow } from './row-state';

/**
 * The delta pull (docs/ARCHITECTURE.md, Offline core): pages of changes after the stored cursor until `hasMore` is
 * false. An empty cursor bootstraps (snapshot, then the log); `reset` drops the mirrored rows
 * (never the outbox) and bootstraps again.
 */
export type { FetchPage } from './page-queue';

/**
 * The page is checked here: its snapshot's tables whole (columns, one value per column in every
 * row); changes cheaply one by one in applyPage; row fields by the list engine (see apply-page).
 */
const SyncPageSchema = v.object({
  snapshot: v.optional(v.array(SyncRowsSchema)),
  changes: v.array(v.any()),
  cursor: v.string(),
  hasMore: v.boolean(),
  reset: v.boolean(),
  total: v.nullable(v.number()),
});

/**
 * Snapshot rows as columns: under half the JSON of one object per row (contract, SyncRows). The
 * next page's cursor is handed on from the headers, before the body is read.
 */
export const fetchPageWithApi: FetchPage = (cursor, limit, onNextCursor) =>
  apiRequest('/Sync/pull', {
    query: { cursor, limit, format: 'columns' },
    schema: SyncPageSchema,
    onHeaders: (headers) => {
      const next = headers.get(SYNC_NEXT_CURSOR_HEADER);
      if (next) onNextCursor?.(next);
    },
  });

export type PullOptions = {
  fetchPage?: FetchPage;
  limit?: number;
  now?: () => number;
  onProgress?: (progress: BootstrapProgress | null) => void;
  /** Pauses before asking a busy server again (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
};

export type PullResult = { pages: number; changes: number; didBootstrap: boolean };

/**
 * Rows per page: the server's maximum. Fewer, larger pages make the 50,000-row bootstrap faster
 * (one transaction and one round trip per page); a page is a few MB of JSON at most.
 */
export const PULL_PAGE_SIZE = 5000;

/**
 * Pages asked for beyond the one being written. One is enough for the server to build the next
 * page while this one is downloaded, parsed and written; two held one more parsed page in memory
 * (up to tens of MB) for no gain that could be measured.
 */
const PAGES_AHEAD = 1;

/** A server that keeps answering `reset` would loop forever; this many in one pull is a fault. */
const MAX_RESETS = 2;

/**
 * A busy server (503 or 429 with Retry-After: too many staff bootstrapping at once) is asked for
 * the same page again after the time it names, stretched by up to half at random so the refused
 * clients do not all come back at once. The bootstrap goes on where it was; after this many busy
 * answers in a row the pull fails and the next trigger (a minute, focus, online) tries again.
 */
const MAX_BUSY_RETRIES = 6;
const BUSY_DEFAULT_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function askAgainWhenBusy(fetchPage: FetchPage, wait: PullOptions['wait'], random: () => number): FetchPage {
  return async (cursor, limit, onNextCursor) => {
    for (let busyAnswers = 0; ; busyAnswers++) {
      try {
        return await fetchPage(cursor, limit, onNextCursor);
      } catch (error) {
        const isBusy = error instanceof ApiError && (error.status === 503 || error.status === 429);
        if (!isBusy || busyAnswers >= MAX_BUSY_RETRIES) throw error;
        const retryAfterMs = error.details.retryAfterMs ?? BUSY_DEFAULT_WAIT_MS;
        await (wait ?? sleep)(retryAfterMs * (1 + random() / 2));
      }
    }
  };
}

export async function pullChanges(db: MirrorDb, options: PullOptions = {}): Promise<PullResult> {
  const { limit = PULL_PAGE_SIZE, now = Date.now, onProgress } = options;
  const fetchPage = askAgainWhenBusy(
    options.fetchPage ?? fetchPageWithApi,
    options.wait,
    options.random ?? Math.random,
  );
  const result: PullResult = { pages: 0, changes: 0, didBootstrap: false };
  let resets = 0;
  // The next pages download while this one is written to IndexedDB (page-queue.ts).
  const pages = createPageQueue(fetchPage, limit, PAGES_AHEAD);
  try {
    for (;;) {
      const cursor = (await readMeta(db, 'cursor')) ?? '';
      if (!cursor) result.didBootstrap = true;
      const page: SyncPull = await pages.take(cursor);
      // Already asked for when the answer's headers named it, if the transport could tell.
      if (page.hasMore && !page.reset) pages.ask(page.cursor);
      if (page.reset) {
        if (++resets > MAX_RESETS) throw new Error('Sync pull: the server keeps asking for a reset');
        await resetMirror(db);
        continue;
      }
      const progress = await applyPage(db, page, cursor);
      // Until the next page: the list indexes of these tables wait for the snapshot to move on.
      setFillingTables(
        db.name,
        (page.snapshot ?? []).map(({ entity }) => db.rows(entity).table.name),
      );
      result.pages += 1;
      result.changes += page.changes.length + snapshotRows(page);
      if (progress !== undefined) onProgress?.(progress);
      if (!page.hasMore) break;
    }
  } finally {
    setFillingTables(db.name, []);
  }
  await writeMeta(db, 'lastSyncedAt', now());
  return result;
}

const snapshotRows = (page: SyncPull) =>
  (page.snapshot ?? []).reduce((sum, { rows }) => sum + rows.length, 0);

/** Whether the next pull is a bootstrap (nothing mirrored yet, or one cut off midway). */
export async function isBootstrapPending(db: MirrorDb): Promise<boolean> {
  return !(await readMeta(db, 'cursor')) || (await readMeta(db, 'bootstrap')) !== undefined;
}

/**
 * Drops every mirrored row and the cursor, keeping the outbox and shadows: rows with pending ops
 * are rebuilt at once from shadow + ops, so the user's unsent changes never vanish from view.
 */
export async function resetMirror(db: MirrorDb): Promise<void> {
  await db.transaction('rw', [...db.mirrorTables(), db.outbox, db.shadows, db.meta], async () => {
    await Promise.all(db.mirrorTables().map((table) => table.clear()));
    await db.meta.bulkDelete(['cursor', 'bootstrap']);
    const pendingRows = new Map((await db.outbox.toArray()).map((op) => [`${op.entity}:${op.entityId}`, op]));
    for (const op of pendingRows.values()) await rebuildRow(db, op.entity, op.entityId);
  });
}
