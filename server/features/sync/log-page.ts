/**
 * After the snapshot: the change log from a (txid, seq) cursor. Only entries whose txid is below
 * the xmin of the reading statement's snapshot are read: all those transactions have finished,
 * and any transaction still running or yet to start has a txid >= that xmin, hence above every
 * entry delivered. So a change can never appear behind the cursor, however many connections
 * write and in whatever order they commit (a plain `seq > cursor` could skip a seq taken before
 * a commit that becomes visible after a higher one). A long-running transaction delays the pull
 * until it ends; it never loses a change.
 */
import type { SyncChange } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { toNumber } from '../../lib/sql-format';
import type { DownloadPlan } from './download-plan';
import { plannedSource } from './download-plan';
import { SHARED_LOG_ENTITIES } from './sync-entities';

export type Entry = {
  txid: string;
  seq: string;
  entity: string;
  entity_id: string;
  op: string;
  version: string;
};

const ENTRY_COLUMNS =
  'c.txid::text AS txid, c.seq::text AS seq, c.entity, c.entity_id::text, c.op, c.version';
const AFTER_CURSOR = `(c.txid, c.seq) > ($1::xid8, $2::bigint)
  AND c.txid < pg_snapshot_xmin(pg_current_snapshot())`;

// Staff: the whole log. A merchant: its own entries plus the null-merchant entries of the entities
// shared with every merchant (SHARED_LOG_ENTITIES: roles, menu, markups for all), each side an index range scan (sync_changes_merchant_idx, sync_changes_global_idx).
const STAFF_ENTRIES = `SELECT ${ENTRY_COLUMNS} FROM sync_changes c WHERE ${AFTER_CURSOR}
  ORDER BY c.txid, c.seq LIMIT $3`;
const MERCHANT_ENTRIES = `SELECT * FROM (
  (SELECT ${ENTRY_COLUMNS} FROM sync_changes c WHERE c.merchant_id = $4 AND ${AFTER_CURSOR}
   ORDER BY c.txid, c.seq LIMIT $3)
  UNION ALL
  (SELECT ${ENTRY_COLUMNS} FROM sync_changes c
   WHERE c.merchant_id IS NULL AND c.entity = ANY($5::text[]) AND ${AFTER_CURSOR}
   ORDER BY c.txid, c.seq LIMIT $3)
) e ORDER BY e.txid::xid8, e.seq::bigint LIMIT $3`;

/** Change-log entries after the cursor, below the watermark, in (txid, seq) order. */
export async function readEntries(
  db: Queryable,
  merchantId: string | null,
  after: { txid: string; seq: string },
  limit: number,
): Promise<Entry[]> {
  const params: unknown[] = [after.txid, after.seq, limit];
  if (merchantId !== null) params.push(merchantId, SHARED_LOG_ENTITIES);
  const { rows } = await db.query<Entry>(merchantId === null ? STAFF_ENTRIES : MERCHANT_ENTRIES, params);
  return rows;
}

export type LogPage = { changes: SyncChange[]; last: { txid: string; seq: string } | null; hasMore: boolean };

export async function logPage(
  db: Queryable,
  plan: DownloadPlan,
  after: { txid: string; seq: string },
  limit: number,
): Promise<LogPage> {
  const rows = await readEntries(db, plan.merchantId, after, limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return {
    changes: await withCurrentRows(db, plan, entries),
    last: last ? { txid: last.txid, seq: last.seq } : null,
    hasMore: rows.length > limit,
  };
}

/**
 * Each change carries the row as it is NOW (one query per entity), read with the caller's columns
 * and rows (download-plan.ts). A row that is gone, or no longer in the caller's scope, is a
 * delete. Several entries of one row in a page collapse into its last one. Entries of an entity
 * the caller does not download are passed over (the cursor still moves past them).
 */
async function withCurrentRows(db: Queryable, plan: DownloadPlan, entries: Entry[]): Promise<SyncChange[]> {
  const latest = new Map<string, Entry>();
  for (const entry of entries) {
    if (!plannedSource(plan, entry.entity)) continue;
    const key = `${entry.entity}:${entry.entity_id}`;
    latest.delete(key);
    latest.set(key, entry);
  }
  const current = new Map<string, Record<string, unknown>>();
  const entities = new Set([...latest.values()].map((entry) => entry.entity));
  for (const entity of entities) {
    const source = plannedSource(plan, entity);
    if (!source) continue;
    const ids = [...latest.values()].filter((e) => e.entity === entity).map((e) => e.entity_id);
    const where = source.where(2);
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT ${source.columns} FROM ${source.from} WHERE ${source.id} = ANY($1::uuid[])${where.sql}`,
      [ids, ...where.params],
    );
    for (const row of rows) current.set(`${entity}:${String(row.id)}`, row);
  }
  return [...latest.entries()].flatMap(([key, entry]) => {
    const row = current.get(key) ?? null;
    // A row addressed to someone else (notifications) was never on this device: no delete for it.
    if (!row && entry.op === 'upsert' && plannedSource(plan, entry.entity)?.access.rows === 'recipient')
      return [];
    return {
      entity: entry.entity as SyncChange['entity'],
      id: entry.entity_id,
      op: row ? 'upsert' : 'delete',
      row,
      version: row ? (row.version as number) : toNumber(entry.version),
    };
  });
}
