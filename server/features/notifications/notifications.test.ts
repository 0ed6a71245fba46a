/**
 * Notifications (docs/ARCHITECTURE.md, Notifications): the merchant producers in the write's
 * transaction, and the recipient rule of docs/security.md tested as the attacker: another user's
 * notification is never listed, got, pulled nor marked read, whatever the caller's grants.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Page } from '../../../src/contract';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { alive, pullAll, waitForWatermark } from '../sync/sync-test-kit';
import type { Mirror } from '../sync/sync-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let maker: Record<string, string>;
let checker2: Record<string, string>;
let merchantAdmin: Record<string, string>;

const post = <T>(path: string, body: unknown, headers: Record<string, string>) =>
  sendJson<T>(app, 'POST', path, body, headers);

const newMerchant = () => ({
  id: randomUUID(),
  businessRegistrationNumber: '202301012345',
  merchantName: `Kedai Notis ${Math.random().toString(36).slice(2, 8)} Sdn Bhd`,
  personInCharge: 'Siti Nurhaliza',
  email: 'siti@kedainotis.com.my',
  contactNumber: '012-345-6789',
  officePhone: '03-1234-5678',
  officePhoneExt: '123',
  country: 'Malaysia',
  postcode: '50450',
  city: 'Kuala Lumpur',
  numberOfTerminals: 3,
  monthlyTransactionVolumeSen: 1_500_050,
});

async function listOf(headers: Record<string, string>, query = '') {
  const { status, body } = await getJson<Page<Notification>>(
    app,
    `/Notification/notificationListPage?pageSize=50${query}`,
    headers,
  );
  expect(status).toBe(200);
  return body.data?.items ?? [];
}

const about = (rows: Notification[], subjectId: string) => rows.filter((row) => row.subjectId === subjectId);

async function submitted(): Promise<string> {
  const body = newMerchant();
  const { status } = await post('/Merchant/create', body, {
    ...maker,
    'X-Page-Path': 'merchant-create-merchant',
  });
  expect(status).toBe(200);
  return body.id;
}

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  // A second staff Checker with the admin's role: both may decide a merchant.
  await testDb.db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
     SELECT 'checker2', password_hash, 'Farid', 'Hassan', 'farid@example.com', role_id, 'Checker', 'A'
     FROM users WHERE username = 'admin'`,
  );
  admin = await bearerOf(app, 'admin');
  maker = await bearerOf(app, 'maker');
  checker2 = await bearerOf(app, 'checker2');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
}, 120_000);
afterAll(async () => {
  await testDb.drop();
});

describe('merchant producers', () => {
  it('a submission waits on every Checker who may decide it, never on its submitter', async () => {
    const id = await submitted();
    for (const checker of [admin, checker2]) {
      const rows = about(await listOf(checker, '&state=unread&kind=merchant.pending'), id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.subjectEntity).toBe('merchants');
      expect(rows[0]?.params.merchantName).toMatch(/^Kedai Notis/);
    }
    expect(about(await listOf(maker), id)).toHaveLength(0);
    expect(about(await listOf(merchantAdmin), id)).toHaveLength(0);
  });

  it('a rejection tells the submitter with the reason and resolves the other Checkers’ rows', async () => {
    const id = await submitted();
    const decided = await post(
      '/Merchant/approval',
      { id, decision: 'Rejected', reason: 'Registration number does not match' },
      admin,
    );
    expect(decided.status).toBe(200);
    const mine = about(await listOf(maker), id);
    expect(mine.map((row) => [row.kind, row.params.decision, row.params.reason, row.readAt])).toEqual([
      ['merchant.decided', 'Rejected', 'Registration number does not match', null],
    ]);
    const waiting = about(await listOf(checker2, '&kind=merchant.pending'), id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.readAt).not.toBeNull();
    expect(about(await listOf(checker2, '&state=unread'), id)).toHaveLength(0);
  });
});

describe('credit-limit producers', () => {
  it('a proposal waits on the Checkers but its proposer; a decision tells the proposer', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `SELECT merchant_id AS id FROM users WHERE username = 'merchant.admin'`,
    );
    const merchantId = rows[0]?.id ?? '';
    const proposed = await post(
      '/Credit/adjustLimit',
      { merchantId, creditLimitSen: 250_000, reason: 'Peak' },
      maker,
    );
    expect(proposed.status).toBe(200);
    const waiting = about(await listOf(checker2, '&state=unread&kind=creditLimit.pending'), merchantId);
    expect(waiting.map((row) => [row.subjectEntity, row.params.proposedLimitSen])).toEqual([
      ['creditAccounts', 250_000],
    ]);
    expect(about(await listOf(maker), merchantId)).toHaveLength(0);
    expect((await post('/Credit/rejectLimit', { merchantId, reason: 'Not now' }, admin)).status).toBe(200);
    const told = about(await listOf(maker, '&kind=creditLimit.decided'), merchantId);
    expect(told.map((row) => [row.params.decision, row.params.reason])).toEqual([['Rejected', 'Not now']]);
    expect(about(await listOf(checker2, '&state=unread'), merchantId)).toHaveLength(0);
  });
});

describe('service-request producers', () => {
  it('tells the assignee, the requester of a reply, and the assignee of a reopened case; never the actor', async () => {
    const opened = await post<{ id: string }>(
      '/Case/create',
      { id: randomUUID(), category: 'Booking', subject: 'Refund', description: 'Where is it?' },
      merchantAdmin,
    );
    const id = opened.body.data?.id ?? '';
    const { rows } = await testDb.db.query<{ id: string }>(
      `SELECT id FROM users WHERE username = 'checker2'`,
    );
    const assigned = await post('/Case/status/update', { id, assigneeId: rows[0]?.id }, admin);
    expect(assigned.status).toBe(200);
    expect(about(await listOf(checker2, '&kind=case.assigned'), id)).toHaveLength(1);
    expect((await post('/Case/reply', { id, replyId: randomUUID(), body: 'On it' }, admin)).status).toBe(200);
    const replies = about(await listOf(merchantAdmin, '&kind=case.reply'), id);
    expect(replies.map((row) => row.params.authorName)).toEqual([expect.stringMatching(/\S/)]);
    expect(about(await listOf(checker2, '&kind=case.reply'), id)).toHaveLength(1);
    expect(about(await listOf(admin), id)).toHaveLength(0);
    expect((await post('/Case/status/update', { id, status: 'Resolved' }, admin)).status).toBe(200);
    expect((await post('/Case/status/update', { id, status: 'Open' }, merchantAdmin)).status).toBe(200);
    expect(about(await listOf(checker2, '&kind=case.reopened'), id)).toHaveLength(1);
  });
});

describe('the recipient rule, as the attacker', () => {
  it('another user’s notification is never listed, got, pulled nor marked read', async () => {
    const id = await submitted();
    const [theirs] = about(await listOf(checker2), id);
    if (!theirs) throw new Error('checker2 has no notification');
    // The Super Admin holds every grant and still sees only their own row about it.
    const adminRows = about(await listOf(admin), id);
    expect(adminRows.map((row) => row.id)).not.toContain(theirs.id);
    for (const headers of [admin, maker, merchantAdmin]) {
      expect((await getJson(app, `/Notification/${theirs.id}`, headers)).status).toBe(404);
      const read = await post<{ items: Notification[] }>('/Notification/read', { ids: [theirs.id] }, headers);
      expect(read.status).toBe(200);
      expect(read.body.data?.items).toEqual([]);
      const all = await post(
        '/Notification/read-all',
        { upTo: new Date(Date.now() + 60_000).toISOString() },
        headers,
      );
      expect(all.status).toBe(200);
    }
    const after = await getJson<Notification>(app, `/Notification/${theirs.id}`, checker2);
    expect(after.status).toBe(200);
    expect(after.body.data?.readAt).toBeNull();
    await waitForWatermark(testDb.db);
    for (const headers of [admin, maker, merchantAdmin]) {
      const mirror: Mirror = new Map();
      await pullAll(app, headers, mirror, '', 5000);
      expect(alive(mirror, 'notifications').map((row) => row.id)).not.toContain(theirs.id);
      expect(mirror.has(`notifications:${theirs.id}`)).toBe(false);
    }
    const own: Mirror = new Map();
    await pullAll(app, checker2, own, '', 5000);
    expect(alive(own, 'notifications').map((row) => row.id)).toContain(theirs.id);
  });

  it('the recipient marks their own rows read, idempotently, one by one or all at once', async () => {
    const id = await submitted();
    const [row] = about(await listOf(checker2), id);
    if (!row) throw new Error('checker2 has no notification');
    const first = await post<{ items: Notification[] }>('/Notification/read', { ids: [row.id] }, checker2);
    const readAt = first.body.data?.items[0]?.readAt;
    expect(readAt).toEqual(expect.any(String));
    const again = await post<{ items: Notification[] }>('/Notification/read', { ids: [row.id] }, checker2);
    expect(again.body.data?.items[0]?.readAt).toBe(readAt);
    await submitted();
    const all = await post<{ marked: number }>(
      '/Notification/read-all',
      { upTo: new Date(Date.now() + 60_000).toISOString() },
      checker2,
    );
    expect(all.body.data?.marked).toBeGreaterThan(0);
    expect(await listOf(checker2, '&state=unread')).toEqual([]);
    expect((await post('/Notification/read', { ids: ['not-a-uuid'] }, checker2)).status).toBe(422);
  });
});
