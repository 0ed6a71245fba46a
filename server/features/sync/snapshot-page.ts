/**
 * Bootstrap: the watermark and row count taken at the start, then pages of the current rows,
 * entity by entity, in id order (keyset pagination on the primary key, so every page is an index
 * range scan however deep the bootstrap is).
 */
import type { SyncPullFormat } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { toNumber } from '../../lib/sql-format';
import type { DownloadPlan, PlannedSource } from './download-plan';
import type { EntitySource } from './sync-entities';

/** Below every real id: gen_random_uuid() never returns the nil uuid. */
const BEFORE_FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * W = the xmin of this statement's snapshot: every transaction with a txid below it has finished,
 * and anything that had not finished (or starts later) gets a txid >= W. The counts come from the
 * same snapshot. Rows read later by the pages may already include some of those later changes;
 * the log from (W, 0) repeats them, which is harmless (the client keeps the higher version).
 */
export async function startSnapshot(
  db: Queryable,
  plan: DownloadPlan,
): Promise<{ watermark: string; total: number }> {
  const params: unknown[] = [];
  const counts = plan.sources.map((source) => {
    const where = source.where(params.length + 1);
    params.push(...where.params);
    return `(SELECT count(*) FROM ${source.from} WHERE true${where.sql})`;
  });
  const { rows } = await db.query<{ watermark: string; total: string | number }>(
    `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS watermark, (${counts.join(' + ') || '0'})::int AS total`,
    params,
  );
  const row = rows[0];
  if (!row) throw new Error('startSnapshot: no row');
  return { watermark: row.watermark, total: toNumber(row.total) };
}

/** One snapshot page as the database wrote it: the rows' JSON array text, never parsed here. */
export type SnapshotPage = { json: string; count: number; lastId: string | null };

/**
 * How a snapshot row is written: one change object each (`changes`, what app versions before the
 * columns read), or one array of values in the source's column order (`columns`).
 */
const ROW_JSON: Record<SyncPullFormat, (source: EntitySource) => string> = {
  // The entity's name is one of ours (SYNC_ENTITIES), like the table and columns around it.
  changes: (source) =>
    `json_build_object('entity', '${source.entity}', 'id', x.id, 'op', 'upsert', 'row', to_json(x), 'version', x.version)`,
  columns: (source) => `json_build_array(${source.names.map((name) => `x."${name}"`).join(', ')})`,
};

/**
 * The rows are written by the database (one JSON value per row, one `json_agg` text per page) and
 * go into the answer as that text: PGlite hands over one value instead of 30 columns x 1,000 rows,
 * and the server neither parses nor re-serialises megabytes of rows on its event loop. As arrays,
 * 1,000 bookings are 0.36 MB instead of 0.79 MB and build in about half the time.
 * `lastId` is the greatest id sent (uuid text compares as the uuid does).
 */
export async function snapshotPage(
  db: Queryable,
  source: PlannedSource,
  afterId: string | null,
  limit: number,
  format: SyncPullFormat = 'changes',
): Promise<SnapshotPage> {
  const where = source.where(3);
  const params: unknown[] = [afterId ?? BEFORE_FIRST_ID, limit, ...where.params];
  const scope = where.sql;
  const { rows } = await db.query<{ page: string | null; count: number; last_id: string | null }>(
    `SELECT json_agg(${ROW_JSON[format](source)} ORDER BY x.id)::text AS page,
            count(*)::int AS count, max(x.id::text) AS last_id
     FROM (
       SELECT ${source.columns} FROM ${source.from}
       WHERE ${source.id} > $1::uuid${scope}
       ORDER BY ${source.id} LIMIT $2) x`,
    params,
  );
  const row = rows[0];
  return { json: row?.page ?? '[]', count: toNumber(row?.count ?? 0), lastId: row?.last_id ?? null };
}
