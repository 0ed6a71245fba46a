/** Roles, UAC and FAC through the API: the rules of grants and how a change spreads. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, Role } from '../../../src/contract';
import type { Db } from '../../db/client';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import { pullAll, pullOnce } from '../sync/sync-test-kit';
import type { Mirror } from '../sync/sync-test-kit';

let db: Db;
let drop: () => Promise<void>;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;

const roleNamed = async (name: string) => {
  const { body } = await getJson<Role[]>(app, '/UAC/getrolelist', admin);
  const role = body.data?.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
};

async function newRole(scope: 'staff' | 'merchant') {
  const { status, body } = await sendJson<Role>(
    app,
    'POST',
    '/UAC/createrole',
    // No second factor, so the tests sign its users in with the password alone.
    {
      id: randomUUID(),
      name: `Role ${randomUUID().slice(0, 6)}`,
      scope,
      description: 'Made by a test',
      secondFactor: 'none',
    },
    admin,
  );
  expect(status).toBe(200);
  if (!body.data) throw new Error(body.message);
  return body.data;
}

beforeAll(async () => {
  ({ db, drop } = await setupTestDb());
  app = buildApp(db);
  admin = await bearerOf(app, 'admin');
}, 60_000);
afterAll(() => drop());

describe('UAC and FAC', () => {
  it('creates a role with no grants, and refuses a second role of the same name', async () => {
    const role = await newRole('staff');
    expect(role).toMatchObject({
      menuKeys: [],
      functions: [],
      isSystem: false,
      description: 'Made by a test',
    });
    const again = await sendJson(
      app,
      'POST',
      '/UAC/createrole',
      { id: randomUUID(), name: role.name.toUpperCase(), scope: 'staff' },
      admin,
    );
    expect(again.status).toBe(422);
    expect(again.body.errors?.[0]).toMatchObject({ path: 'name', code: 'role.nameTaken' });
  });

  it('grants menus with their view function, then functions; a stale version is a 409', async () => {
    const role = await newRole('staff');
    const menus = await sendJson<Role>(
      app,
      'POST',
      '/UAC/save',
      { roleId: role.id, baseVersion: role.version, menuKeys: ['merchant.list', 'user.manage'] },
      admin,
    );
    expect(menus.body.data).toMatchObject({
      menuKeys: ['merchant.list', 'user.manage'],
      functions: ['merchant.list:view', 'user.manage:view'],
    });
    const functions = await sendJson<Role>(
      app,
      'POST',
      '/FAC/save',
      {
        roleId: role.id,
        baseVersion: menus.body.data?.version,
        functions: ['user.manage:view', 'user.manage:status'],
      },
      admin,
    );
    expect(functions.body.data?.functions).toEqual(['user.manage:status', 'user.manage:view']);
    const stale = await sendJson(
      app,
      'POST',
      '/FAC/save',
      { roleId: role.id, baseVersion: role.version, functions: [] },
      admin,
    );
    expect(stale.status).toBe(409);
  });

  it('keeps Super Admin whole, staff menus away from merchant roles, and unknown keys out', async () => {
    const superAdmin = await roleNamed('Super Admin');
    const locked = await sendJson(
      app,
      'POST',
      '/UAC/save',
      { roleId: superAdmin.id, baseVersion: superAdmin.version, menuKeys: [] },
      admin,
    );
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('role.systemLocked');
    const merchantRole = await newRole('merchant');
    const staffMenu = await sendJson(
      app,
      'POST',
      '/UAC/save',
      {
        roleId: merchantRole.id,
        baseVersion: merchantRole.version,
        menuKeys: ['merchant.list', 'access.uac'],
      },
      admin,
    );
    expect(staffMenu.status).toBe(422);
    expect(staffMenu.body).toMatchObject({ code: 'role.staffMenu', params: { keys: 'access.uac' } });
    const unknown = await sendJson(
      app,
      'POST',
      '/FAC/save',
      {
        roleId: merchantRole.id,
        baseVersion: merchantRole.version,
        functions: ['nowhere:view', 'merchant.list:fly'],
      },
      admin,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('role.unknownMenu');
    const rename = await sendJson(
      app,
      'POST',
      '/UAC/updaterole',
      { id: superAdmin.id, baseVersion: superAdmin.version, name: 'Root' },
      admin,
    );
    expect(rename.body.code).toBe('role.systemName');
  });

  it('applies a change at once on the server and sends it to clients on their next pull', async () => {
    const role = await newRole('staff');
    const menus = await sendJson<Role>(
      app,
      'POST',
      '/UAC/save',
      { roleId: role.id, baseVersion: role.version, menuKeys: ['user.manage'] },
      admin,
    );
    // A viewer, and a peer with the same role: a user manager only reaches users whose role
    // holds nothing beyond their own.
    await db.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
       SELECT u.name, password_hash, 'View', 'Only', u.name || '@example.com', $1, 'Checker', 'A'
       FROM users CROSS JOIN unnest(ARRAY['viewer', 'peer']) AS u (name) WHERE username = 'admin'`,
      [role.id],
    );
    const viewer = await bearerOf(app, 'viewer');
    const mirror = new Map();
    const { cursor } = await pullAll(app, viewer, mirror);
    const { rows } = await db.query<{ id: string; version: number }>(
      `SELECT id, version::float8 AS version FROM users WHERE username = 'peer'`,
    );
    const target = { id: rows[0]?.id, baseVersion: rows[0]?.version, firstName: 'Renamed' };
    expect((await sendJson(app, 'POST', '/User/update', target, viewer)).status).toBe(403);

    await sendJson(
      app,
      'POST',
      '/FAC/save',
      {
        roleId: role.id,
        baseVersion: menus.body.data?.version,
        functions: ['user.manage:view', 'user.manage:update'],
      },
      admin,
    );
    expect((await sendJson(app, 'POST', '/User/update', target, viewer)).status).toBe(200);
    // The new grant shows the users' identity numbers: the download plan changed, so the next
    // pull rebuilds the device copy (docs/security.md, "One policy"), which holds the new grants.
    expect(await pullOnce(app, viewer, cursor, 1000)).toMatchObject({ reset: true });
    const fresh: Mirror = new Map();
    await pullAll(app, viewer, fresh);
    expect(fresh.get(`roles:${role.id}`)?.row).toMatchObject({
      functions: ['user.manage:update', 'user.manage:view'],
    });
  });

  it('never lets an editor give more than they hold', async () => {
    const role = await newRole('staff');
    await sendJson(
      app,
      'POST',
      '/UAC/save',
      { roleId: role.id, baseVersion: role.version, menuKeys: ['access.uac'] },
      admin,
    );
    const saved = await roleNamed(role.name);
    await sendJson(
      app,
      'POST',
      '/FAC/save',
      { roleId: role.id, baseVersion: saved.version, functions: ['access.uac:view', 'access.uac:update'] },
      admin,
    );
    await db.query(
      `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
       SELECT 'editor', password_hash, 'Role', 'Editor', 'editor@example.com', $1, 'Checker', 'A' FROM users WHERE username = 'admin'`,
      [role.id],
    );
    const editor = await bearerOf(app, 'editor');
    const own = await roleNamed(role.name);
    const raise = await sendJson(
      app,
      'POST',
      '/UAC/save',
      { roleId: role.id, baseVersion: own.version, menuKeys: ['access.uac', 'merchant.create'] },
      editor,
    );
    expect(raise.status).toBe(403);
    const merchantAdmin = await roleNamed('Merchant Admin');
    const other = await sendJson(
      app,
      'POST',
      '/UAC/save',
      { roleId: merchantAdmin.id, baseVersion: merchantAdmin.version, menuKeys: [] },
      editor,
    );
    expect(other.status).toBe(403);
  });

  it('administers the menu: a new link goes under a category and to Super Admin', async () => {
    const { body: categories } = await getJson<MenuItem[]>(app, '/Menu/getcategory', admin);
    const parent = categories.data?.find((item) => item.key === 'support');
    const saved = await sendJson<MenuItem>(
      app,
      'PUT',
      '/Menu/save',
      {
        id: randomUUID(),
        parentId: parent?.id,
        key: 'support.faq',
        title: 'FAQ',
        type: 'Link',
        path: '/support/faq',
        icon: 'help',
        sortOrder: 5,
      },
      admin,
    );
    expect(saved.body.errors ?? []).toEqual([]);
    expect(saved.status).toBe(200);
    const item = await sendJson<MenuItem>(app, 'POST', `/Menu/${saved.body.data?.id}`, undefined, admin);
    expect(item.body.data).toMatchObject({ key: 'support.faq', parentId: parent?.id, path: '/support/faq' });
    expect((await roleNamed('Super Admin')).functions).toContain('support.faq:export');
    const underLink = await sendJson(
      app,
      'PUT',
      '/Menu/save',
      {
        id: randomUUID(),
        parentId: saved.body.data?.id,
        key: 'support.faq2',
        title: 'FAQ 2',
        type: 'Link',
        path: '/x',
      },
      admin,
    );
    expect(underLink.body.errors?.[0]).toMatchObject({ path: 'parentId', code: 'menu.parentInvalid' });
  });
});
