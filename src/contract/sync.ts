import * as v from 'valibot';
import { queryInteger } from './list-query';

/** What the delta pull mirrors (docs/ARCHITECTURE.md, Offline core). */
export const SYNC_ENTITIES = [
  'merchants',
  'users',
  'bookings',
  'invoices',
  'invoiceNotes',
  'topUps',
  'creditEntries',
  'creditAccounts',
  'clients',
  'markups',
  'cases',
  'roles',
  'menu',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

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
 * `GET /Sync/pull?cursor=&limit=`. An empty cursor starts a bootstrap: a snapshot of every row the
 * caller may see, then the change log from where the snapshot began. `reset: true` tells the
 * client to drop its mirror and start again with an empty cursor (unknown or expired cursor, or a
 * change of scope). `total` is the number of rows of the bootstrap snapshot (for a progress bar);
 * null once the pull is past the snapshot.
 */
export const SyncPullSchema = v.object({
  changes: v.array(SyncChangeSchema),
  cursor: v.string(),
  hasMore: v.boolean(),
  reset: v.boolean(),
  total: v.nullable(v.number()),
});
export type SyncPull = v.InferOutput<typeof SyncPullSchema>;

export const SyncPullQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(500, 'validation.tooLong')), ''),
  limit: queryInteger(1000, 1, 5000),
});

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
