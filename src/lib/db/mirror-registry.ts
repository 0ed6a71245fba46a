import Dexie from 'dexie';
import { MirrorDb, mirrorName } from './mirror-db';
import { deleteMeta, readMeta, writeMeta } from './meta';

/**
 * The signed-in user's mirror. Only one is open at a time; switching users closes the previous
 * one, so screens can never read another user's rows by accident.
 *
 * The browser may delete the database under the open app: storage eviction, the user clearing
 * site data, DevTools, another tab deleting it. The connection then closes (a `versionchange`
 * with no new version, or a forced `close`). The registry reopens the same instance, which
 * creates an empty database, stamps it like any new one (`ensureRowFormat` on every open) and
 * tells `onMirrorWiped` listeners, so sync bootstraps again. Dexie announces every table of a
 * freshly created database as changed, so lists and counts read again instead of showing what
 * is gone. Whatever survived (an outbox, when only some data went) is never dropped here.
 */
let current: MirrorDb | null = null;
/** The opening of `current`: a second caller for the same user waits for the same one. */
let opening: Promise<MirrorDb> | null = null;
const wipeListeners = new Set<(db: MirrorDb) => void>();
const closeListeners = new Set<(db: MirrorDb) => void>();

/**
 * Bump when the shape of mirrored rows or their `_` index fields changes. 2: bookings carry
 * `amountSen` and `hotelName`, so rows pulled before are read again. 3: invoices are
 * documents with lines and `…Sen` figures, and credit and debit notes are mirrored.
 * 4: top-ups, credit entries and credit accounts are mirrored, so a mirror bootstrapped
 * before downloads again and gets them. 5: clients, markups and cases are mirrored.
 */
export const ROW_FORMAT = 5;

/** The current user's mirror, or null when nobody is signed in (or sync has not started). */
export const getMirror = (): MirrorDb | null => current;

/** Called when the open mirror was found deleted and has been recreated empty. */
export function onMirrorWiped(listener: (db: MirrorDb) => void): () => void {
  wipeListeners.add(listener);
  return () => wipeListeners.delete(listener);
}

/**
 * Called when the open mirror is closed for good (sign-out, another user): whatever follows it
 * (the list indexes) lets go of it. Not called when the connection drops and is reopened.
 */
export function onMirrorClosed(listener: (db: MirrorDb) => void): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

export function openMirror(userId: string): Promise<MirrorDb> {
  if (current?.userId === userId && opening) return opening;
  closeMirror();
  const db = new MirrorDb(userId);
  current = db;
  watchForWipe(db);
  const ready = db.open().then(() => db);
  opening = ready;
  // A failed open is not kept: the next call tries again.
  ready.catch(() => {
    if (opening === ready) closeMirror();
  });
  return ready;
}

/** Closes the open mirror (sign-out, another user): screens and sync then have none. */
export function closeMirror(): void {
  const db = current;
  current = null;
  opening = null;
  db?.close();
  if (db) for (const listener of closeListeners) listener(db);
}

/** Deletes a user's whole mirror, outbox included: only after the user chose to drop their changes. */
export async function deleteMirror(userId: string): Promise<void> {
  if (current?.userId === userId) closeMirror();
  await Dexie.delete(mirrorName(userId));
}

export function mirrorExists(userId: string): Promise<boolean> {
  return Dexie.exists(mirrorName(userId));
}

function watchForWipe(db: MirrorDb): void {
  let hasOpened = false;
  let isUpgrading = false;
  // Sticky: runs on every open of this instance, also the reopen after a wipe, before any other
  // operation of the app reaches the database.
  db.on(
    'ready',
    async (vipDb) => {
      const wasStamped = await ensureRowFormat(vipDb as MirrorDb);
      if (hasOpened && !wasStamped && current === db) {
        console.warn(`[mirror] ${db.name} was deleted while open; downloading it again`);
        for (const listener of wipeListeners) listener(db);
      }
      hasOpened = true;
    },
    true,
  );
  // A newer build upgrading the schema in another tab is not a wipe: that tab owns it now.
  db.on('versionchange', (event) => {
    if (event.newVersion) isUpgrading = true;
  });
  // Dexie closes the connection itself on `versionchange` and on a forced close; its default
  // handler runs before ours, so the decision waits a tick for the `versionchange` flag.
  db.on('close', () => {
    setTimeout(() => {
      if (current !== db || isUpgrading || db.isOpen()) return;
      db.open().catch((error: unknown) => console.error('[mirror] reopening after a close failed:', error));
    }, 0);
  });
}

/**
 * Rows stored by an older build may lack index fields the new one sorts on. Rather than migrate
 * row by row, drop the mirrored rows and the cursor: the next pull bootstraps. The outbox and the
 * shadows are kept, so no queued change is lost. Answers whether the mirror was already stamped
 * with the current format (false for a new, wiped or outdated one).
 */
async function ensureRowFormat(db: MirrorDb): Promise<boolean> {
  if ((await readMeta(db, 'rowFormat')) === ROW_FORMAT) return true;
  await db.transaction('rw', [...db.mirrorTables(), db.meta], async () => {
    await Promise.all(db.mirrorTables().map((table) => table.clear()));
    await deleteMeta(db, 'cursor');
    await deleteMeta(db, 'bootstrap');
    await writeMeta(db, 'rowFormat', ROW_FORMAT);
  });
  return false;
}
