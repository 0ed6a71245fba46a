import type { SyncEntity } from '../../contract';
import { addIndexFields, stripLocalFields } from '../db/index-fields';
import type { MirrorDb } from '../db/mirror-db';
import type { OpMethod, OutboxOp, RowPatch } from '../db/mirror-rows';
import { deleteOpFiles, fileRecords, type NewOutboxFile } from './outbox-files';
import { pickFields, rebuildRow } from './row-state';
import { noteOwnChange } from './own-changes';

/**
 * The outbox: every write goes here first, online or offline (docs/ARCHITECTURE.md, Offline core). The optimistic row,
 * its shadow and the op are written in ONE transaction, so the UI never shows a change that is
 * not queued, and a queued change is never missing from the UI.
 */
export type ChangeRequest = { method: OpMethod; path: string; body: unknown };

export type NewChange = {
  entity: SyncEntity;
  entityId: string;
  /** The fields the change sets, as the server names them. */
  patch: RowPatch;
  request: ChangeRequest;
  /** The server version the change is made on (0 for a create). */
  baseVersion: number;
  /** The row does not exist on the server yet; its id is chosen by the client (a uuid). */
  create?: boolean;
  /**
   * Files the request sends (a bank-in slip), stored with the op in its transaction and sent as
   * multipart/form-data (outbox-files.ts).
   */
  files?: readonly NewOutboxFile[];
};

/**
 * A change to a row the server has, on the version this device holds (docs/ARCHITECTURE.md,
 * Outbox): the caller names what the call sets once (`fields`), and what the row shows meanwhile
 * only where it differs (`shown`: a timestamp, a derived name, a status code for an action). The
 * row's id and version are added here, to the op and to the body, as every versioned update and
 * status call takes them.
 */
export function rowChange(
  entity: SyncEntity,
  row: { id: string; version: number },
  path: string,
  fields: Record<string, unknown>,
  shown: RowPatch = {},
): NewChange {
  return {
    entity,
    entityId: row.id,
    baseVersion: row.version,
    patch: { ...fields, ...shown },
    request: { method: 'POST', path, body: { id: row.id, baseVersion: row.version, ...fields } },
  };
}

const rowTables = (db: MirrorDb, entity: SyncEntity) => [
  db.rows(entity).table,
  db.outbox,
  db.shadows,
  db.outboxFiles,
];

export function enqueueChange(db: MirrorDb, change: NewChange, now = Date.now()): Promise<OutboxOp> {
  const { entity, entityId, patch, request, baseVersion, create = false, files = [] } = change;
  // Only an op with files takes the files table into its transaction: the others stay as lean.
  const tables = files.length ? rowTables(db, entity) : rowTables(db, entity).slice(0, 3);
  return db
    .transaction('rw', tables, async () => {
      // One read, then every write issued at once (IndexedDB runs them in order within the
      // transaction): the enqueue is on the path of every click, so it stays this lean.
      const current = await db.rows(entity).get(entityId);
      if (!current && !create) throw new Error(`enqueueChange: ${entity} ${entityId} is not in the mirror`);
      const op: OutboxOp = {
        id: crypto.randomUUID(),
        userId: db.userId,
        ...request,
        entity,
        entityId,
        baseVersion,
        patch,
        base: current && !create ? pickFields(current, Object.keys(patch)) : null,
        create,
        state: 'queued',
        attempts: 0,
        nextAttemptAt: 0,
        error: null,
        conflict: null,
        createdAt: now,
        ...(files.length ? { files: files.map((file) => file.field) } : {}),
      };
      const next = { ...(current ?? { version: baseVersion }), ...patch, id: entityId, _pending: true };
      const writes: Promise<unknown>[] = [
        db.outbox.add(op),
        db.rows(entity).put(addIndexFields(entity, next)),
      ];
      if (files.length) writes.push(db.outboxFiles.bulkAdd(fileRecords(op.id, files)));
      // A visible row is marked `_pending` exactly while it has queued ops (row-state.ts), so an
      // unmarked row gets its first op now: keep its server copy, the point a discard rolls back to.
      if (current && !current._pending && !create) {
        writes.push(db.shadows.put({ entity, id: entityId, row: stripLocalFields(current) }));
      }
      const [seq] = await Promise.all(writes);
      op.seq = seq as number;
      return op;
    })
    .then((op) => {
      noteOwnChange(entity, entityId);
      return op;
    });
}

/**
 * Drops an op and its files, and rolls its row back to shadow + the remaining ops (a
 * never-created row goes). An op being sent cannot be discarded: the server may be applying it
 * right now.
 */
export async function discardOp(db: MirrorDb, opId: string): Promise<boolean> {
  const op = await db.outbox.get({ id: opId });
  if (!op || op.state === 'sending') return false;
  return db.transaction('rw', rowTables(db, op.entity), async () => {
    const fresh = await db.outbox.get({ id: opId });
    if (!fresh || fresh.state === 'sending') return false;
    await db.outbox.delete(fresh.seq as number);
    await deleteOpFiles(db, [fresh]);
    await rebuildRow(db, fresh.entity, fresh.entityId);
    return true;
  });
}

/** Sends a failed op again at the next replay. */
export async function retryOp(db: MirrorDb, opId: string): Promise<boolean> {
  const changed = await db.outbox
    .where('id')
    .equals(opId)
    .and((op) => op.state === 'failed')
    .modify({ state: 'queued', nextAttemptAt: 0, error: null });
  return changed > 0;
}

/**
 * Replaces a failed op's change and queues it again under the same id. The server stores only
 * successful answers, so the same Idempotency-Key may carry the corrected body. The op's files
 * stay, unless `files` replaces them all.
 */
export async function editOp(
  db: MirrorDb,
  opId: string,
  edit: { patch: RowPatch; body: unknown; files?: readonly NewOutboxFile[] },
): Promise<boolean> {
  const op = await db.outbox.get({ id: opId });
  if (!op) return false;
  return db.transaction('rw', rowTables(db, op.entity), async () => {
    const fresh = await db.outbox.get({ id: opId });
    if (fresh?.state !== 'failed') return false;
    const shadow = await db.shadows.get([fresh.entity, fresh.entityId]);
    await db.outbox.update(fresh.seq as number, {
      patch: edit.patch,
      body: edit.body,
      base: fresh.create ? null : pickFields({ ...shadow?.row, ...fresh.base }, Object.keys(edit.patch)),
      state: 'queued',
      nextAttemptAt: 0,
      error: null,
      ...(edit.files ? { files: edit.files.map((file) => file.field) } : {}),
    });
    if (edit.files) {
      await deleteOpFiles(db, [fresh]);
      await db.outboxFiles.bulkAdd(fileRecords(fresh.id, edit.files));
    }
    await rebuildRow(db, fresh.entity, fresh.entityId);
    return true;
  });
}
