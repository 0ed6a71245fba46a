import { MirrorDb } from '../db/mirror-db';
import { getMirror, mirrorExists } from '../db/mirror-registry';
import type { OutboxOp, RowPatch } from '../db/mirror-rows';
import { resolveConflict } from './conflict';
import { discardOp, editOp, enqueueChange, retryOp, type NewChange } from './outbox';
import { requestReplay } from './sync-engine';

/**
 * What screens call to write: the outbox functions on the signed-in user's mirror, each followed
 * by a replay kick. The change is stored (and shown) before these resolve, online or offline;
 * sending happens in the background.
 */
function requireMirror(): MirrorDb {
  const db = getMirror();
  if (!db) throw new Error('Sync has not started: no signed-in user mirror is open');
  return db;
}

/** Applies the change locally and queues it; resolves once it is safely stored. */
export async function enqueue(change: NewChange): Promise<OutboxOp> {
  const op = await enqueueChange(requireMirror(), change);
  void requestReplay();
  return op;
}

export const discard = (opId: string): Promise<boolean> => discardOp(requireMirror(), opId);

export async function retry(opId: string): Promise<boolean> {
  const done = await retryOp(requireMirror(), opId);
  if (done) void requestReplay();
  return done;
}

export async function edit(opId: string, change: { patch: RowPatch; body: unknown }): Promise<boolean> {
  const done = await editOp(requireMirror(), opId, change);
  if (done) void requestReplay();
  return done;
}

export async function resolve(opId: string, choice: 'mine' | 'theirs'): Promise<boolean> {
  const done = await resolveConflict(requireMirror(), opId, choice);
  if (done) void requestReplay();
  return done;
}

/**
 * For the sign-out warning: whether the user still has changes the server has not accepted
 * (queued, failed or in conflict). Reads that user's database even when it is not the open one.
 */
export async function hasPendingChanges(userId: string): Promise<boolean> {
  const open = getMirror();
  if (open?.userId === userId) return (await open.outbox.count()) > 0;
  if (!(await mirrorExists(userId))) return false;
  const db = new MirrorDb(userId);
  try {
    return (await db.outbox.count()) > 0;
  } finally {
    db.close();
  }
}
