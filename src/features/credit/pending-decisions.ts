/**
 * Where a four-eyes decision is before the server has it (docs/ARCHITECTURE.md, Credit). A
 * decision's op carries no patch (credit-decisions.store.ts), so the row keeps the server's state;
 * what the screens show about the decision is read from its op: being sent (queued or in flight),
 * or refused (the server answered no: it stays in Pending changes to retry or discard).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import Dexie from 'dexie';
import type { SyncEntity } from '../../contract';
import type { MirrorDb, OutboxOp } from '../../lib/db';
import { CREDIT_PATHS } from './credit-decisions.store';

export type DecisionKind = 'approve' | 'reject' | 'undo';

export type PendingDecision = {
  kind: DecisionKind;
  /** `sending`: not yet answered by the server; `refused`: answered no (failed or in conflict). */
  phase: 'sending' | 'refused';
  /** The server's words when it refused, else null. */
  error: string | null;
};

const KIND_OF_PATH: Record<string, DecisionKind> = {
  [CREDIT_PATHS.approve]: 'approve',
  [CREDIT_PATHS.reject]: 'reject',
  [CREDIT_PATHS.undo]: 'undo',
  [CREDIT_PATHS.approveLimit]: 'approve',
  [CREDIT_PATHS.rejectLimit]: 'reject',
};

/** The decision waiting among one record's ops (the first, in replay order), or null. */
export function pendingDecisionOf(ops: readonly OutboxOp[]): PendingDecision | null {
  const op = [...ops].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)).find((each) => KIND_OF_PATH[each.path]);
  if (!op) return null;
  const isRefused = op.state === 'failed' || op.state === 'conflict';
  return {
    kind: KIND_OF_PATH[op.path] as DecisionKind,
    phase: isRefused ? 'refused' : 'sending',
    error: isRefused ? (op.error?.message ?? null) : null,
  };
}

/** Each record's waiting decision, by record id, for a list of `entity`. */
export function groupPendingDecisions(ops: readonly OutboxOp[]): Map<string, PendingDecision> {
  const byRecord = new Map<string, OutboxOp[]>();
  for (const op of ops) byRecord.set(op.entityId, [...(byRecord.get(op.entityId) ?? []), op]);
  const decisions = new Map<string, PendingDecision>();
  for (const [id, recordOps] of byRecord) {
    const decision = pendingDecisionOf(recordOps);
    if (decision) decisions.set(id, decision);
  }
  return decisions;
}

const NONE = new Map<string, PendingDecision>();

/** The waiting decisions of every record of `entity` on this device (the outbox is small). */
export function usePendingDecisions(db: MirrorDb | null, entity: SyncEntity): Map<string, PendingDecision> {
  const ops = useLiveQuery(
    () =>
      db
        ? db.outbox
            .where('[entity+entityId]')
            .between([entity, Dexie.minKey], [entity, Dexie.maxKey])
            .toArray()
        : [],
    [db, entity],
  );
  return ops ? groupPendingDecisions(ops) : NONE;
}

/** The waiting decision of one record: null when none, undefined while the outbox is being read. */
export function usePendingDecision(
  db: MirrorDb | null,
  entity: SyncEntity,
  id: string,
): PendingDecision | null | undefined {
  const ops = useLiveQuery(
    () => (db ? db.outbox.where('[entity+entityId]').equals([entity, id]).toArray() : []),
    [db, entity, id],
  );
  return ops && pendingDecisionOf(ops);
}
