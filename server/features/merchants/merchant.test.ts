import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant, MerchantDropDownItem, Page } from '../../../src/contract';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let merchantUser: Record<string, string>;
let demoId: string;
let otherId: string;
/** Another merchant that a Checker approved: only such a merchant may be switched on. */
let approvedId: string;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  admin = await bearerOf(app, 'admin');
  merchantUser = await bearerOf(app, 'merchant.user');
  const { rows } = await testDb.db.query<{ id: string; demo: boolean }>(
    `SELECT id, merchant_name = 'Demo Travel & Tours Sdn Bhd' AS demo FROM merchants ORDER BY id`,
  );
  demoId = rows.find((row) => row.demo)?.id ?? '';
  otherId = rows.find((row) => !row.demo)?.id ?? '';
  const approved = await testDb.db.query<{ id: string }>(
    `SELECT id FROM merchants WHERE approval_status = 'Approved' AND id <> $1 ORDER BY id LIMIT 1`,
    [demoId],
  );
  approvedId = approved.rows[0]?.id ?? '';
});
afterAll(async () => {
  await testDb.drop();
});

const list = (path: string, headers: Record<string, string>) => getJson<Page<Merchant>>(app, path, headers);

describe('merchant lists', () => {
  it('splits merchants pending approval from the rest', async () => {
    const { rows } = await testDb.db.query<{ pending: number; other: number }>(
      `SELECT count(*) FILTER (WHERE approval_status = 'Pending' AND submission_status = 'Submitted')::int AS pending,
              count(*) FILTER (WHERE NOT (approval_status = 'Pending' AND submission_status = 'Submitted'))::int AS other
       FROM merchants`,
    );
    const pending = await list('/Merchant/pendingMerchantListPage?pageSize=50', admin);
    const normal = await list('/Merchant/merchantListPage?pageSize=50', admin);
    expect(pending.body.data?.totalCount).toBe(rows[0]?.pending);
    expect(normal.body.data?.totalCount).toBe(rows[0]?.other);
    expect(pending.body.data?.items.every((m) => m.approvalStatus === 'Pending')).toBe(true);
    expect(pending.body.data?.totalCount).toBeGreaterThan(0);
  });

  it('shows a merchant user only their own merchant', async () => {
    const { body } = await list('/Merchant/merchantListPage?pageSize=50', merchantUser);
    expect(body.data?.items.map((m) => m.id)).toEqual([demoId]);
    expect(body.data?.totalCount).toBe(1);
  });

  it('needs a bearer token', async () => {
    const { status } = await list('/Merchant/merchantListPage', {});
    expect(status).toBe(401);
  });
});

describe('GET /Merchant/{id}', () => {
  it('answers one merchant', async () => {
    const { status, body } = await getJson<Merchant>(app, `/Merchant/${demoId}`, admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: demoId, merchantName: 'Demo Travel & Tours Sdn Bhd' });
  });

  it('answers 404 for a malformed, unknown or out-of-scope id', async () => {
    for (const [id, headers] of [
      ['not-a-uuid', admin],
      ["1' OR '1'='1", admin],
      ['00000000-0000-4000-8000-000000000000', admin],
      [otherId, merchantUser],
    ] as const) {
      const { status, body } = await getJson(app, `/Merchant/${encodeURIComponent(id)}`, headers);
      expect(status).toBe(404);
      expect(body.code).toBe('error.notFound');
    }
  });
});

describe('GET /Merchant/merchantDropDown', () => {
  it('lists active merchants by name', async () => {
    const { body } = await getJson<MerchantDropDownItem[]>(app, '/Merchant/merchantDropDown', admin);
    const { rows } = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM merchants WHERE status = 'Active'`,
    );
    const items = body.data ?? [];
    expect(items).toHaveLength(rows[0]?.n ?? -1);
    const names = items.map((item) => item.merchantName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(items[0] ?? {})).toEqual(['id', 'merchantName']);
  });

  it('gives a merchant user only their merchant', async () => {
    const { body } = await getJson<MerchantDropDownItem[]>(app, '/Merchant/merchantDropDown', merchantUser);
    expect(body.data).toEqual([{ id: demoId, merchantName: 'Demo Travel & Tours Sdn Bhd' }]);
  });
});

describe('POST /Merchant/status/update', () => {
  const update = (body: unknown, headers = admin) =>
    sendJson<Merchant>(app, 'POST', '/Merchant/status/update', body, headers);
  const current = async (id: string) => (await getJson<Merchant>(app, `/Merchant/${id}`, admin)).body.data;

  it('updates the status, bumps the version and writes the audit log', async () => {
    const before = await current(approvedId);
    const status = before?.status === 'Active' ? 'Inactive' : 'Active';
    const res = await update(
      { id: approvedId, status, baseVersion: before?.version },
      {
        ...admin,
        'X-Page-Path': 'merchant-view-merchant-listing',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'merchant.statusUpdated',
      data: { id: approvedId, status },
    });
    expect(res.body.data?.version).toBeGreaterThan(before?.version ?? Infinity);
    const { rows } = await testDb.db.query<{ page_path: string; details: unknown; user_id: string }>(
      `SELECT page_path, details, user_id FROM audit_log WHERE entity = 'merchant' AND entity_id = $1`,
      [approvedId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      page_path: 'merchant-view-merchant-listing',
      details: { from: before?.status, to: status },
    });
  });

  it('answers 409 with the current row when baseVersion is stale, changing nothing', async () => {
    const before = await current(approvedId);
    const res = await update({ id: approvedId, status: 'Inactive', baseVersion: (before?.version ?? 0) - 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'sync.conflict', data: { current: before } });
    expect(await current(approvedId)).toEqual(before);
  });

  it('answers 403 to a merchant user, even for their own merchant', async () => {
    const before = await current(demoId);
    const res = await update({ id: demoId, status: 'Inactive', baseVersion: before?.version }, merchantUser);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('error.forbidden');
    expect(await current(demoId)).toEqual(before);
  });

  it('answers 422 to a bad body and 404 to an unknown merchant', async () => {
    for (const body of [
      {},
      { id: 'x', status: 'Active', baseVersion: 1 },
      { id: otherId, status: 'Gone', baseVersion: 1 },
      { id: otherId, status: 'Active', baseVersion: -1 },
    ]) {
      const res = await update(body);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('error.validation');
    }
    const res = await update({
      id: '00000000-0000-4000-8000-000000000000',
      status: 'Active',
      baseVersion: 1,
    });
    expect(res.status).toBe(404);
  });
});
