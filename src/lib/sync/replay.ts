import type { MirrorDb } from '../db/mirror-db';
import type { MirrorRow, OutboxOp } from '../db/mirror-rows';
import { mergeOp, rebaseOp } from './conflict';
import { withLock } from './replay-lock';
import { applyServerRow, findRowOps, rebuildRow, withBaseVersion } from './row-state';
import { classifyFailure, computeBackoffMs, readAnsweredRow, sendWithApi, type Transport } from './transport';

/**
 * Replays the outbox strictly in `seq` order (DESIGN.md §5). A transient failure stops the pass:
 * later ops wait, because they may depend on it. A refused op (failed, conflict) stops only its
 * own record: later ops on that record wait behind it, ops on other records go on.
 */
export type ReplayDeps = { transport?: Transport; now?: () => number; random?: () => number };

export type ReplayResult = {
  /** drained: nothing sendable is left; waiting: an op backs off until `wakeAt`; paused: 401. */
  outcome: 'drained' | 'waiting' | 'paused';
  sent: number;
  wakeAt: number | null;
  /** The last send failed for want of a network. */
  isOffline: boolean;
  lastError: string | null;
};

/** A stale-baseVersion answer may repeat if their row keeps moving; after this, ask the user. */
const MAX_AUTO_REBASES = 3;
const pausedUsers = new Set<string>();

export const isReplayPaused = (userId: string) => pausedUsers.has(userId);

/** After a new sign-in: the queue paused by a 401 may go on. */
export function unpauseReplay(userId?: string): void {
  if (userId) pausedUsers.delete(userId);
  else pausedUsers.clear();
}

export function replayOutbox(db: MirrorDb, deps: ReplayDeps = {}): Promise<ReplayResult> {
  return withLock(`bo-portal:outbox:${db.userId}`, () => runPass(db, deps));
}

const rowKey = (op: OutboxOp) => `${op.entity}:${op.entityId}`;

async function runPass(db: MirrorDb, deps: ReplayDeps): Promise<ReplayResult> {
  const { transport = sendWithApi, now = Date.now, random = Math.random } = deps;
  const result: ReplayResult = {
    outcome: 'drained',
    sent: 0,
    wakeAt: null,
    isOffline: false,
    lastError: null,
  };
  if (pausedUsers.has(db.userId)) return { ...result, outcome: 'paused' };
  // We hold the lock, so an op still marked "sending" was cut off by a closed tab: send it again.
  await db.outbox.where('state').equals('sending').modify({ state: 'queued' });
  const blocked = new Set<string>();
  const rebases = new Map<string, number>();
  for (;;) {
    const op = await findNextOp(db, blocked);
    if (!op) return result;
    if (op.nextAttemptAt > now()) return { ...result, outcome: 'waiting', wakeAt: op.nextAttemptAt };
    await db.outbox.update(op.seq as number, { state: 'sending' });
    let answer: unknown;
    try {
      answer = await transport(op);
    } catch (thrown) {
      const failure = classifyFailure(thrown);
      result.lastError = failure.error.message;
      if (failure.kind === 'transient') {
        const attempts = op.attempts + 1;
        const wakeAt = now() + computeBackoffMs(attempts, random, failure.retryAfterMs);
        await db.outbox.update(op.seq as number, {
          state: 'queued',
          attempts,
          nextAttemptAt: wakeAt,
          error: failure.error,
        });
        return { ...result, outcome: 'waiting', wakeAt, isOffline: failure.isOffline };
      }
      if (failure.kind === 'unauthorized') {
        pausedUsers.add(db.userId);
        await db.outbox.update(op.seq as number, { state: 'queued', error: failure.error });
        return { ...result, outcome: 'paused' };
      }
      if (failure.kind === 'conflict') {
        const count = (rebases.get(op.id) ?? 0) + 1;
        rebases.set(op.id, count);
        if (await settleConflict(db, op, failure.theirs, count)) continue;
      } else {
        await db.outbox.update(op.seq as number, { state: 'failed', error: failure.error });
      }
      blocked.add(rowKey(op));
      continue;
    }
    await confirmOp(db, op, answer);
    result.sent += 1;
  }
}

/**
 * The oldest op that may be sent now: not behind a refused op of its own record. A cursor walk
 * that stops at the first one, so a pass over n ops reads O(n) records, not O(n²).
 */
function findNextOp(db: MirrorDb, blocked: Set<string>): Promise<OutboxOp | undefined> {
  return db.outbox
    .orderBy('seq')
    .filter((op) => {
      if (blocked.has(rowKey(op))) return false;
      if (op.state !== 'failed' && op.state !== 'conflict') return true;
      blocked.add(rowKey(op));
      return false;
    })
    .first();
}

/**
 * A `sync.conflict`: merge field by field. No field changed on both sides: rebase on their row
 * and send again (answers true). Otherwise, or without their row, the user decides.
 */
async function settleConflict(
  db: MirrorDb,
  op: OutboxOp,
  theirs: MirrorRow | null,
  count: number,
): Promise<boolean> {
  return db.transaction('rw', [db.rows(op.entity), db.outbox, db.shadows], async () => {
    const row = theirs ?? (await db.shadows.get([op.entity, op.entityId]))?.row ?? null;
    const { merged, conflicts } = row ? mergeOp(op, row) : { merged: {}, conflicts: Object.keys(op.patch) };
    const canRebase = theirs !== null && conflicts.length === 0 && count <= MAX_AUTO_REBASES;
    if (canRebase) await db.outbox.update(op.seq as number, rebaseOp(op, theirs, merged));
    else
      await db.outbox.update(op.seq as number, {
        state: 'conflict',
        conflict: row ? { theirs: row, fields: conflicts } : null,
        error: null,
      });
    if (row) await applyServerRow(db, op.entity, row);
    return canRebase;
  });
}

/**
 * The server accepted the op: drop it, take the answered row as the server copy, and move the
 * row's later ops onto the confirmed version (they were made on top of this one).
 */
async function confirmOp(db: MirrorDb, op: OutboxOp, answer: unknown): Promise<void> {
  await db.transaction('rw', [db.rows(op.entity), db.outbox, db.shadows], async () => {
    await db.outbox.delete(op.seq as number);
    const row = readAnsweredRow(answer);
    if (row?.id === op.entityId) {
      for (const later of await findRowOps(db, op.entity, op.entityId)) {
        await db.outbox.update(later.seq as number, {
          baseVersion: row.version,
          body: withBaseVersion(later.body, row.version),
        });
      }
      await applyServerRow(db, op.entity, row);
      return;
    }
    // No row in the answer: the op's values are our best guess of the server copy until the
    // pull after the drain brings the real one.
    const shadow = await db.shadows.get([op.entity, op.entityId]);
    const guess = { ...(shadow?.row ?? { id: op.entityId, version: op.baseVersion }), ...op.patch };
    await db.shadows.put({ entity: op.entity, id: op.entityId, row: guess });
    await rebuildRow(db, op.entity, op.entityId);
  });
}
