import { describe, expect, it } from 'vitest';
import type { OutboxOp } from '../../lib/db';
import { groupPendingDecisions, pendingDecisionOf } from './pending-decisions';

const op = (seq: number, path: string, state: OutboxOp['state'], entityId = 'a'): OutboxOp => ({
  id: `op-${seq}`,
  seq,
  userId: 'u',
  method: 'POST',
  path,
  body: {},
  entity: 'creditAccounts',
  entityId,
  baseVersion: 1,
  patch: {},
  base: {},
  create: false,
  state,
  attempts: 0,
  nextAttemptAt: 0,
  error:
    state === 'failed' ? { status: 409, code: 'credit.noProposal', message: 'No change is waiting.' } : null,
  conflict: null,
  createdAt: 0,
});

describe('pendingDecisionOf', () => {
  it('a queued or in-flight decision is being sent; other ops of the record are not decisions', () => {
    expect(pendingDecisionOf([op(1, '/Credit/adjustLimit', 'queued')])).toBeNull();
    expect(pendingDecisionOf([op(2, '/Credit/approveLimit', 'sending')])).toEqual({
      kind: 'approve',
      phase: 'sending',
      error: null,
    });
    expect(pendingDecisionOf([op(3, '/Credit/undo', 'queued')])).toMatchObject({ kind: 'undo' });
  });

  it('a refused decision comes back with the server’s words', () => {
    expect(pendingDecisionOf([op(2, '/Credit/rejectLimit', 'failed')])).toEqual({
      kind: 'reject',
      phase: 'refused',
      error: 'No change is waiting.',
    });
    expect(pendingDecisionOf([op(2, '/Credit/approve', 'conflict')])).toMatchObject({ phase: 'refused' });
  });

  it('the first decision in replay order is the one shown; records are told apart', () => {
    const ops = [op(5, '/Credit/reject', 'queued', 'b'), op(4, '/Credit/approve', 'failed', 'b')];
    expect(pendingDecisionOf(ops)).toMatchObject({ kind: 'approve', phase: 'refused' });
    const grouped = groupPendingDecisions([...ops, op(6, '/Credit/approveLimit', 'queued', 'c')]);
    expect([...grouped.keys()].sort()).toEqual(['b', 'c']);
    expect(grouped.get('c')).toMatchObject({ kind: 'approve', phase: 'sending' });
  });
});
