/**
 * Where a Checker's decision on a user's waiting change is before the server has it. The decision's
 * op carries no patch (users.store.ts), so the row keeps its waiting change; what the list shows
 * about the decision is read from the op: being sent (queued or in flight), or refused (the server
 * answered no: it stays in Pending changes to retry or discard). Never "approved" before the
 * server's answer.
 */
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDecision } from '../../contract';
import type { MirrorDb, OutboxOp } from '../../lib/db';
import { USER_APPROVAL_PATH } from './users.store';

export type UserDecisionState = {
  decision: UserDecision;
  /** `sending`: not yet answered by the server; `refused`: answered no (failed or in conflict). */
  phase: 'sending' | 'refused';
  /** The server's words when it refused, else null. */
  error: string | null;
};

const decisionOf = (op: OutboxOp): UserDecision | null => {
  const body = op.body as { decision?: unknown } | undefined;
  return body?.decision === 'approve' || body?.decision === 'reject' ? body.decision : null;
};

/** Each user's decision waiting in the outbox (the first, in replay order), by user id. */
export function userDecisionsOf(ops: readonly OutboxOp[]): Map<string, UserDecisionState> {
  const states = new Map<string, UserDecisionState>();
  const sorted = [...ops].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  for (const op of sorted) {
    const decision = op.path === USER_APPROVAL_PATH ? decisionOf(op) : null;
    if (!decision || states.has(op.entityId)) continue;
    const isRefused = op.state === 'failed' || op.state === 'conflict';
    states.set(op.entityId, {
      decision,
      phase: isRefused ? 'refused' : 'sending',
      error: isRefused ? (op.error?.message ?? null) : null,
    });
  }
  return states;
}

const NONE = new Map<string, UserDecisionState>();

/** The users' decisions not yet confirmed by the server, live from the outbox. */
export function useUserDecisions(db: MirrorDb | null): Map<string, UserDecisionState> {
  const ops = useLiveQuery(
    () =>
      db
        ? db.outbox
            .where('[entity+entityId]')
            .between(['users', Dexie.minKey], ['users', Dexie.maxKey])
            .toArray()
        : [],
    [db],
  );
  return ops ? userDecisionsOf(ops) : NONE;
}
