/**
 * The total a list query's filters leave, counted once and then answered from memory until a
 * write may have changed it (docs/ARCHITECTURE.md, "List throughput"). Counting reads every row the
 * filters leave (50,000 merchants: ~90 ms on PostgreSQL), while the page itself is an index walk
 * of 50 rows, so a recount on every call was the whole cost of a list page.
 *
 * When to count again is decided by the change log, which every write to a mirrored table appends
 * to (migration 002) and which PostgreSQL shares between server processes. A count is taken in one
 * statement together with the snapshot's xmin (every transaction that had not finished when the
 * count was taken has a txid ≥ xmin) and the number of log entries with a txid ≥ xmin it could
 * see. Any write that commits later has its entries at a txid ≥ xmin too, so the number of those
 * entries visible later differs exactly when some write committed since: then the count is taken
 * again. A transaction still running, or one rolled back, adds nothing visible. The log is shared
 * by all entities, so any write counts again; a per-entity stamp would also need every table a
 * list joins. Entries are only pruned after days (SYNC_LOG_RETENTION_DAYS), far beyond MAX_AGE_MS.
 *
 * A page is read in the same statement as its total, or as the check that the total still holds,
 * so a list call is one round trip (two when a write committed since the count).
 *
 * Calls that find no count while one for the same query is being taken wait for it and then check
 * it like any other (a cold start or an expired count under 50 callers took 25 counts at once per
 * process, 90 ms of PostgreSQL time each).
 *
 * Counts are kept per database handle (a transaction's handle keeps none beyond itself).
 */
import type { Queryable } from '../../db/client';

type Cached = { total: number; xmin: string; seen: number; at: number };

/** A count is taken again after this long whatever the log says (bounds pruning, too). */
const MAX_AGE_MS = 60_000;
/** Distinct queries remembered per database (least recently used dropped first). */
const MAX_ENTRIES = 500;

/** Per database handle: the counts kept, and the counts being taken, by query. */
type Counts = { cache: Map<string, Cached>; inFlight: Map<string, Promise<unknown>> };
const countsByHandle = new WeakMap<Queryable, Counts>();

function countsOf(db: Queryable): Counts {
  let counts = countsByHandle.get(db);
  if (!counts) {
    counts = { cache: new Map(), inFlight: new Map() };
    countsByHandle.set(db, counts);
  }
  return counts;
}

/**
 * Log entries at or after `s.xmin` this statement sees. The upper bound (2^40 transactions on) is
 * never reached; it makes the condition a range, which the planner reckons narrow without
 * statistics (PGlite has no autovacuum to gather any), so it walks sync_changes_cursor_idx
 * instead of reading the whole log (65 ms at 57,000 entries).
 */
const SEEN_SINCE = `(SELECT count(*)::int FROM sync_changes c WHERE c.txid >= s.xmin AND c.txid < s.upto)`;
const logFrom = (xmin: string) =>
  `(SELECT x AS xmin, (x::text::numeric + 1099511627776)::text::xid8 AS upto FROM (SELECT ${xmin} AS x) t) s`;

/** A statement's SQL for one value, and the parameters it uses after the filters'. */
export type PageSql = { sql: string; params: unknown[] };

/**
 * The page `page.sql` reads (one text value) and the total the filters leave. `params` are the
 * filters' ($1..$n), `page.params` follow them.
 */
export async function pageAndTotal(
  db: Queryable,
  from: string,
  where: string,
  params: unknown[],
  page: PageSql,
  now = () => performance.now(),
): Promise<{ page: string; total: number }> {
  const { cache, inFlight } = countsOf(db);
  const key = `${from}\u0000${where}\u0000${JSON.stringify(params)}`;
  const fresh = () => {
    const entry = cache.get(key);
    return entry && now() - entry.at < MAX_AGE_MS ? entry : undefined;
  };
  let cached = fresh();
  const pending = cached ? undefined : inFlight.get(key);
  if (pending) {
    await pending.catch(() => undefined);
    cached = fresh();
  }
  const allParams = [...params, ...page.params];
  if (cached) {
    const { rows } = await db.query<{ page: string; seen: number }>(
      `SELECT ${page.sql} AS page, ${SEEN_SINCE} AS seen FROM ${logFrom(`$${allParams.length + 1}::xid8`)}`,
      [...allParams, cached.xmin],
    );
    const row = rows[0];
    if (!row) throw new Error('pageAndTotal: no row');
    if (row.seen === cached.seen) {
      // Refresh its place: the most recently used are kept.
      cache.delete(key);
      cache.set(key, cached);
      return { page: row.page, total: cached.total };
    }
    // A write committed since the count: count again. The page and the total then come from two
    // snapshots, as they did when both statements ran side by side.
    const counted = await count(db, `SELECT ${TOTAL(from, where)}`, params);
    remember(cache, key, counted, now());
    return { page: row.page, total: counted.total };
  }
  const taking = count(db, `SELECT ${TOTAL(from, where)}, ${page.sql} AS page`, allParams);
  inFlight.set(key, taking);
  let counted: Counted;
  try {
    counted = await taking;
  } finally {
    if (inFlight.get(key) === taking) inFlight.delete(key);
  }
  remember(cache, key, counted, now());
  return { page: counted.page ?? '[]', total: counted.total };
}

/** The count and the log position it belongs to: one statement, one snapshot. */
const TOTAL = (from: string, where: string) =>
  `(SELECT count(*)::int FROM ${from} WHERE ${where}) AS total, s.xmin::text AS xmin, ${SEEN_SINCE} AS seen`;

type Counted = { total: number; xmin: string; seen: number; page?: string };

async function count(db: Queryable, select: string, params: unknown[]): Promise<Counted> {
  const { rows } = await db.query<Counted>(
    `${select} FROM ${logFrom('pg_snapshot_xmin(pg_current_snapshot())')}`,
    params,
  );
  const row = rows[0];
  if (!row) throw new Error('pageAndTotal: no count');
  return row;
}

function remember(cache: Map<string, Cached>, key: string, counted: Counted, at: number) {
  cache.delete(key);
  cache.set(key, { total: counted.total, xmin: counted.xmin, seen: counted.seen, at });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}
