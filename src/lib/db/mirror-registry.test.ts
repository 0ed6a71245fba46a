import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { readMeta, writeMeta } from './meta';
import { closeMirror, deleteMirror, onMirrorWiped, openMirror, ROW_FORMAT } from './mirror-registry';
import type { MirrorDb } from './mirror-db';

const user = `wiped-${crypto.randomUUID()}`;

afterEach(async () => {
  closeMirror();
  await deleteMirror(user);
});

const deleteUnderTheApp = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
  });

describe('a mirror deleted while open', () => {
  it('is recreated, stamped and reported, so sync can bootstrap it again', async () => {
    const db = await openMirror(user);
    await writeMeta(db, 'cursor', 'c-42');
    await db.merchants.put({ id: 'm1', version: 1 });
    const wiped = new Promise<MirrorDb>((resolve) => {
      const stop = onMirrorWiped((which) => {
        stop();
        resolve(which);
      });
    });

    await deleteUnderTheApp(db.name);

    expect(await wiped).toBe(db);
    expect(db.isOpen()).toBe(true);
    expect(await readMeta(db, 'rowFormat')).toBe(ROW_FORMAT);
    expect(await readMeta(db, 'cursor')).toBeUndefined();
    expect(await db.merchants.count()).toBe(0);
  });

  it('is left alone once the user signed out (closed on purpose)', async () => {
    const db = await openMirror(user);
    let reports = 0;
    const stop = onMirrorWiped(() => (reports += 1));
    closeMirror();
    await deleteUnderTheApp(db.name);
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(reports).toBe(0);
    expect(db.isOpen()).toBe(false);
  });
});
