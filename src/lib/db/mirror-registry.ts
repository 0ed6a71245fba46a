import Dexie from 'dexie';
import { MirrorDb, mirrorName } from './mirror-db';
import { deleteMeta, readMeta, writeMeta } from './meta';

/**
 * The signed-in user's mirror. Only one is open at a time; switching users closes the previous
 * one, so screens can never read another user's rows by accident.
 */
let current: MirrorDb | null = null;
/** The opening of `current`: a second caller for the same user waits for the same one. */
let opening: Promise<MirrorDb> | null = null;

/** Bump when the shape of mirrored rows or their `_` index fields changes. */
export const ROW_FORMAT = 1;

/** The current user's mirror, or null when nobody is signed in (or sync has not started). */
export const getMirror = (): MirrorDb | null => current;

export function openMirror(userId: string): Promise<MirrorDb> {
  if (current?.userId === userId && opening) return opening;
  closeMirror();
  const db = new MirrorDb(userId);
  current = db;
  const ready = db.open().then(async () => {
    await ensureRowFormat(db);
    return db;
  });
  opening = ready;
  // A failed open is not kept: the next call tries again.
  ready.catch(() => {
    if (opening === ready) closeMirror();
  });
  return ready;
}

/** Closes the open mirror (sign-out, another user): screens and sync then have none. */
export function closeMirror(): void {
  current?.close();
  current = null;
  opening = null;
}

/** Deletes a user's whole mirror, outbox included: only after the user chose to drop their changes. */
export async function deleteMirror(userId: string): Promise<void> {
  if (current?.userId === userId) closeMirror();
  await Dexie.delete(mirrorName(userId));
}

export function mirrorExists(userId: string): Promise<boolean> {
  return Dexie.exists(mirrorName(userId));
}

/**
 * Rows stored by an older build may lack index fields the new one sorts on. Rather than migrate
 * row by row, drop the mirrored rows and the cursor: the next pull bootstraps. The outbox and the
 * shadows are kept, so no queued change is lost.
 */
async function ensureRowFormat(db: MirrorDb): Promise<void> {
  if ((await readMeta(db, 'rowFormat')) === ROW_FORMAT) return;
  await db.transaction('rw', [...db.mirrorTables(), db.meta], async () => {
    await Promise.all(db.mirrorTables().map((table) => table.clear()));
    await deleteMeta(db, 'cursor');
    await deleteMeta(db, 'bootstrap');
    await writeMeta(db, 'rowFormat', ROW_FORMAT);
  });
}
