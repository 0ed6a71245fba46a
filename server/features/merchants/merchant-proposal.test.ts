/**
 * Four eyes on an approved merchant's edits (docs/security.md, Four-eyes changes): an edit waits
 * as a proposal, the live record keeps its values, and only a Checker who did not propose it
 * applies it (or drops it), by a single call or a Sync/push batch op alike.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant, Page, SyncPushAnswer } from '../../../src/contract';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { pullAll, type Mirror } from '../sync/sync-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let maker: Record<string, string>;
let maker2: Record<string, string>;
let checker2: Record<string, string>;
let merchantAdmin: Record<string, string>;
let makerId: string;

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  sendJson<Merchant>(app, 'POST', path, body, headers);
const fetchMerchant = async (id: string) => {
  const { body } = await getJson<Merchant>(app, `/Merchant/${id}`, admin);
  if (!body.data) throw new Error(`no merchant ${id}`);
  return body.data;
};
const edit = async (id: string, changes: Record<string, unknown>, headers = maker) =>
  post('/Merchant/update', { id, baseVersion: (await fetchMerchant(id)).version, ...changes }, headers);
const decide = (id: string, decision: string, headers: Record<string, string>, extra = {}) =>
  post('/Merchant/approval', { id, decision, reason: 'Wrong bank details given', ...extra }, headers);
const push = (ops: unknown[], headers: Record<string, string>) =>
  sendJson<SyncPushAnswer>(app, 'POST', '/Sync/push', { ops }, headers);
const op = (path: string, body: unknown) => ({ id: randomUUID(), method: 'POST', path, body });

/** A new merchant a Checker approved: Active, Approved, no proposal. */
async function approvedMerchant(): Promise<Merchant> {
  const id = randomUUID();
  const created = await post(
    '/Merchant/create',
    {
      id,
      businessRegistrationNumber: '202301012345',
      merchantName: `Kedai Cadangan ${id.slice(0, 8)} Sdn Bhd`,
      personInCharge: 'Siti Nurhaliza',
      email: 'siti@kedaicadangan.com.my',
      contactNumber: '012-345-6789',
      country: 'Malaysia',
      city: 'Kuala Lumpur',
      numberOfTerminals: 3,
    },
    maker,
  );
  expect(created.status).toBe(200);
  const approved = await decide(id, 'Approved', admin);
  expect(approved.body.data).toMatchObject({ status: 'Active', approvalStatus: 'Approved' });
  return fetchMerchant(id);
}

/** The row without what every write moves (its version and time). */
const withoutStamps = (row: Merchant) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'version' && key !== 'updatedAt'));

async function auditOf(id: string, action: string) {
  const { rows } = await testDb.db.query<{ details: Record<string, unknown> }>(
    `SELECT details FROM audit_log WHERE entity = 'merchant' AND entity_id = $1 AND action = $2 ORDER BY id`,
    [id, action],
  );
  return rows.map((row) => row.details);
}

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  await testDb.db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
     SELECT extra.name, u.password_hash, extra.first, 'Hassan', extra.name || '@example.com', u.role_id, extra.level, 'A'
     FROM users u, (VALUES ('checker2', 'Farid', 'Checker'), ('maker2', 'Zul', 'Maker')) AS extra(name, first, level)
     WHERE u.username = 'admin'`,
  );
  admin = await bearerOf(app, 'admin');
  maker = await bearerOf(app, 'maker');
  maker2 = await bearerOf(app, 'maker2');
  checker2 = await bearerOf(app, 'checker2');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
  const { rows } = await testDb.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'maker'`);
  makerId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await testDb.drop();
});

describe('an edit of an approved merchant waits for another Checker', () => {
  it('keeps the live values and shows the proposal; the merchant is in both lists', async () => {
    const merchant = await approvedMerchant();
    const { status, body } = await edit(merchant.id, { email: 'akaun@kedaibaru.com.my', city: 'Ipoh' });
    expect(status).toBe(200);
    expect(body.code).toBe('merchant.changeProposed');
    const after = await fetchMerchant(merchant.id);
    expect(after).toMatchObject({
      email: 'siti@kedaicadangan.com.my',
      city: 'Kuala Lumpur',
      status: 'Active',
      approvalStatus: 'Approved',
      proposedChanges: {
        fields: { email: 'akaun@kedaibaru.com.my', city: 'Ipoh' },
        proposedBy: makerId,
        proposedByName: expect.any(String) as unknown,
        proposedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      },
    });
    expect(body.data).toEqual(after);
    const named = `merchantName=${encodeURIComponent(merchant.merchantName)}`;
    for (const list of ['pendingMerchantListPage', 'merchantListPage']) {
      const page = await getJson<Page<Merchant>>(app, `/Merchant/${list}?${named}`, admin);
      expect(page.body.data?.items.map((item) => item.id)).toEqual([merchant.id]);
    }
    expect(await auditOf(merchant.id, 'merchant.update')).toEqual([
      expect.objectContaining({
        proposal: 'proposed',
        changes: {
          email: { from: 'siti@kedaicadangan.com.my', to: 'akaun@kedaibaru.com.my' },
          city: { from: 'Kuala Lumpur', to: 'Ipoh' },
        },
      }),
    ]);
  });

  it('its proposer cannot decide it: a Maker 403, a proposing Checker 403 merchant.ownSubmission', async () => {
    const merchant = await approvedMerchant();
    await edit(merchant.id, { email: 'akaun@kedaibaru.com.my' });
    const byMaker = await decide(merchant.id, 'Approved', maker);
    expect(byMaker.status).toBe(403);
    const byChecker = await approvedMerchant();
    await edit(byChecker.id, { email: 'akaun@kedaibaru.com.my' }, admin);
    for (const decision of ['Approved', 'Rejected']) {
      const own = await decide(byChecker.id, decision, admin);
      expect(own.status).toBe(403);
      expect(own.body.code).toBe('merchant.ownSubmission');
    }
    expect((await fetchMerchant(merchant.id)).email).toBe('siti@kedaicadangan.com.my');
    expect((await fetchMerchant(byChecker.id)).email).toBe('siti@kedaicadangan.com.my');
  });

  it('a rejection by another Checker drops the proposal and leaves the record as it was', async () => {
    const merchant = await approvedMerchant();
    await edit(merchant.id, { email: 'akaun@kedaibaru.com.my' });
    const { status, body } = await decide(merchant.id, 'Rejected', admin);
    expect(status).toBe(200);
    expect(body.code).toBe('merchant.changeRejected');
    const after = await fetchMerchant(merchant.id);
    expect(withoutStamps(after)).toEqual({ ...withoutStamps(merchant), proposedChanges: null });
    expect(after.version).toBeGreaterThan(merchant.version);
    expect((await auditOf(merchant.id, 'merchant.approval')).at(-1)).toMatchObject({
      decision: 'Rejected',
      proposal: true,
      reason: 'Wrong bank details given',
      changes: { email: { from: 'siti@kedaicadangan.com.my', to: 'akaun@kedaibaru.com.my' } },
    });
    const again = await decide(merchant.id, 'Approved', checker2);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('merchant.notPending');
  });

  it('an approval by another Checker applies it in its transaction', async () => {
    const merchant = await approvedMerchant();
    await edit(merchant.id, { email: 'akaun@kedaibaru.com.my', numberOfTerminals: 5, fax: '03-1234-5678' });
    const { status, body } = await decide(merchant.id, 'Approved', admin);
    expect(status).toBe(200);
    expect(body.code).toBe('merchant.changeApproved');
    expect(await fetchMerchant(merchant.id)).toMatchObject({
      email: 'akaun@kedaibaru.com.my',
      numberOfTerminals: 5,
      fax: '03-1234-5678',
      status: 'Active',
      approvalStatus: 'Approved',
      submittedBy: makerId,
      proposedChanges: null,
    });
    expect((await auditOf(merchant.id, 'merchant.approval')).at(-1)).toMatchObject({
      decision: 'Approved',
      proposal: true,
      changes: {
        email: { from: 'siti@kedaicadangan.com.my', to: 'akaun@kedaibaru.com.my' },
        numberOfTerminals: { from: 3, to: 5 },
        fax: { from: null, to: '03-1234-5678' },
      },
    });
  });

  it('the same through Sync/push batch ops', async () => {
    const merchant = await approvedMerchant();
    const proposed = await push(
      [
        op('/Merchant/update', {
          id: merchant.id,
          baseVersion: merchant.version,
          email: 'batch@kedaibaru.com.my',
        }),
        op('/Merchant/approval', { id: merchant.id, decision: 'Approved', reason: '' }),
      ],
      maker,
    );
    expect(proposed.body.data?.results.map((result) => result.status)).toEqual([200, 403]);
    expect(await fetchMerchant(merchant.id)).toMatchObject({
      email: 'siti@kedaicadangan.com.my',
      proposedChanges: { fields: { email: 'batch@kedaibaru.com.my' } },
    });
    const decided = await push(
      [op('/Merchant/approval', { id: merchant.id, decision: 'Approved', reason: '' })],
      checker2,
    );
    expect(decided.body.data?.results.map((result) => result.status)).toEqual([200]);
    expect(await fetchMerchant(merchant.id)).toMatchObject({
      email: 'batch@kedaibaru.com.my',
      proposedChanges: null,
    });
  });

  it('the pull carries the proposal as a field of the merchant row', async () => {
    const merchant = await approvedMerchant();
    await edit(merchant.id, { city: 'Ipoh' });
    const mirror: Mirror = new Map();
    await pullAll(app, admin, mirror);
    const row = mirror.get(`merchants:${merchant.id}`)?.row;
    expect(row).toMatchObject({ city: 'Kuala Lumpur', proposedChanges: { fields: { city: 'Ipoh' } } });
  });
});

describe('a second edit while a proposal waits', () => {
  it('its proposer amends it (field by field); anyone else is refused until it is decided', async () => {
    const merchant = await approvedMerchant();
    await edit(merchant.id, { email: 'akaun@kedaibaru.com.my' });
    for (const other of [maker2, admin]) {
      const refused = await edit(merchant.id, { city: 'Ipoh' }, other);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('merchant.changePending');
    }
    const amended = await edit(merchant.id, { city: 'Ipoh' });
    expect(amended.status).toBe(200);
    expect((await fetchMerchant(merchant.id)).proposedChanges?.fields).toEqual({
      email: 'akaun@kedaibaru.com.my',
      city: 'Ipoh',
    });
    // Back to the live values: nothing is left to approve, so the proposal is withdrawn.
    const withdrawn = await edit(merchant.id, { email: merchant.email, city: merchant.city });
    expect(withdrawn.body.code).toBe('merchant.changeWithdrawn');
    expect(await fetchMerchant(merchant.id)).toMatchObject({ proposedChanges: null, city: 'Kuala Lumpur' });
  });

  it('is taken on a stale baseVersion: it writes no live value, and the Checker sees it beside the current ones', async () => {
    // An offline edit made before a status change: a 409 would make the device rebase the body
    // on the server's live values and lose the proposed ones (docs/security.md).
    const merchant = await approvedMerchant();
    const off = await post(
      '/Merchant/status/update',
      { id: merchant.id, status: 'Inactive', baseVersion: merchant.version },
      admin,
    );
    expect(off.status).toBe(200);
    const stale = await post(
      '/Merchant/update',
      { id: merchant.id, baseVersion: merchant.version, email: 'akaun@kedaibaru.com.my' },
      maker,
    );
    expect(stale.status).toBe(200);
    expect(stale.body.data).toMatchObject({
      status: 'Inactive',
      email: 'siti@kedaicadangan.com.my',
      proposedChanges: { fields: { email: 'akaun@kedaibaru.com.my' } },
    });
  });

  it('an approval names the proposal it reviewed: a replaced one is not decided unseen', async () => {
    const merchant = await approvedMerchant();
    await edit(merchant.id, { email: 'akaun@kedaibaru.com.my' });
    const seen = (await fetchMerchant(merchant.id)).proposedChanges?.proposedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await edit(merchant.id, { email: 'lain@kedaibaru.com.my' });
    const stale = await decide(merchant.id, 'Approved', admin, { proposedAt: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('merchant.proposalChanged');
    expect((await fetchMerchant(merchant.id)).email).toBe('siti@kedaicadangan.com.my');
    const current = (await fetchMerchant(merchant.id)).proposedChanges?.proposedAt;
    expect((await decide(merchant.id, 'Approved', admin, { proposedAt: current })).status).toBe(200);
    expect((await fetchMerchant(merchant.id)).email).toBe('lain@kedaibaru.com.my');
  });
});

describe('who may edit a merchant', () => {
  it("its own Merchant Admin edits nothing of the merchant's record (403)", async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `SELECT merchant_id AS id FROM users WHERE username = 'merchant.admin'`,
    );
    const own = rows[0]?.id ?? '';
    const before = await fetchMerchant(own);
    const { status } = await edit(own, { email: 'owner@example.com' }, merchantAdmin);
    expect(status).toBe(403);
    expect(await fetchMerchant(own)).toEqual(before);
  });

  it('a merchant never approved is still edited in place and submitted again', async () => {
    const id = randomUUID();
    await post(
      '/Merchant/create',
      {
        id,
        businessRegistrationNumber: '202301012345',
        merchantName: `Kedai Baharu ${id.slice(0, 8)} Sdn Bhd`,
        personInCharge: 'Siti Nurhaliza',
        email: 'siti@kedaibaharu.com.my',
        contactNumber: '012-345-6789',
        country: 'Malaysia',
        numberOfTerminals: 1,
      },
      maker,
    );
    const { body } = await edit(id, { city: 'Ipoh' });
    expect(body.code).toBe('merchant.updated');
    expect(body.data).toMatchObject({ city: 'Ipoh', approvalStatus: 'Pending', proposedChanges: null });
  });
});
