/**
 * What each caller downloads to their device (docs/security.md, "What each role downloads"): the
 * role × entity × field matrix generated from the access policy, checked against counts written
 * here independently of the resources; then the attacks by hand: a merchant user's pull holds no
 * user rows and no identity numbers, a grant taken away empties the device copy of what it
 * showed, and the list and get calls answer the same fields as the pull.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityAccess, SYNC_ENTITIES } from '../../../src/contract';
import type { Page, SessionUser, SyncEntity, User } from '../../../src/contract';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { createRoleUser } from '../../test/role-user';
import { buildApp, setupTestDb, signIn } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { alive, pullAll, pullOnce, waitForWatermark } from './sync-test-kit';
import type { Mirror } from './sync-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;

/**
 * Each entity's table and the column naming its merchant, written out apart from server/resources:
 * by convention the entity's name in snake_case and `merchant_id`; the exceptions here.
 */
const TABLE_EXCEPTIONS: Partial<
  Record<SyncEntity, { table: string; merchant: string | null; global?: true }>
> = {
  merchants: { table: 'merchants', merchant: 'id' },
  markups: { table: 'markups', merchant: 'merchant_id', global: true },
  roles: { table: 'roles', merchant: null },
  menu: { table: 'menus', merchant: null },
};
const tableOf = (entity: SyncEntity) =>
  TABLE_EXCEPTIONS[entity] ?? {
    table: entity.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    merchant: 'merchant_id',
  };

async function countInScope(entity: SyncEntity, merchantId: string | null): Promise<number> {
  const { table, merchant, global } = tableOf(entity);
  const scoped = merchantId !== null && merchant !== null;
  const where = scoped ? `WHERE ${merchant} = $1${global ? ` OR ${merchant} IS NULL` : ''}` : '';
  const { rows } = await testDb.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} ${where}`,
    scoped ? [merchantId] : [],
  );
  return rows[0]?.n ?? -1;
}

/** The ids of the rows addressed to one user (notifications). */
async function ownRows(entity: SyncEntity, userId: string): Promise<string[]> {
  const { rows } = await testDb.db.query<{ id: string }>(
    `SELECT id::text AS id FROM ${tableOf(entity).table} WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows.map((row) => row.id);
}

async function sessionOf(username: string) {
  const { body } = await signIn(app, username);
  const user = body.data?.user as SessionUser;
  return { user, headers: await bearerOf(app, username) };
}

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  admin = await bearerOf(app, 'admin');
  // Staff who may list users but not maintain them, and staff who may see bookings only.
  await createRoleUser(app, testDb.db, admin, 'user.viewer', ['user.manage'], ['user.manage:view']);
  await createRoleUser(app, testDb.db, admin, 'booking.viewer', ['booking.list'], ['booking.list:view']);
  await createRoleUser(app, testDb.db, admin, 'no.grants', [], []);
  await waitForWatermark(testDb.db);
}, 120_000);
afterAll(async () => {
  await testDb.drop();
});

const CALLERS = ['admin', 'merchant.admin', 'merchant.user', 'user.viewer', 'booking.viewer', 'no.grants'];

describe('the download, generated from the access policy', () => {
  it.each(CALLERS)('%s receives exactly the entities, rows and fields the policy gives', async (username) => {
    const { user, headers } = await sessionOf(username);
    const mirror: Mirror = new Map();
    await pullAll(app, headers, mirror, '', 5000);
    for (const entity of SYNC_ENTITIES) {
      const access = entityAccess(user.permissions, entity);
      const rows = alive(mirror, entity);
      switch (access.rows) {
        case 'none':
          expect(rows, entity).toHaveLength(0);
          break;
        case 'all':
          expect(rows.length, entity).toBe(await countInScope(entity, user.merchantId));
          break;
        case 'own-role':
          expect(
            rows.map((row) => row.id),
            entity,
          ).toEqual([user.roleId]);
          break;
        case 'assignable-roles':
          expect(
            rows.some((row) => row.id === user.roleId),
            entity,
          ).toBe(true);
          if (user.userType !== 'staff') {
            expect(
              rows.every((row) => row.scope === 'merchant'),
              entity,
            ).toBe(true);
          }
          break;
        case 'recipient':
          expect(rows.map((row) => row.id).sort(), entity).toEqual(await ownRows(entity, user.userID));
          break;
      }
      for (const field of access.hiddenFields) {
        expect(
          rows.every((row) => row[field] === null),
          `${entity}.${field}`,
        ).toBe(true);
      }
    }
  });
});

describe('attacks on the download', () => {
  it('a merchant user, refused the user list, downloads no user, no identity number, no other role', async () => {
    const { user, headers } = await sessionOf('merchant.user');
    expect((await getJson(app, '/User/userList', headers)).status).toBe(403);
    expect((await getJson(app, '/UAC/getrolelist', headers)).status).toBe(403);
    const mirror: Mirror = new Map();
    await pullAll(app, headers, mirror, '', 5000);
    expect(alive(mirror, 'users')).toEqual([]);
    expect(alive(mirror, 'clients')).toEqual([]);
    expect(alive(mirror, 'roles').map((row) => row.id)).toEqual([user.roleId]);
    expect(JSON.stringify([...mirror.values()])).not.toMatch(/"idNumber":"/);
    // Still everything of its own merchant it works with.
    expect(alive(mirror, 'bookings').length).toBeGreaterThan(0);
    expect(alive(mirror, 'topUps').length).toBeGreaterThan(0);
  });

  it('staff who may list users but not maintain them never receive identity numbers, by any call', async () => {
    const { headers } = await sessionOf('user.viewer');
    const mirror: Mirror = new Map();
    await pullAll(app, headers, mirror, '', 5000);
    const users = alive(mirror, 'users');
    expect(users.length).toBeGreaterThan(10);
    expect(users.every((row) => row.idNumber === null && row.idType === null)).toBe(true);
    const { body } = await getJson<Page<User>>(app, '/User/userList?pageSize=50', headers);
    expect(body.data?.items.length).toBeGreaterThan(10);
    expect(body.data?.items.every((row) => row.idNumber === null)).toBe(true);
    // An admin sees them, so the field is there to hide.
    const adminList = await getJson<Page<User>>(app, '/User/userList?pageSize=50', admin);
    expect(adminList.body.data?.items.some((row) => row.idNumber !== null)).toBe(true);
  });

  it('a grant taken away resets the device copy, and the next download leaves out what it showed', async () => {
    const { roleId } = await createRoleUser(
      app,
      testDb.db,
      admin,
      'user.editor',
      ['user.manage'],
      ['user.manage:view', 'user.manage:update'],
    );
    const { headers } = await sessionOf('user.editor');
    const mirror: Mirror = new Map();
    const { cursor } = await pullAll(app, headers, mirror, '', 5000);
    expect(alive(mirror, 'users').some((row) => row.idNumber !== null)).toBe(true);

    const role = await getJson<{ version: number }>(app, `/UAC/${roleId}`, admin);
    const saved = await sendJson(
      app,
      'POST',
      '/FAC/save',
      { roleId, baseVersion: role.body.data?.version, functions: ['user.manage:view'] },
      admin,
    );
    expect(saved.status).toBe(200);
    await waitForWatermark(testDb.db);
    expect(await pullOnce(app, headers, cursor, 5000)).toMatchObject({ reset: true, changes: [] });
    const fresh: Mirror = new Map();
    await pullAll(app, headers, fresh, '', 5000);
    expect(alive(fresh, 'users').length).toBeGreaterThan(0);
    expect(alive(fresh, 'users').every((row) => row.idNumber === null)).toBe(true);

    // Without the view grant the next device copy holds no user at all.
    const again = await getJson<{ version: number }>(app, `/UAC/${roleId}`, admin);
    await sendJson(
      app,
      'POST',
      '/UAC/save',
      { roleId, baseVersion: again.body.data?.version, menuKeys: [] },
      admin,
    );
    await waitForWatermark(testDb.db);
    const last: Mirror = new Map();
    await pullAll(app, headers, last, '', 5000);
    expect(alive(last, 'users')).toEqual([]);
  });

  it('changes logged after a bootstrap reach only those who may see them', async () => {
    const { headers } = await sessionOf('booking.viewer');
    const mirror: Mirror = new Map();
    const { cursor } = await pullAll(app, headers, mirror, '', 5000);
    await testDb.db.query(`UPDATE users SET first_name = 'Changed' WHERE username = 'merchant.user'`);
    await testDb.db.query(
      `UPDATE bookings SET traveler_name = 'Changed' WHERE id = (SELECT min(id::text)::uuid FROM bookings)`,
    );
    await waitForWatermark(testDb.db);
    const page = await pullOnce(app, headers, cursor, 5000);
    expect(page.changes.map((change) => change.entity)).toEqual(['bookings']);
  });
});
