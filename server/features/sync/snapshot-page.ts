/**
 * Bootstrap: the watermark and row count taken at the start, then pages of the current rows,
 * entity by entity, in id order (keyset pagination on the primary key, so every page is an index
 * range scan however deep the bootstrap is).
 */
import type { SyncChange } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { toNumber } from '../../lib/sql-format';
import { ENTITY_SOURCES, scopeCondition } from './sync-entities';
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
  merchantId: string | null,
): Promise<{ watermark: string; total: number }> {
  const counts = ENTITY_SOURCES.map(
    (source) => `(SELECT count(*) FROM ${source.from} WHERE true${scopeCondition(source, merchantId, 1)})`,
  ).join(' + ');
  const { rows } = await db.query<{ watermark: string; total: string | number }>(
    `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS watermark, (${counts})::int AS total`,
    merchantId === null ? [] : [merchantId],
  );
  const row = rows[0];
  if (!row) throw new Error('startSnapshot: no row');
  return { watermark: row.watermark, total: toNumber(row.total) };
}

export async function snapshotPage(
  db: Queryable,
  source: EntitySource,
  merchantId: string | null,
  afterId: string | null,
  limit: number,
): Promise<SyncChange[]> {
  const params: unknown[] = [afterId ?? BEFORE_FIRST_ID, limit];
  const scope = scopeCondition(source, merchantId, 3);
  if (scope) params.push(merchantId);
  // One json_agg text per page: PGlite hands over one value instead of 30 columns x 5,000 rows,
  // several times faster, and JSON.parse of it is cheap.
  const { rows } = await db.query<{ page: string | null }>(
    `SELECT json_agg(x ORDER BY x.id)::text AS page FROM (
       SELECT ${source.columns} FROM ${source.from}
       WHERE ${source.id} > $1::uuid${scope}
       ORDER BY ${source.id} LIMIT $2) x`,
    params,
  );
  const page = JSON.parse(rows[0]?.page ?? '[]') as Array<
    Record<string, unknown> & { id: string; version: number }
  >;
  return page.map((row) => ({
    entity: source.entity,
    id: row.id,
    op: 'upsert' as const,
    row,
    version: row.version,
  }));
}
