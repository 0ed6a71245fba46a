/** GET /Dashboard/recentActivity: the newest business changes, named, scoped to the caller. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_ACTIVITY_LIMIT, type RecentActivityEntry } from '../../../src/contract/dashboard';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let as: { staff: Record<string, string>; admin: Record<string, string> };
const ids = { staff: '', admin: '', otherUser: '', demoMerchant: '', otherMerchant: '', merchantName: '' };

const one = async (sql: string, params: unknown[] = []) =>
  (await testDb.db.query<{ id: string; name?: string }>(sql, params)).rows[0] ?? { id: '' };

/** An audit entry `minutes` after now: later than anything the sign-ins wrote. */
const audit = (
  userId: string,
  action: string,
  entity: string,
  entityId: string,
  minutes: number,
  details = {},
) =>
  testDb.db.query(
    `INSERT INTO audit_log (user_id, action, entity, entity_id, details, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, now() + make_interval(mins => $6))`,
    [userId, action, entity, entityId, JSON.stringify(details), minutes],
  );

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = { staff: await bearerOf(app, 'admin'), admin: await bearerOf(app, 'merchant.admin') };
  ids.staff = (await one(`SELECT id FROM users WHERE username = 'admin'`)).id;
  const admin = await one(
    `SELECT id, merchant_id::text AS name FROM users WHERE username = 'merchant.admin'`,
  );
  ids.admin = admin.id;
  ids.demoMerchant = admin.name ?? '';
  const other = await one(
    `SELECT id, merchant_id::text AS name FROM users WHERE merchant_id IS NOT NULL AND merchant_id <> $1 LIMIT 1`,
    [ids.demoMerchant],
  );
  ids.otherUser = other.id;
  ids.otherMerchant = other.name ?? '';
  ids.merchantName =
    (await one(`SELECT merchant_name AS name, id FROM merchants WHERE id = $1`, [ids.otherMerchant])).name ??
    '';
  await audit(ids.staff, 'merchant.status.update', 'merchant', ids.otherMerchant, 10, {
    from: 'Active',
    to: 'Inactive',
  });
  await audit(ids.admin, 'client.create', 'client', '6f1c2b1e-0000-4000-8000-000000000001', 20);
  await audit(ids.staff, 'auth.signIn', 'user', ids.staff, 30);
  await audit(ids.admin, 'account.passwordReset', 'user', ids.admin, 40);
  await audit(ids.otherUser, 'user.status.update', 'user', ids.otherUser, 50, { from: 'A', to: 'I' });
  await audit(ids.staff, 'merchant.approval', 'merchant', 'not-a-uuid', 60, { decision: 'Approved' });
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

describe('Dashboard/recentActivity', () => {
  it('gives staff the newest business changes of everyone, with who did it and what it is now', async () => {
    const { status, body } = await getJson<RecentActivityEntry[]>(app, '/Dashboard/recentActivity', as.staff);
    expect(status).toBe(200);
    const entries = body.data ?? [];
    expect(entries.length).toBeLessThanOrEqual(RECENT_ACTIVITY_LIMIT);
    expect(entries.slice(0, 4).map((entry) => entry.action)).toEqual([
      'merchant.approval',
      'user.status.update',
      'client.create',
      'merchant.status.update',
    ]);
    // Sign-ins and account security events are never listed.
    expect(entries.some((entry) => /^(auth|account)\./.test(entry.action))).toBe(false);
    const [approval, , client, status_] = entries;
    expect(approval).toMatchObject({ entityId: 'not-a-uuid', entityName: null, outcome: 'Approved' });
    expect(client).toMatchObject({ entity: 'client', entityName: null, outcome: null });
    expect(status_).toMatchObject({ entityName: ids.merchantName, outcome: 'Inactive' });
    expect(status_?.userName).toBeTruthy();
    expect(Date.parse(status_?.at ?? '')).not.toBeNaN();
  });

  it("gives a merchant's users only what their own merchant's people did", async () => {
    const { status, body } = await getJson<RecentActivityEntry[]>(app, '/Dashboard/recentActivity', as.admin);
    expect(status).toBe(200);
    const actions = (body.data ?? []).map((entry) => entry.action);
    expect(actions).toContain('client.create');
    expect(actions).not.toContain('user.status.update');
    expect(actions).not.toContain('merchant.status.update');
    expect(actions).not.toContain('merchant.approval');
  });

  it('needs a session', async () => {
    expect((await getJson(app, '/Dashboard/recentActivity', {})).status).toBe(401);
  });
});
