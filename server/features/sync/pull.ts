/**
 * GET /Sync/pull?cursor=&limit= — the delta pull (docs/ARCHITECTURE.md, Offline core). An empty cursor starts a
 * bootstrap: watermark W and row count first, then the snapshot entity by entity, then the change
 * log from (W, 0). One answer may span phases: it is filled up to `limit` changes. A cursor from
 * before the pruned part of the log answers `reset` (log-horizon.ts).
 *
 * Each query reads at most ROWS_PER_QUERY rows and waits for the event loop's next turn first.
 * PGlite runs a query synchronously and resolves it as a microtask, so a chain of queries never
 * lets the server read another request; a 5,000-row page in one query held it for ~0.5 s at
 * 50,000 merchants (and cost more than five of 1,000). Between these short queries a health check
 * or a list page gets its turn (docs/ARCHITECTURE.md, "Bulk pulls"). A pull whose client has
 * gone (the request's signal) stops at its next step instead of reading on for nobody, which also
 * lets a shutdown close the database without a pull still using it.
 */
import type { Context } from 'hono';
import { SYNC_NEXT_CURSOR_HEADER, SyncPullQuerySchema } from '../../../src/contract';
import type { SyncPull, SyncPullFormat } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { okJsonText } from '../../lib/envelope';
import { nextTurn } from '../../lib/next-turn';
import { inputOf } from '../../lib/route-input';
import { isBehindHorizon } from './log-horizon';
import { logPage } from './log-page';
import { snapshotPage, startSnapshot } from './snapshot-page';
import { downloadPlan } from './download-plan';
import type { DownloadPlan } from './download-plan';
import type { EntitySource } from './sync-entities';
import { CURSOR_VERSION, decodeCursor, encodeCursor } from './sync-cursor';
import type { Cursor } from './sync-cursor';

/**
 * A pull answer with its changes, and in the columns format its snapshot, as JSON array text
 * (snapshot rows are never parsed here).
 */
export type PullAnswer = Omit<SyncPull, 'changes' | 'snapshot'> & {
  changes: string;
  snapshot: string | null;
};

const reset = (format: SyncPullFormat): PullAnswer => ({
  snapshot: format === 'columns' ? '[]' : null,
  changes: '[]',
  cursor: '',
  hasMore: false,
  reset: true,
  total: null,
});
const ROWS_PER_QUERY = 1000;

/** The JSON array texts of several pages as one array text. */
const joinArrays = (arrays: string[]) =>
  `[${arrays
    .map((array) => array.slice(1, -1))
    .filter(Boolean)
    .join(',')}]`;

/** The client has left: nobody reads the answer (the status is only for the log). */
function stopIfGone(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new ApiError(503, 'error.serviceUnavailable');
}

/** The snapshot's rows of one entity in this answer: the array texts of its queries. */
type SnapshotPart = { source: EntitySource; arrays: string[] };

/** `SyncRows` texts: an entity's columns once, then the rows of all its queries in one array. */
const snapshotText = (parts: SnapshotPart[]) =>
  `[${parts
    .map(
      ({ source, arrays }) =>
        `{"entity":${JSON.stringify(source.entity)},"columns":${JSON.stringify(source.names)},"rows":${joinArrays(arrays)}}`,
    )
    .join(',')}]`;

export async function pullChanges(
  db: Queryable,
  plan: DownloadPlan,
  cursorText: string,
  limit: number,
  signal?: AbortSignal,
  format: SyncPullFormat = 'changes',
): Promise<PullAnswer> {
  stopIfGone(signal);
  const { tag, sources } = plan;
  let cursor: Cursor;
  if (cursorText === '') {
    const { watermark, total } = await startSnapshot(db, plan);
    cursor = { v: CURSOR_VERSION, p: 's', s: tag, w: watermark, e: 0, k: null, t: total };
  } else {
    const decoded = decodeCursor(cursorText);
    if (!decoded || decoded.s !== tag || (decoded.p === 's' && decoded.e >= sources.length)) {
      return reset(format);
    }
    cursor = decoded;
  }
  const total = cursor.p === 's' ? cursor.t : null;
  const pages: string[] = [];
  const snapshot: SnapshotPart[] = [];
  let count = 0;

  while (cursor.p === 's' && count < limit) {
    const source = sources[cursor.e];
    if (!source) break;
    const wanted = Math.min(limit - count, ROWS_PER_QUERY);
    await nextTurn();
    stopIfGone(signal);
    const page = await snapshotPage(db, source, cursor.k, wanted, format);
    if (format === 'changes') pages.push(page.json);
    else if (snapshot.at(-1)?.source === source) snapshot.at(-1)?.arrays.push(page.json);
    else if (page.count > 0) snapshot.push({ source, arrays: [page.json] });
    count += page.count;
    if (page.count === wanted) {
      cursor = { ...cursor, k: page.lastId ?? cursor.k };
    } else if (cursor.e + 1 < sources.length) {
      cursor = { ...cursor, e: cursor.e + 1, k: null };
    } else {
      cursor = { v: CURSOR_VERSION, p: 'l', s: tag, x: cursor.w, q: '0' };
    }
  }

  // Where this answer reads the log from: checked against the pruned horizon after reading.
  const logFrom = cursor.p === 'l' ? { txid: cursor.x, seq: cursor.q } : null;
  let hasMore = true;
  // Log entries left to read; several entries of one row become one change, so count entries.
  let entriesLeft = limit - count;
  while (cursor.p === 'l' && entriesLeft > 0 && hasMore) {
    const wanted = Math.min(entriesLeft, ROWS_PER_QUERY);
    await nextTurn();
    stopIfGone(signal);
    const page = await logPage(db, plan, { txid: cursor.x, seq: cursor.q }, wanted);
    pages.push(JSON.stringify(page.changes));
    entriesLeft -= wanted;
    if (page.last) cursor = { ...cursor, x: page.last.txid, q: page.last.seq };
    hasMore = page.hasMore;
  }
  // Entries after `logFrom` were pruned (older than the retention): the client starts over.
  if (logFrom && (await isBehindHorizon(db, logFrom))) return reset(format);
  return {
    snapshot: format === 'columns' ? snapshotText(snapshot) : null,
    changes: joinArrays(pages),
    cursor: encodeCursor(cursor),
    hasMore,
    reset: false,
    total,
  };
}

export function pull({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const query = inputOf(c, SyncPullQuerySchema);
    const { snapshot, changes, ...rest } = await pullChanges(
      db,
      downloadPlan(c.get('user')),
      query.cursor,
      query.limit,
      c.req.raw.signal,
      query.format,
    );
    // Sent ahead of the body, so the client can ask for the next page before reading this one.
    if (rest.hasMore && !rest.reset) c.header(SYNC_NEXT_CURSOR_HEADER, rest.cursor);
    // The SyncPull shape, keys in the contract's order, with the rows spliced in as they are.
    const data = JSON.stringify({ changes: null, ...rest });
    const rows = `${snapshot === null ? '' : `"snapshot":${snapshot},`}"changes":${changes}`;
    return okJsonText(c, `{${rows}${data.slice('{"changes":null'.length)}`);
  };
}
