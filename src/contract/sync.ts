import * as v from 'valibot';
import { SYNC_ENTITIES } from './entities';
import { queryInteger } from './list-query';

export const SyncChangeSchema = v.object({
  entity: v.picklist(SYNC_ENTITIES),
  id: v.string(),
  op: v.picklist(['upsert', 'delete']),
  /** The row as the entity's list answers it (camelCase); null for a delete (tombstone). */
  row: v.nullable(v.record(v.string(), v.unknown())),
  version: v.number(),
});
export type SyncChange = v.InferOutput<typeof SyncChangeSchema>;

/**
 * Snapshot rows of one entity as columns: the names once, then one array of values per row, in
 * the names' order (`id` and `version` among them). A bootstrap page of 5,000 bookings is less
 * than half the JSON of one object per change, which the server builds, gzips and the device
 * parses (docs/ARCHITECTURE.md, Offline core). Checked whole here: every row has one value per
 * column; the values themselves are checked where the rows are used (apply-page, list engine).
 */
export const SyncRowsSchema = v.pipe(
  v.object({
    entity: v.picklist(SYNC_ENTITIES),
    columns: v.pipe(
      v.array(v.string()),
      v.check(
        (columns) =>
          columns.includes('id') && columns.includes('version') && new Set(columns).size === columns.length,
        'a snapshot needs unique columns with id and version',
      ),
    ),
    // Not v.array(v.unknown()) per row: that copies 110,000 values per page to check nothing.
    rows: v.array(v.any()),
  }),
  v.check(
    ({ columns, rows }) => rows.every((row: unknown) => Array.isArray(row) && row.length === columns.length),
    'every snapshot row has one value per column',
  ),
);
export type SyncRows = v.InferOutput<typeof SyncRowsSchema>;

/**
 * `GET /Sync/pull?cursor=&limit=&format=`. An empty cursor starts a bootstrap: a snapshot of every
 * row the caller may see, then the change log from where the snapshot began. `reset: true` tells
 * the client to drop its mirror and start again with an empty cursor (unknown or expired cursor,
 * or a change of scope). `total` is the number of rows of the bootstrap snapshot (for a progress
 * bar); null once the pull is past the snapshot.
 *
 * With `format=columns` the snapshot's rows come in `snapshot` (upserts, applied before `changes`,
 * which then hold only the log); without it, every row is a change (what app versions before the
 * columns asked for: an installed app may still run one until it updates).
 */
export const SyncPullSchema = v.object({
  snapshot: v.optional(v.array(SyncRowsSchema)),
  changes: v.array(SyncChangeSchema),
  cursor: v.string(),
  hasMore: v.boolean(),
  reset: v.boolean(),
  total: v.nullable(v.number()),
});
export type SyncPull = v.InferOutput<typeof SyncPullSchema>;

export const SYNC_PULL_FORMATS = ['changes', 'columns'] as const;
export type SyncPullFormat = (typeof SYNC_PULL_FORMATS)[number];

/**
 * A pull answer with more to come names its `cursor` in this header too: the header arrives before
 * the body, so the client asks for the next page while this one still downloads and is parsed,
 * and the server builds it meanwhile instead of waiting (docs/ARCHITECTURE.md, Offline core). The
 * body's `cursor` stays the one that counts; a page asked early is used only if they agree.
 */
export const SYNC_NEXT_CURSOR_HEADER = 'X-Sync-Next-Cursor';

export const SyncPullQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500, 'validation.tooLong')), ''),
  limit: queryInteger(1000, 1, 5000),
  format: v.optional(v.picklist(SYNC_PULL_FORMATS, 'validation.invalid'), 'changes'),
});

/** One snapshot row as its object (`columns[i]` = `values[i]`). */
export function rowOfColumns(
  columns: readonly string[],
  values: readonly unknown[],
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i += 1) row[columns[i] as string] = values[i];
  return row;
}

/** Every change of a pull page in the order it applies: the snapshot's upserts, then `changes`. */
export function changesOfPage(page: Pick<SyncPull, 'snapshot' | 'changes'>): SyncChange[] {
  const changes: SyncChange[] = [];
  for (const { entity, columns, rows } of page.snapshot ?? []) {
    for (const values of rows as unknown[][]) {
      const row = rowOfColumns(columns, values);
      changes.push({ entity, id: row.id as string, op: 'upsert', row, version: row.version as number });
    }
  }
  if (!changes.length) return page.changes;
  for (const change of page.changes) changes.push(change);
  return changes;
}

/** Header of every mutating call: the outbox op id, so a replay is recognised (docs/ARCHITECTURE.md, Offline core). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A 409 answer to an update whose `baseVersion` is stale carries the current row, so the client
 * can merge field by field (code `sync.conflict`).
 */
export const ConflictDataSchema = v.object({ current: v.record(v.string(), v.unknown()) });

/** At most this many ops in one `POST /Sync/push`. */
export const SYNC_PUSH_MAX_OPS = 100;

/**
 * Calls a batch may carry: any call under the API base except the sign-in family (`General/*`:
 * sessions and cookies are not batch business) and `Sync/*` itself (no batch inside a batch).
 * A plain path: no dot segments (a segment never starts with '.'), no percent escapes (`%2e%2e`
 * would be one), no empty segments, no query or fragment.
 */
export function isBatchablePath(path: string): boolean {
  if (!/^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/.test(path)) return false;
  const area = path.split('/')[1]?.toLowerCase();
  return area !== 'general' && area !== 'sync';
}

/** One outbox op in a batch: `id` is its Idempotency-Key, `path` is relative to the API base. */
export const SyncPushOpSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,200}$/, 'validation.invalid')),
  method: v.picklist(['POST', 'PUT', 'PATCH', 'DELETE'], 'validation.invalid'),
  path: v.pipe(v.string(), v.maxLength(500, 'validation.tooLong')),
  body: v.optional(v.unknown()),
  /**
   * Where the change was made, for the audit: the page it was made on (sent in its own call as the
   * page-path header; the batch's header names the page the device was on when it sent), and the
   * file an imported change came from.
   */
  pagePath: v.optional(v.pipe(v.string(), v.maxLength(200, 'validation.tooLong'))),
  importFile: v.optional(v.pipe(v.string(), v.maxLength(255, 'validation.tooLong'))),
});
export type SyncPushOp = v.InferOutput<typeof SyncPushOpSchema>;

/** `POST /Sync/push`: ops of the outbox, oldest first. */
export const SyncPushSchema = v.object({
  ops: v.pipe(
    v.array(SyncPushOpSchema),
    v.minLength(1, 'validation.required'),
    v.maxLength(SYNC_PUSH_MAX_OPS, 'validation.invalid'),
  ),
});

/**
 * The answer of one op, as its own call would have answered: status, the envelope (`body`, null
 * when the answer was not JSON), `Retry-After` and whether it was an idempotent replay.
 */
export const SyncPushResultSchema = v.object({
  id: v.string(),
  status: v.number(),
  body: v.unknown(),
  retryAfter: v.nullable(v.string()),
  replayed: v.boolean(),
});
export type SyncPushResult = v.InferOutput<typeof SyncPushResultSchema>;

/**
 * The ops are run in order, each as its own call, and the batch stops after the first op that is
 * not answered 2xx: `results` holds the ops that ran, the last one possibly refused; the rest were
 * not run and are simply sent again later.
 */
export const SyncPushAnswerSchema = v.object({ results: v.array(SyncPushResultSchema) });
export type SyncPushAnswer = v.InferOutput<typeof SyncPushAnswerSchema>;
