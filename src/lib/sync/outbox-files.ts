/**
 * Files that travel with outbox ops (a top-up's bank-in slip; docs/ARCHITECTURE.md, Files). The
 * Blob is stored in `outboxFiles` in the transaction that adds its op, so a change the UI calls
 * saved always has its file, also after a reload or a restart with no network. It stays on the
 * device until the server accepted the op (or the user discarded it), and it is deleted in the
 * transaction that removes the op.
 *
 * An op with files is sent alone, as multipart/form-data: a `json` part holding the op's body
 * and one part per file, under the op id as Idempotency-Key. An upload cut off halfway is sent
 * again whole under the same key: the server stores the change and its file once.
 */
import type { MirrorDb } from '../db/mirror-db';
import type { OutboxFile, OutboxOp } from '../db/mirror-rows';

/** A file to queue with a change: `field` is its multipart part's name. */
export type NewOutboxFile = Omit<OutboxFile, 'opId'>;

/** The files of the ops about to be sent, by op id (ops without files are absent). */
export type OpFiles = ReadonlyMap<string, readonly OutboxFile[]>;

export const hasFiles = (op: Pick<OutboxOp, 'files'>) => (op.files?.length ?? 0) > 0;

/** The file records of an op, ready to write in its transaction. */
export const fileRecords = (opId: string, files: readonly NewOutboxFile[]): OutboxFile[] =>
  files.map((file) => ({ ...file, opId }));

/** Reads the files of the ops that carry some (one query per such op; most ops have none). */
export async function loadOpFiles(db: MirrorDb, ops: readonly OutboxOp[]): Promise<OpFiles> {
  const withFiles = ops.filter(hasFiles);
  const loaded = await Promise.all(
    withFiles.map((op) => db.outboxFiles.where('opId').equals(op.id).toArray()),
  );
  return new Map(withFiles.map((op, index) => [op.id, loaded[index] ?? []]));
}

/**
 * Deletes the files of these ops. Call it inside the transaction that deletes the ops (with
 * `db.outboxFiles` in its scope), so an op and its files go together.
 */
export async function deleteOpFiles(db: MirrorDb, ops: readonly Pick<OutboxOp, 'id' | 'files'>[]) {
  const ids = ops.filter(hasFiles).map((op) => op.id);
  if (ids.length) await db.outboxFiles.where('opId').anyOf(ids).delete();
}

/**
 * Deletes file records whose op is gone (none should exist: every path that deletes an op deletes
 * its files in the same transaction; this keeps a bug from holding megabytes on the device).
 */
export async function sweepOrphanFiles(db: MirrorDb): Promise<number> {
  return db.transaction('rw', [db.outbox, db.outboxFiles], async () => {
    const opIds = (await db.outboxFiles.orderBy('opId').uniqueKeys()).map(String);
    if (!opIds.length) return 0;
    const live = new Set((await db.outbox.where('id').anyOf(opIds).toArray()).map((op) => op.id));
    const orphans = opIds.filter((id) => !live.has(id));
    if (!orphans.length) return 0;
    return db.outboxFiles.where('opId').anyOf(orphans).delete();
  });
}

/** The multipart body of an op with files: `json` = the op's body as JSON text, then each file. */
export function buildMultipart(body: unknown, files: readonly OutboxFile[]): FormData {
  const form = new FormData();
  form.append('json', JSON.stringify(body ?? null));
  for (const file of files) form.append(file.field, file.blob, file.name);
  return form;
}
