import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_MENU, MENU_SORT_ORDER_MAX } from '../../../src/contract';
import type { MenuItem } from '../../../src/contract';
import { bearerOf, sendJson } from '../../test/as-user';
import type { TestDb } from '../../test/test-db';
import { api, buildApp, readEnvelope, setupTestDb, signIn } from '../../test/test-app';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

async function menuOf(username: string): Promise<MenuItem[]> {
  const { body } = await signIn(app, username);
  const res = await app.request(api('/Menu/getMenuList'), {
    headers: { Authorization: `Bearer ${body.data?.accessToken}` },
  });
  expect(res.status).toBe(200);
  return (await readEnvelope<MenuItem[]>(res)).data ?? [];
}

/** The keys the contract's built-in menu gives a role, in display order. */
function expectedKeys(role?: 'Merchant Admin' | 'Merchant User'): string[] {
  return BUILT_IN_MENU.flatMap((item) => {
    const children = (item.children ?? []).filter((child) => !role || child.roles.includes(role));
    const visible = !role || item.roles.includes(role) || children.length > 0;
    return visible ? [item.key, ...children.map((child) => child.key)] : [];
  });
}

describe('GET /Menu/getMenuList', () => {
  it('gives Super Admin every item, parent first and in order', async () => {
    const items = await menuOf('admin');
    expect(items.map((item) => item.key)).toEqual(expectedKeys());
    const merchants = items.find((item) => item.key === 'merchant');
    expect(merchants).toMatchObject({
      type: 'Category',
      parentId: null,
      path: null,
      title: 'Merchants',
      icon: 'store',
      sortOrder: 1,
    });
    const create = items.find((item) => item.key === 'merchant.create');
    expect(create).toMatchObject({
      type: 'Link',
      parentId: merchants?.id,
      path: '/merchant/create-merchant',
      sortOrder: 0,
    });
  });

  it('gives merchant roles only their items', async () => {
    const userItems = await menuOf('merchant.user');
    expect(userItems.map((item) => item.key)).toEqual(expectedKeys('Merchant User'));
    expect(userItems.some((item) => item.key === 'access.uac')).toBe(false);
    expect(userItems.some((item) => item.key === 'user')).toBe(false);
    const adminItems = await menuOf('merchant.admin');
    expect(adminItems.map((item) => item.key)).toEqual(expectedKeys('Merchant Admin'));
    expect(adminItems.map((item) => item.key)).toContain('user.manage');
  });

  it('includes the parent of a granted child even when the parent is not granted', async () => {
    await testDb.db.query(
      `DELETE FROM role_menus WHERE role_id = (SELECT id FROM roles WHERE name = 'Merchant User')
         AND menu_id = (SELECT id FROM menus WHERE key = 'booking')`,
    );
    const keys = (await menuOf('merchant.user')).map((item) => item.key);
    expect(keys.indexOf('booking')).toBe(keys.indexOf('booking.list') - 1);
  });

  it('needs a bearer token', async () => {
    const res = await app.request(api('/Menu/getMenuList'));
    expect(res.status).toBe(401);
    expect(await readEnvelope(res)).toMatchObject({ success: false, code: 'auth.unauthorized', data: null });
  });
});

describe('PUT /Menu/save', () => {
  it('refuses a sort order beyond its range with both bounds in the message (a 500 past 2^31)', async () => {
    const admin = await bearerOf(app, 'admin');
    const item = { id: randomUUID(), key: 'fuzz.sort', title: 'Sort Order', type: 'Link', path: '/sort' };
    for (const sortOrder of [2 ** 31, 2 ** 53 + 1, 1e308, MENU_SORT_ORDER_MAX + 1, -1]) {
      const { status, body } = await sendJson(app, 'PUT', '/Menu/save', { ...item, sortOrder }, admin);
      expect(status, String(sortOrder)).toBe(422);
      expect(body.errors, String(sortOrder)).toEqual([
        {
          path: 'sortOrder',
          code: 'validation.range',
          message: `Enter number between 0 and ${MENU_SORT_ORDER_MAX}`,
          params: { min: 0, max: MENU_SORT_ORDER_MAX },
        },
      ]);
    }
    const saved = await sendJson(
      app,
      'PUT',
      '/Menu/save',
      { ...item, sortOrder: MENU_SORT_ORDER_MAX },
      admin,
    );
    expect(saved.status).toBe(200);
  });
});
