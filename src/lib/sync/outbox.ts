import type { SyncEntity } from '../../contract';
import { addIndexFields, stripLocalFields } from '../db/index-fields';
import type { MirrorDb } from '../db/mirror-db';
import { pagePathHeader } from '../api/page-path';
import type {
  MirrorRow,
  OpMethod,
  OpOrigin,
  OutboxFile,
  OutboxOp,
  RowPatch,
  ShadowRow,
} from '../db/mirror-rows';
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
  /** The file an imported change came from (docs/ARCHITECTURE.md, Import). */
  importFile?: string;
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

export async function enqueueChange(db: MirrorDb, change: NewChange, now = Date.now()): Promise<OutboxOp> {
  const [op] = await enqueueChanges(db, [change], now);
  return op as OutboxOp;
}

/**
 * Several changes queued in ONE transaction, as if queued one after the other: all of them or none
 * (an import's rows, docs/ARCHITECTURE.md, Import). A handful of bulk requests per call instead of
 * a transaction per change: an import of 10,000 rows queued one by one spent seconds in
 * transactions alone. Inside a caller's transaction over the same tables (and more), it joins it.
 */
export function enqueueChanges(
  db: MirrorDb,
  changes: readonly NewChange[],
  now = Date.now(),
): Promise<OutboxOp[]> {
  const entities = [...new Set(changes.map((change) => change.entity))];
  const hasFiles = changes.some((change) => change.files?.length);
  // Only a call with files takes the files table into its transaction: the others stay as lean.
  const tables = [
    ...entities.map((entity) => db.rows(entity).table),
    db.outbox,
    db.shadows,
    ...(hasFiles ? [db.outboxFiles] : []),
  ];
  return db
    .transaction('rw', tables, async () => {
      // One read per entity, then every write issued at once (IndexedDB runs them in order within
      // the transaction): the enqueue is on the path of every click, so it stays this lean.
      const latest = await readCurrentRows(db, changes);
      const ops: OutboxOp[] = [];
      const shadows: ShadowRow[] = [];
      const files: OutboxFile[] = [];
      for (const change of changes) {
        const { entity, entityId, patch, baseVersion, create = false } = change;
        const key = rowKey(entity, entityId);
        const current = latest.get(key);
        if (!current && !create) throw new Error(`enqueueChange: ${entity} ${entityId} is not in the mirror`);
        const op = newOp(db, change, current, now);
        ops.push(op);
        if (change.files?.length) files.push(...fileRecords(op.id, change.files));
        // A visible row is marked `_pending` exactly while it has queued ops (row-state.ts), so an
        // unmarked row gets its first op now: keep its server copy, the point a discard rolls back to.
        if (current && !current._pending && !create) {
          shadows.push({ entity, id: entityId, row: stripLocalFields(current) });
        }
        latest.set(key, { ...(current ?? { version: baseVersion }), ...patch, id: entityId, _pending: true });
      }
      const writes: Promise<unknown>[] = [db.outbox.bulkAdd(ops, { allKeys: true })];
      for (const entity of entities) {
        const rows = changes
          .filter((change) => change.entity === entity)
          .map((change) => latest.get(rowKey(entity, change.entityId)) as MirrorRow);
        writes.push(db.rows(entity).bulkPut([...new Set(rows)].map((row) => addIndexFields(entity, row))));
      }
      if (shadows.length) writes.push(db.shadows.bulkPut(shadows));
      if (files.length) writes.push(db.outboxFiles.bulkAdd(files));
      const [seqs] = (await Promise.all(writes)) as [number[]];
      ops.forEach((op, index) => (op.seq = seqs[index]));
      return ops;
    })
    .then((ops) => {
      for (const op of ops) noteOwnChange(op.entity, op.entityId);
      return ops;
    });
}

const rowKey = (entity: SyncEntity, id: string) => `${entity}\u0000${id}`;

/** The device's rows the changes start from, by entity and id. */
async function readCurrentRows(db: MirrorDb, changes: readonly NewChange[]) {
  const latest = new Map<string, MirrorRow>();
  const entities = [...new Set(changes.map((change) => change.entity))];
  await Promise.all(
    entities.map(async (entity) => {
      const ids = [...new Set(changes.filter((change) => change.entity === entity).map((c) => c.entityId))];
      const rows = await db.rows(entity).bulkGet(ids);
      rows.forEach((row, index) => row && latest.set(rowKey(entity, ids[index] as string), row));
    }),
  );
  return latest;
}

function newOp(db: MirrorDb, change: NewChange, current: MirrorRow | undefined, now: number): OutboxOp {
  const { entity, entityId, patch, request, baseVersion, create = false, files = [], importFile } = change;
  const origin: OpOrigin = {
    pagePath: pagePathHeader(typeof location === 'undefined' ? '/' : location.pathname),
    ...(importFile ? { importFile } : {}),
  };
  return {
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
    origin,
    ...(files.length ? { files: files.map((file) => file.field) } : {}),
  };
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
