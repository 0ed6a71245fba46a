/**
 * Pruning the change log (server/housekeeping.ts) and what it means for a cursor. Entries older
 * than the retention are deleted in small batches, oldest first; the same statement raises the
 * horizon (table sync_log_horizon, migration 008) to the highest (txid, seq) it deleted. Every
 * pruned entry is at or below the horizon, so a pull that reads the log from a position at or
 * above it has missed nothing; one from below it may have, and answers `reset` (pull.ts).
 */
import type { Queryable } from '../../db/client';

export type LogPosition = { txid: string; seq: string };

/**
 * True when the log read from `after` may have lost entries to pruning. Asked AFTER reading the
 * entries: a prune commits its delete and its horizon together, so one that removed an entry the
 * read would have seen is visible by then.
 */
export async function isBehindHorizon(db: Queryable, after: LogPosition): Promise<boolean> {
  const { rows } = await db.query<{ behind: boolean }>(
    'SELECT ($1::xid8, $2::bigint) < (txid, seq) AS behind FROM sync_log_horizon',
    [after.txid, after.seq],
  );
  return rows[0]?.behind === true;
}

/** Deletes up to `batch` entries older than `retentionDays`; answers how many. */
export async function pruneChangeLog(db: Queryable, retentionDays: number, batch: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM sync_changes WHERE seq IN (
         SELECT seq FROM sync_changes WHERE created_at < now() - make_interval(days => $1)
         ORDER BY created_at LIMIT $2)
       RETURNING txid, seq),
     raised AS (
       UPDATE sync_log_horizon h SET txid = top.txid, seq = top.seq
       FROM (SELECT txid, seq FROM gone ORDER BY txid DESC, seq DESC LIMIT 1) top
       WHERE (top.txid, top.seq) > (h.txid, h.seq))
     SELECT count(*)::int AS n FROM gone`,
    [retentionDays, batch],
  );
  return rows[0]?.n ?? 0;
}
