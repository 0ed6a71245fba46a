import { describe, expect, it } from 'vitest';
import type { OutboxOp } from '../../lib/db';
import { userDecisionsOf } from './user-decisions';
import { proposedChangesOf } from './users.store';

const op = (overrides: Partial<OutboxOp>): OutboxOp => ({
  id: crypto.randomUUID(),
  seq: 1,
  userId: 'checker',
  method: 'POST',
  path: '/User/approval',
  body: { id: 'u1', decision: 'approve' },
  entity: 'users',
  entityId: 'u1',
  baseVersion: 3,
  patch: {},
  base: null,
  create: false,
  state: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
  conflict: null,
  createdAt: 0,
  ...overrides,
});

describe('a decision on a user’s change, until the server answers', () => {
  it('is being sent while queued or in flight, refused with the server’s words once refused', () => {
    const sending = userDecisionsOf([op({})]);
    expect(sending.get('u1')).toEqual({ decision: 'approve', phase: 'sending', error: null });
    const refused = userDecisionsOf([
      op({
        state: 'failed',
        body: { id: 'u1', decision: 'reject' },
        error: { status: 403, code: 'user.ownProposal', message: 'No' },
      }),
    ]);
    expect(refused.get('u1')).toEqual({ decision: 'reject', phase: 'refused', error: 'No' });
  });

  it('ignores the user’s other ops (an edit is no decision)', () => {
    expect(userDecisionsOf([op({ path: '/User/update', body: { id: 'u1', firstName: 'A' } })]).size).toBe(0);
  });
});

describe('proposedChangesOf (the server’s four-eyes rule, for the optimistic patch)', () => {
  it('a staff user’s level and role, and anyone’s email, wait; names apply', () => {
    const staff = { merchantId: null };
    expect(proposedChangesOf(staff, { level: 'Checker', firstName: 'A' }, true)).toEqual(['level']);
    const merchantUser = { merchantId: 'm1' };
    expect(proposedChangesOf(merchantUser, { level: 'Checker', email: 'a@b.my' }, false)).toEqual(['email']);
    expect(proposedChangesOf(merchantUser, { roleId: 'staff-role' }, true)).toEqual(['roleId']);
  });
});
