import { stripLocalFields } from '../db/index-fields';
import type { MirrorDb } from '../db/mirror-db';
import type { MirrorRow, OutboxOp } from '../db/mirror-rows';
import { mergeFields } from './merge';
import { deleteOpFiles } from './outbox-files';
import { applyServerRow, pickFields, withBaseVersion } from './row-state';

/**
 * Conflicts: the server answered `sync.conflict` because the op's baseVersion is stale. The op
 * keeps the fields it changed as they were when it was made (`base`), so the three-way merge is
 * exact even after pulls have moved the shadow on.
 */
export function mergeOp(op: OutboxOp, theirs: MirrorRow) {
  const current = stripLocalFields(theirs);
  return mergeFields({ ...current, ...op.base }, { ...current, ...op.patch }, current);
}

/**
 * The op remade on top of their row: new baseVersion, base = their values, patch = the merged
 * values of its fields, and the body's fields set to the merged row's (so a full-form body does
 * not overwrite what they changed and I did not).
 */
export function rebaseOp(
  op: OutboxOp,
  theirs: MirrorRow,
  merged: Record<string, unknown>,
): Partial<OutboxOp> {
  const fields = Object.keys(op.patch);
  let body = withBaseVersion(op.body, theirs.version);
  if (typeof body === 'object' && body !== null) {
    const next: Record<string, unknown> = { ...body };
    for (const field of Object.keys(next)) {
      if (field !== 'id' && field !== 'baseVersion' && Object.hasOwn(merged, field))
        next[field] = merged[field];
    }
    body = next;
  }
  return {
    baseVersion: theirs.version,
    base: pickFields(theirs, fields),
    patch: pickFields(merged, fields),
    body,
    state: 'queued',
    nextAttemptAt: 0,
    error: null,
    conflict: null,
  };
}

/**
 * The user's answer to a conflict. `theirs` drops my op and shows their row; `mine` rebases my
 * op on their version (my values win on the conflicting fields) and queues it again.
 */
export async function resolveConflict(
  db: MirrorDb,
  opId: string,
  choice: 'mine' | 'theirs',
): Promise<boolean> {
  const op = await db.outbox.get({ id: opId });
  if (!op) return false;
  const tables = [db.rows(op.entity).table, db.outbox, db.shadows, db.outboxFiles];
  return db.transaction('rw', tables, async () => {
    const fresh = await db.outbox.get({ id: opId });
    if (fresh?.state !== 'conflict' || !fresh.conflict) return false;
    const theirs = fresh.conflict.theirs;
    if (choice === 'theirs') {
      await db.outbox.delete(fresh.seq as number);
      await deleteOpFiles(db, [fresh]);
    } else {
      const mine = { ...stripLocalFields(theirs), ...fresh.patch };
      await db.outbox.update(fresh.seq as number, rebaseOp(fresh, theirs, mine));
    }
    // Their row becomes the shadow (or the row itself when nothing else is pending on it).
    await applyServerRow(db, fresh.entity, theirs);
    return true;
  });
}
