/**
 * GET /Sync/pull?cursor=&limit= — the delta pull (DESIGN.md §5). An empty cursor starts a
 * bootstrap: watermark W and row count first, then the snapshot entity by entity, then the change
 * log from (W, 0). One answer may span phases: it is filled up to `limit` changes. A cursor from
 * before the pruned part of the log answers `reset` (log-horizon.ts).
 */
import type { Context } from 'hono';
import { SyncPullQuerySchema } from '../../../src/contract';
import type { SyncChange, SyncPull } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { parseInput } from '../../lib/validation';
import { isBehindHorizon } from './log-horizon';
import { logPage } from './log-page';
import { snapshotPage, startSnapshot } from './snapshot-page';
import { ENTITY_SOURCES } from './sync-entities';
import { decodeCursor, encodeCursor, scopeTag } from './sync-cursor';
import type { Cursor } from './sync-cursor';

const RESET: SyncPull = { changes: [], cursor: '', hasMore: false, reset: true, total: null };

export async function pullChanges(
  db: Queryable,
  merchantId: string | null,
  cursorText: string,
  limit: number,
): Promise<SyncPull> {
  const tag = scopeTag(merchantId);
  let cursor: Cursor;
  if (cursorText === '') {
    const { watermark, total } = await startSnapshot(db, merchantId);
    cursor = { v: 1, p: 's', s: tag, w: watermark, e: 0, k: null, t: total };
  } else {
    const decoded = decodeCursor(cursorText);
    if (!decoded || decoded.s !== tag || (decoded.p === 's' && decoded.e >= ENTITY_SOURCES.length)) {
      return RESET;
    }
    cursor = decoded;
  }
  const total = cursor.p === 's' ? cursor.t : null;
  const changes: SyncChange[] = [];

  while (cursor.p === 's' && changes.length < limit) {
    const source = ENTITY_SOURCES[cursor.e];
    if (!source) break;
    const wanted = limit - changes.length;
    const page = await snapshotPage(db, source, merchantId, cursor.k, wanted);
    changes.push(...page);
    if (page.length === wanted) {
      cursor = { ...cursor, k: page.at(-1)?.id ?? cursor.k };
    } else if (cursor.e + 1 < ENTITY_SOURCES.length) {
      cursor = { ...cursor, e: cursor.e + 1, k: null };
    } else {
      cursor = { v: 1, p: 'l', s: tag, x: cursor.w, q: '0' };
    }
  }

  // Where this answer reads the log from: checked against the pruned horizon after reading.
  const logFrom = cursor.p === 'l' ? { txid: cursor.x, seq: cursor.q } : null;
  let hasMore = true;
  if (cursor.p === 'l' && changes.length < limit) {
    const page = await logPage(db, merchantId, { txid: cursor.x, seq: cursor.q }, limit - changes.length);
    changes.push(...page.changes);
    if (page.last) cursor = { ...cursor, x: page.last.txid, q: page.last.seq };
    hasMore = page.hasMore;
  }
  // Entries after `logFrom` were pruned (older than the retention): the client starts over.
  if (logFrom && (await isBehindHorizon(db, logFrom))) return RESET;
  return { changes, cursor: encodeCursor(cursor), hasMore, reset: false, total };
}

export function pull({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const query = parseInput(SyncPullQuerySchema, c.req.query());
    return ok(c, await pullChanges(db, merchantScope(c.get('user')), query.cursor, query.limit));
  };
}
