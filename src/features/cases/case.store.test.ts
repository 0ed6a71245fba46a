// @vitest-environment node
// Node's Blob: jsdom's does not survive fake-indexeddb's structured clone.
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CaseCreateSchema,
  CaseReplyBodySchema,
  CaseSchema,
  CaseStatusSchema,
  type CaseCreate,
} from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { PreparedFile } from '../../lib/files/prepare-file';
import { enqueueChange } from '../../lib/sync/outbox';
import { createTestMirror } from '../../lib/sync/testing/fixtures';
import { caseStatusChange, createCaseChange, replyChange, type CaseAuthor } from './case.store';

const MERCHANT = '5f0c7a52-7d5e-4a36-9a51-1d2b8c3e4f60';
const ID = '0b7e4a52-7d5e-4a36-9a51-1d2b8c3e4f61';
const NOW = new Date('2026-11-25T02:00:00.000Z');
const requester: CaseAuthor = {
  userID: 'a0000000-0000-4000-8000-000000000001',
  firstName: 'Siti',
  lastName: 'Aminah',
  merchantId: MERCHANT,
  userType: 'merchant',
};
const staff: CaseAuthor = {
  ...requester,
  userID: 'b0000000-0000-4000-8000-000000000002',
  merchantId: null,
  userType: 'staff',
};

const body: CaseCreate = {
  id: ID,
  category: 'Payment',
  subject: 'Payment deducted twice',
  description: 'Two debits for one booking.',
  relatedBookingId: null,
  relatedInvoiceId: null,
};
const pdf: PreparedFile = {
  name: 'statement.pdf',
  type: 'application/pdf',
  size: 4,
  blob: new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }),
  thumbnail: null,
  isConverted: false,
};

let db: MirrorDb;
beforeEach(() => {
  db = createTestMirror();
});
afterEach(() => db.delete());

describe('createCaseChange', () => {
  it('queues an Open case of the requester’s merchant, not yet numbered, with its attachment', async () => {
    const op = await enqueueChange(db, createCaseChange(body, pdf, requester, NOW));
    expect(op).toMatchObject({ path: '/Case/create', method: 'POST', create: true, files: ['attachment'] });
    expect(v.safeParse(CaseCreateSchema, op.body).success).toBe(true);
    const row = await db.rows('cases').get(ID);
    expect(v.safeParse(CaseSchema, { ...row }).success).toBe(true);
    expect(row).toMatchObject({
      caseNumber: null,
      merchantId: MERCHANT,
      requesterName: 'Siti Aminah',
      status: 'Open',
      replies: [],
      _pending: true,
    });
    expect(await db.outboxFiles.get([op.id, 'attachment'])).toMatchObject({ name: 'statement.pdf', size: 4 });
  });

  it('sends JSON when there is no attachment; a staff case belongs to no merchant', () => {
    const change = createCaseChange(body, null, staff, NOW);
    expect(change.files).toBeUndefined();
    expect(change.patch).toMatchObject({ merchantId: null });
  });
});

describe('replyChange and caseStatusChange', () => {
  it('appends the reply to the thread at once, with an id the server recognises on a resend', () => {
    const change = replyChange({ id: ID, version: 3, replies: [] }, 'Any news?', requester, NOW);
    const sent = change.request.body as { replyId: string };
    expect(change.patch).toMatchObject({
      replies: [
        { id: sent.replyId, authorType: 'merchant', body: 'Any news?', createdAt: NOW.toISOString() },
      ],
    });
    expect(v.safeParse(CaseReplyBodySchema, change.request.body).success).toBe(true);
    expect(replyChange({ id: ID, version: 3, replies: [] }, 'Hi', staff, NOW).patch).toMatchObject({
      replies: [{ authorType: 'staff' }],
    });
  });

  it('moves and assigns in one op; resolving stamps resolvedAt and reopening clears it', () => {
    const resolve = caseStatusChange(
      { id: ID, version: 5 },
      { status: 'Resolved', assignee: { id: staff.userID, name: 'Ops' } },
      NOW,
    );
    expect(resolve).toMatchObject({
      baseVersion: 5,
      patch: {
        status: 'Resolved',
        resolvedAt: NOW.toISOString(),
        assigneeId: staff.userID,
        assigneeName: 'Ops',
      },
      request: {
        path: '/Case/status/update',
        body: { id: ID, status: 'Resolved', assigneeId: staff.userID },
      },
    });
    expect(v.safeParse(CaseStatusSchema, resolve.request.body).success).toBe(true);
    expect(caseStatusChange({ id: ID, version: 6 }, { status: 'Open' }, NOW).patch).toMatchObject({
      resolvedAt: null,
    });
    const unassign = caseStatusChange({ id: ID, version: 6 }, { assignee: null }, NOW);
    expect(unassign.request.body).toEqual({ id: ID, assigneeId: null });
  });
});
