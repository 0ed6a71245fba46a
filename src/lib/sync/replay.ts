import { SYNC_PUSH_MAX_OPS } from '../../contract';
import type { MirrorDb } from '../db/mirror-db';
import type { MirrorRow, OpError, OutboxOp } from '../db/mirror-rows';
import { mergeOp, rebaseOp } from './conflict';
import { withLock } from './replay-lock';
import { confirmOps } from './confirm-ops';
import { loadOpFiles, sweepOrphanFiles } from './outbox-files';
import { applyServerRow } from './row-state';
import {
  BATCH_MAX_BYTES,
  classifyFailure,
  computeBackoffMs,
  isBatchable,
  sendBatchWithApi,
  sendEachOp,
  type BatchTransport,
  type OpOutcome,
  type SendFailure,
  type Transport,
} from './transport';

/**
 * Replays the outbox strictly in `seq` order (docs/ARCHITECTURE.md, Offline core), in batches: consecutive sendable ops
 * go in one request (`Sync/push`), and each op's answer is handled by the same rules as a single
 * call. A transient failure stops the pass: later ops wait, because they may depend on it. A
 * refused op (failed, conflict) stops only its own record: later ops on that record wait behind
 * it, ops on other records go on (a refused op does not even end its batch: the server runs the
 * ops after it, one request for the lot). A batch holds at most one op per record: a later op of a record
 * is sent on the version its predecessor's answer gives it (`confirmOps` rebases it), so it waits
 * for the next batch, and the batch ends there to keep the order.
 */
export type ReplayDeps = {
  /** Sends one op per call (tests, the service worker); used as batches of calls. */
  transport?: Transport;
  /** Sends a batch; the default is `Sync/push` (a lone op as its own call). */
  batchTransport?: BatchTransport;
  now?: () => number;
  random?: () => number;
};

export type ReplayResult = {
  /** drained: nothing sendable is left; waiting: an op backs off until `wakeAt`; paused: 401. */
  outcome: 'drained' | 'waiting' | 'paused';
  sent: number;
  /** Ops the server answered no to (failed): the record has moved on there, worth a pull. */
  refused: number;
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
  const { now = Date.now, random = Math.random } = deps;
  const send = deps.batchTransport ?? (deps.transport ? sendEachOp(deps.transport) : sendBatchWithApi);
  const result: ReplayResult = {
    outcome: 'drained',
    sent: 0,
    refused: 0,
    wakeAt: null,
    isOffline: false,
    lastError: null,
  };
  if (pausedUsers.has(db.userId)) return { ...result, outcome: 'paused' };
  // We hold the lock, so an op still marked "sending" was cut off by a closed tab: send it again.
  await db.outbox.where('state').equals('sending').modify({ state: 'queued' });
  await sweepOrphanFiles(db);
  const blocked = new Set<string>();
  const rebases = new Map<string, number>();
  // The last batch's answers being written (confirmed, refused) while the next batch is out: the
  // device's bookkeeping overlaps the server's work instead of adding to it.
  let settling: Promise<void> = Promise.resolve();
  let settled: OutboxOp[] = [];
  for (;;) {
    let { ops, wakeAt } = await findNextBatch(db, blocked, now(), settled);
    if (!ops.length && settled.length) {
      // The next op is a later one of a record just answered: it waits for that answer's writes.
      await settling;
      settled = [];
      ({ ops, wakeAt } = await findNextBatch(db, blocked, now(), settled));
    }
    if (!ops.length) {
      await settling;
      return wakeAt === null ? result : { ...result, outcome: 'waiting', wakeAt };
    }
    await setState(db, ops, 'sending');
    let outcomes: OpOutcome[];
    try {
      // An op's files are read just before it goes, also in the service worker (Blobs from IndexedDB).
      outcomes = await send(ops, await loadOpFiles(db, ops));
    } catch (error) {
      outcomes = [{ ok: false, error }];
    }
    await settling;
    const read = readOutcomes(ops, outcomes);
    const { accepted, refused, stop, answered } = read;
    result.sent += accepted.length;
    result.refused += refused.length;
    for (const { op } of refused) blocked.add(rowKey(op));
    if (refused.length) result.lastError = refused.at(-1)?.error.message ?? null;
    if (!stop) {
      settling = settleAnswers(db, read);
      settled = ops;
      continue;
    }
    await settleAnswers(db, read);
    settled = [];
    // Ops after a stop were not run: they wait for the next batch, in order.
    await setState(db, ops.slice(answered), 'queued');
    const { op, failure } = stop;
    result.lastError = failure.error.message;
    if (failure.kind === 'transient') {
      const attempts = op.attempts + 1;
      const wakeAt = now() + computeBackoffMs(attempts, random, failure.retryAfterMs);
      await db.outbox.update(op.seq as number, {
        state: 'queued',
        attempts,
        nextAttemptAt: wakeAt,
        // No connection is not the op's error: the device's state says it waits (sync-status.ts).
        error: failure.isOffline ? null : failure.error,
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
    }
    blocked.add(rowKey(op));
  }
}

/** Writes a batch's answers: the accepted ops confirmed, the refused ones failed with the server's words. */
async function settleAnswers(db: MirrorDb, { accepted, refused }: Outcomes): Promise<void> {
  if (accepted.length) await confirmOps(db, accepted);
  if (refused.length) {
    await db.outbox.bulkUpdate(
      refused.map(({ op, error }) => ({ key: op.seq as number, changes: { state: 'failed', error } })),
    );
  }
}

type Outcomes = {
  accepted: [OutboxOp, unknown][];
  /** Refused by the server (permanent): each waits for the user; the batch went on past them. */
  refused: { op: OutboxOp; error: OpError }[];
  /** The failure that ended the batch (transient, unauthorized, conflict), if one did. */
  stop: { op: OutboxOp; failure: Exclude<SendFailure, { kind: 'permanent' }> } | null;
  /** How many ops the outcomes account for; the rest were not run. */
  answered: number;
};

/**
 * Reads a batch's outcomes in order. A refused op does not stop the batch (the server ran the
 * ops after it too: `classifyOpAnswer`); any other failure does, and what follows it is not read.
 */
function readOutcomes(ops: OutboxOp[], outcomes: OpOutcome[]): Outcomes {
  const read: Outcomes = { accepted: [], refused: [], stop: null, answered: 0 };
  for (const [index, outcome] of outcomes.slice(0, ops.length).entries()) {
    const op = ops[index] as OutboxOp;
    read.answered = index + 1;
    if (outcome.ok) {
      read.accepted.push([op, outcome.data]);
      continue;
    }
    const failure = classifyFailure(outcome.error);
    if (failure.kind === 'permanent') {
      read.refused.push({ op, error: failure.error });
      continue;
    }
    read.stop = { op, failure };
    break;
  }
  // An empty answer would otherwise resend the same batch forever: count it as a failure.
  if (read.answered === 0) {
    const failure = classifyFailure(null);
    if (failure.kind !== 'permanent') read.stop = { op: ops[0] as OutboxOp, failure };
    read.answered = 1;
  }
  return read;
}

function setState(db: MirrorDb, ops: OutboxOp[], state: 'sending' | 'queued'): Promise<number> {
  if (!ops.length) return Promise.resolve(0);
  return db.outbox.bulkUpdate(ops.map((op) => ({ key: op.seq as number, changes: { state } })));
}

/**
 * The next batch: consecutive sendable ops from the oldest, skipping records behind a refused op.
 * It ends before a second op of a record already in it, before an op that backs off, and at the
 * op or byte limit. When the oldest sendable op backs off, the batch is empty and `wakeAt` says
 * when to try. A cursor walk that stops there, so a pass over n ops reads O(n) records. The ops of
 * the batch whose answers are still being written (`settled`) are passed over, and the batch ends
 * before a later op of their records: it goes on the version their confirmation gives it.
 */
async function findNextBatch(
  db: MirrorDb,
  blocked: Set<string>,
  now: number,
  settled: readonly OutboxOp[],
): Promise<{ ops: OutboxOp[]; wakeAt: number | null }> {
  const ops: OutboxOp[] = [];
  const answered = new Set(settled.map((op) => op.seq));
  const records = new Set(settled.map(rowKey));
  let wakeAt: number | null = null;
  let bytes = 0;
  let done = false;
  await db.outbox
    .orderBy('seq')
    .until(() => done)
    .each((op) => {
      if (answered.has(op.seq)) return;
      const key = rowKey(op);
      if (blocked.has(key)) return;
      if (op.state === 'failed' || op.state === 'conflict') {
        blocked.add(key);
        return;
      }
      if (op.nextAttemptAt > now) {
        if (!ops.length) wakeAt = op.nextAttemptAt;
        done = true;
        return;
      }
      const size = JSON.stringify(op.body ?? null).length + op.path.length;
      const fits = !ops.length || (isBatchable(op) && bytes + size <= BATCH_MAX_BYTES);
      if (records.has(key) || !fits) {
        done = true;
        return;
      }
      ops.push(op);
      records.add(key);
      bytes += size;
      // An op that may not go in a batch goes alone.
      if (ops.length >= SYNC_PUSH_MAX_OPS || !isBatchable(op)) done = true;
    });
  return { ops, wakeAt };
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
  return db.transaction('rw', [db.rows(op.entity).table, db.outbox, db.shadows], async () => {
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
