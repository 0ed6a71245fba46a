/** An approved merchant's edit on the device: the live values stay, the proposal shows (docs/security.md). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Merchant, SessionUser } from '../../contract';
import type { NewChange } from '../../lib/sync';
import { decideMerchant, updateMerchant } from './merchant-actions';
import { editBase, nextProposal, proposalRows } from './merchant-proposal';

const queued: NewChange[] = [];
vi.mock('../../lib/sync', () => ({
  enqueue: (change: NewChange) => {
    queued.push(change);
    return Promise.resolve(change);
  },
}));

const maker = { userID: 'u-maker', firstName: 'Max', lastName: 'Maker' } as SessionUser;
const other = { userID: 'u-other', firstName: 'Ola', lastName: 'Other' } as SessionUser;
const approved = {
  id: 'd0000000-0000-4000-8000-000000000001',
  merchantName: 'Kedai Ujian Sdn Bhd',
  email: 'siti@kedaiujian.com.my',
  city: 'Kuala Lumpur',
  status: 'Active',
  approvalStatus: 'Approved',
  submissionStatus: 'Submitted',
  proposedChanges: null,
  version: 7,
} as unknown as Merchant;
const NOW = new Date('2026-11-28T03:00:00.000Z');

beforeEach(() => {
  queued.length = 0;
});

describe('an edit of an approved merchant', () => {
  it('queues the changed fields for the server, but patches only the proposal on the device', async () => {
    await updateMerchant(approved, { email: 'akaun@kedaibaru.com.my' }, maker);
    const change = queued[0];
    expect(change?.request.body).toEqual({
      id: approved.id,
      baseVersion: 7,
      email: 'akaun@kedaibaru.com.my',
    });
    expect(Object.keys(change?.patch ?? {})).toEqual(['proposedChanges']);
    expect(change?.patch['proposedChanges']).toMatchObject({
      fields: { email: 'akaun@kedaibaru.com.my' },
      proposedBy: 'u-maker',
      proposedByName: 'Max Maker',
    });
  });

  it('a merchant never approved is still patched in place', async () => {
    await updateMerchant({ ...approved, approvalStatus: 'Rejected' }, { city: 'Ipoh' }, maker);
    expect(queued[0]?.patch).toEqual({ city: 'Ipoh' });
  });

  it('its proposer amends the proposal; a field back at its live value leaves it; nothing left is null', () => {
    const proposed = {
      ...approved,
      proposedChanges: nextProposal(approved, { email: 'a@b.my' }, maker, NOW),
    };
    expect(editBase(proposed, maker).email).toBe('a@b.my');
    expect(editBase(proposed, other).email).toBe(approved.email);
    expect(nextProposal(proposed, { city: 'Ipoh' }, maker, NOW)?.fields).toEqual({
      email: 'a@b.my',
      city: 'Ipoh',
    });
    expect(nextProposal(proposed, { email: approved.email }, maker, NOW)).toBeNull();
    expect(proposalRows(proposed)).toEqual([{ field: 'email', current: approved.email, proposed: 'a@b.my' }]);
  });

  it('a decision changes nothing on the device before the server confirms it, and names the proposal', async () => {
    const proposed = {
      ...approved,
      proposedChanges: nextProposal(approved, { email: 'a@b.my' }, maker, NOW),
    };
    await decideMerchant(proposed, 'Approved', '');
    expect(queued[0]?.patch).toEqual({});
    expect(queued[0]?.request.body).toEqual({
      id: approved.id,
      decision: 'Approved',
      reason: '',
      proposedAt: NOW.toISOString(),
    });
  });
});
