import {
  changesOfPage,
  SYNC_ENTITIES,
  type SyncChange,
  type SyncEntity,
  type SyncPull,
} from '../../contract';
import { addIndexFields } from '../db/index-fields';
import { readMeta, writeMeta } from '../db/meta';
import type { MirrorDb } from '../db/mirror-db';
import type { MirrorRow, OutboxOp } from '../db/mirror-rows';
import { composeRow } from './row-state';
import { translateCode } from './sync-messages';

/**
 * Applies one page of the delta pull in ONE transaction, with the cursor that follows it: a crash
 * either keeps the whole page and its cursor or neither, so no change is ever skipped or lost.
 * Built for the 50,000-row bootstrap: one bulkPut per entity, the sort keys computed in a tight
 * loop, no per-row parse (rows come from our own server; the page's shape is checked by valibot
 * where it is received, each change's envelope here, and each row's fields by the list engine
 * when it reads them). Snapshot rows arrive as columns and are applied before the log's changes.
 */
export type BootstrapProgress = { done: number; total: number };

const ENTITIES = new Set<string>(SYNC_ENTITIES);

const isChange = (change: SyncChange) =>
  ENTITIES.has(change.entity) &&
  typeof change.id === 'string' &&
  typeof change.version === 'number' &&
  (change.op === 'delete' ||
    (change.op === 'upsert' && typeof change.row === 'object' && change.row !== null));

/**
 * Answers the bootstrap progress after the page (null past the snapshot), or undefined when
 * another tab already applied the page (the stored cursor moved on; nothing is written).
 */
export async function applyPage(
  db: MirrorDb,
  page: SyncPull,
  fromCursor: string,
): Promise<BootstrapProgress | null | undefined> {
  const tables = [...db.mirrorTables(), db.outbox, db.shadows, db.meta];
  return db.transaction('rw', tables, async () => {
    if (((await readMeta(db, 'cursor')) ?? '') !== fromCursor) return undefined;
    const byEntity = new Map<SyncEntity, Map<string, SyncChange>>();
    const changes = changesOfPage(page);
    for (const change of changes) {
      if (!isChange(change)) throw new Error(`Sync pull: malformed change ${JSON.stringify(change)}`);
      let changes = byEntity.get(change.entity);
      if (!changes) byEntity.set(change.entity, (changes = new Map()));
      // The last change of a row in the page is its newest: apply only that one.
      changes.set(change.id, change);
    }
    const opsByRow = groupOps(await db.outbox.toArray());
    for (const [entity, changes] of byEntity) await applyEntityChanges(db, entity, changes, opsByRow);
    await writeMeta(db, 'cursor', page.cursor);
    return recordProgress(db, page, changes.length, fromCursor);
  });
}

async function applyEntityChanges(
  db: MirrorDb,
  entity: SyncEntity,
  changes: Map<string, SyncChange>,
  opsByRow: Map<string, OutboxOp[]>,
): Promise<void> {
  const rows = db.rows(entity);
  const puts: MirrorRow[] = [];
  const deletes: SyncChange[] = [];
  for (const change of changes.values()) {
    const ops = opsByRow.get(`${entity}:${change.id}`);
    if (ops) await applyToPendingRow(db, entity, change, ops);
    else if (change.op === 'delete') deletes.push(change);
    else puts.push(addIndexFields(entity, rowOfChange(change)));
  }
  // A change no newer than the stored row (a write whose answer the device already stored) is skipped.
  if (puts.length) await rows.bulkPutNewer(puts);
  if (deletes.length) {
    const newer = await rows.storedVersions(deletes.map((change) => change.id));
    await rows.bulkDelete(
      deletes.filter((change) => (newer.get(change.id) ?? -1) <= change.version).map(({ id }) => id),
    );
  }
}

/**
 * The change's row with its id and version. A snapshot row (built from columns for this page)
 * already carries both and is taken as it is, not copied once more.
 */
function rowOfChange(change: SyncChange): MirrorRow {
  const row = change.row as MirrorRow;
  return row.id === change.id && row.version === change.version
    ? row
    : { ...row, id: change.id, version: change.version };
}

/**
 * A row with pending ops: the change updates the SHADOW, and the visible row is rebuilt as new
 * shadow + pending patches, so local changes stay visible until the server confirms them.
 * A delete wins: the row goes, and its ops fail as "not found" for the user to see and discard
 * (sending them would answer 404 anyway; keeping a ghost row would hide the delete).
 */
async function applyToPendingRow(db: MirrorDb, entity: SyncEntity, change: SyncChange, ops: OutboxOp[]) {
  const shadow = await db.shadows.get([entity, change.id]);
  if (shadow && shadow.row.version > change.version) return;
  if (change.op === 'delete') {
    await db.shadows.delete([entity, change.id]);
    await db.rows(entity).delete(change.id);
    const message = translateCode('error.notFound');
    const error = { status: 404, code: 'error.notFound', message };
    await db.outbox.bulkUpdate(
      ops.map((op) => ({ key: op.seq as number, changes: { state: 'failed', error } })),
    );
    return;
  }
  const row = { ...(change.row as MirrorRow), id: change.id, version: change.version };
  await db.shadows.put({ entity, id: change.id, row });
  const visible = composeRow(change.id, row, ops);
  if (visible) await db.rows(entity).put(addIndexFields(entity, visible));
}

function groupOps(ops: OutboxOp[]): Map<string, OutboxOp[]> {
  const byRow = new Map<string, OutboxOp[]>();
  for (const op of ops.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const key = `${op.entity}:${op.entityId}`;
    byRow.set(key, [...(byRow.get(key) ?? []), op]);
  }
  return byRow;
}

/** Keeps the bootstrap progress in meta, so a reload mid-bootstrap resumes its progress bar. */
async function recordProgress(db: MirrorDb, page: SyncPull, changes: number, fromCursor: string) {
  if (page.total === null) {
    await db.meta.delete('bootstrap');
    return null;
  }
  const before = fromCursor ? ((await readMeta(db, 'bootstrap'))?.done ?? 0) : 0;
  const progress = { done: Math.min(page.total, before + changes), total: page.total };
  // The snapshot may end the pull itself (no log after it): then the bootstrap is complete.
  if (page.hasMore) await writeMeta(db, 'bootstrap', progress);
  else await db.meta.delete('bootstrap');
  return progress;
}
