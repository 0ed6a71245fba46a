import * as v from 'valibot';

/** What the delta pull mirrors (DESIGN.md §5). */
export const SYNC_ENTITIES = ['merchants', 'users', 'bookings', 'invoices', 'roles', 'menu'] as const;
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
  limit: v.pipe(
    v.optional(v.union([v.string(), v.number()]), 1000),
    v.transform(Number),
    v.integer('validation.integer'),
    v.minValue(1, 'validation.range'),
    v.maxValue(5000, 'validation.range'),
  ),
});

/** Header of every mutating call: the outbox op id, so a replay is recognised (DESIGN.md §5). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A 409 answer to an update whose `baseVersion` is stale carries the current row, so the client
 * can merge field by field (code `sync.conflict`).
 */
export const ConflictDataSchema = v.object({ current: v.record(v.string(), v.unknown()) });
