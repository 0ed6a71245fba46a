import type { SyncEntity } from '../../contract';
import { addIndexFields, stripLocalFields } from '../db/index-fields';
import type { MirrorDb } from '../db/mirror-db';
import type { MirrorRow, OutboxOp } from '../db/mirror-rows';

/**
 * How a visible row relates to the server copy. A row with pending ops is shown as
 * shadow (the last server copy) + every pending op's patch, oldest first, so local changes stay
 * visible until the server confirms them and a discard can roll back exactly. Every function here
 * must run inside a `db.transaction('rw', …)` over the row's table, the outbox and the shadows.
 */

/** The pending ops of one row, in replay order. */
export function findRowOps(db: MirrorDb, entity: SyncEntity, id: string): Promise<OutboxOp[]> {
  return db.outbox.where('[entity+entityId]').equals([entity, id]).sortBy('seq');
}

/**
 * Shadow + patches. With no server copy only a create op can start the row: the later ops of a
 * row the server deleted must not conjure up a partial row.
 */
export function composeRow(id: string, base: MirrorRow | null, ops: OutboxOp[]): MirrorRow | null {
  let row: MirrorRow | null = base ? { ...base } : null;
  for (const op of ops) {
    if (!row && !op.create) continue;
    row = { ...(row ?? { version: 0 }), ...op.patch, id };
  }
  if (!row) return null;
  if (ops.length) row._pending = true;
  return row;
}

/** Recomputes the visible row from its shadow and remaining ops; drops a shadow nobody needs. */
export async function rebuildRow(db: MirrorDb, entity: SyncEntity, id: string): Promise<void> {
  const [ops, shadow] = await Promise.all([findRowOps(db, entity, id), db.shadows.get([entity, id])]);
  const row = composeRow(id, shadow?.row ?? null, ops);
  if (!ops.length && shadow) await db.shadows.delete([entity, id]);
  if (row) await db.rows(entity).put(addIndexFields(entity, row));
  else await db.rows(entity).delete(id);
}

/**
 * What a record becomes when the server's copy of it arrives (a confirmed write, their side of a
 * conflict), given its stored shadow, visible row and pending ops: the shadow to keep (null: none)
 * and the row to show (null: keep the visible one). Older than what we hold is ignored: a pull may
 * already have brought a newer copy.
 */
export function settleServerRow(
  incoming: MirrorRow,
  shadow: MirrorRow | undefined,
  visible: MirrorRow | undefined,
  ops: OutboxOp[],
): { shadow: MirrorRow | null; row: MirrorRow | null } {
  const row = stripLocalFields(incoming);
  if (!ops.length) {
    const known = visible?._pending ? undefined : visible;
    return { shadow: null, row: !known || row.version >= known.version ? row : null };
  }
  const base = !shadow || row.version >= shadow.version ? row : shadow;
  return { shadow: base, row: composeRow(row.id, base, ops) };
}

/** Takes a row the server answered, by `settleServerRow`. */
export async function applyServerRow(db: MirrorDb, entity: SyncEntity, incoming: MirrorRow): Promise<void> {
  const key: [string, string] = [entity, incoming.id];
  const [ops, shadow, visible] = await Promise.all([
    findRowOps(db, entity, incoming.id),
    db.shadows.get(key),
    db.rows(entity).get(incoming.id),
  ]);
  const settled = settleServerRow(incoming, shadow?.row, visible, ops);
  if (settled.shadow) await db.shadows.put({ entity, id: incoming.id, row: settled.shadow });
  else if (shadow) await db.shadows.delete(key);
  if (settled.row) await db.rows(entity).put(addIndexFields(entity, settled.row));
}

/** The values of `fields` in `row`: the merge base kept on an op. */
export function pickFields(row: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(row, field)) picked[field] = row[field];
  return picked;
}

/** A body with its `baseVersion` replaced, when it carries one (updates do, creates do not). */
export function withBaseVersion(body: unknown, baseVersion: number): unknown {
  if (typeof body !== 'object' || body === null || !('baseVersion' in body)) return body;
  return { ...body, baseVersion };
}
