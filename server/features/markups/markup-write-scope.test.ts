/**
 * Markup writes are staff work (docs/ARCHITECTURE.md, Markups; docs/security.md, Hardening): a
 * merchant role that an administrator has granted the markup functions still edits no markup.
 * Another merchant's markup is 404 (it cannot see it); one it can see (global, its own) is 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Markup } from '../../../src/contract';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App } from './markup-test-kit';
import { markupBody, markupScopes, post, signInMarkupCallers } from './markup-test-kit';

let testDb: TestDb;
let app: App;
let as: Awaited<ReturnType<typeof signInMarkupCallers>>;
let scopes: Awaited<ReturnType<typeof markupScopes>>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  await testDb.db.query(`UPDATE markups SET status = 'Inactive'`);
  // What an administrator could tick for Merchant Admin: every markup function.
  await testDb.db.query(
    `INSERT INTO role_functions (role_id, menu_id, action)
     SELECT r.id, m.id, a.action FROM roles r, menus m,
            (VALUES ('update'), ('status'), ('create'), ('view')) AS a(action)
     WHERE r.name = 'Merchant Admin' AND m.key IN ('markup.list', 'markup.create')
       AND (m.key = 'markup.list' OR a.action = 'create')
     ON CONFLICT DO NOTHING`,
  );
  await testDb.db.query(
    `INSERT INTO role_menus (role_id, menu_id)
     SELECT r.id, m.id FROM roles r, menus m
     WHERE r.name = 'Merchant Admin' AND m.key IN ('markup.list', 'markup.create')
     ON CONFLICT DO NOTHING`,
  );
  as = await signInMarkupCallers(app);
  scopes = await markupScopes(testDb.db);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

async function created(overrides: Parameters<typeof markupBody>[0]) {
  const answer = await post<Markup>(app, '/Markup/create', markupBody(overrides), as.staff);
  if (answer.status !== 200 || !answer.body.data) throw new Error(answer.body.message);
  return answer.body.data;
}

describe('a Merchant Admin granted markup.list:update and :status', () => {
  it('cannot edit a global markup, its own merchant’s, or another merchant’s', async () => {
    const global = await created({ validFrom: '2040-01-01', validTo: '2040-12-31' });
    const own = await created({ merchantId: scopes.demo, validFrom: '2041-01-01', validTo: '2041-12-31' });
    const other = await created({ merchantId: scopes.other, validFrom: '2042-01-01', validTo: '2042-12-31' });
    for (const [markup, status] of [
      [global, 403],
      [own, 403],
      [other, 404],
    ] as const) {
      const fields = markupBody({ merchantId: markup.merchantId, name: 'Taken over' });
      const update = await post(
        app,
        '/Markup/update',
        { ...fields, id: markup.id, baseVersion: markup.version },
        as.admin,
      );
      expect(update.status).toBe(status);
      const toggle = await post(
        app,
        '/Markup/status/update',
        { id: markup.id, status: 'Inactive', baseVersion: markup.version },
        as.admin,
      );
      expect(toggle.status).toBe(status);
    }
    const { rows } = await testDb.db.query<{ name: string; status: string }>(
      'SELECT name, status FROM markups WHERE id = ANY($1::uuid[])',
      [[global.id, own.id, other.id]],
    );
    expect(rows.every((row) => row.name !== 'Taken over' && row.status === 'Active')).toBe(true);
  });

  it('cannot create a markup, not even one for its own merchant', async () => {
    for (const merchantId of [null, scopes.demo, scopes.other]) {
      expect((await post(app, '/Markup/create', markupBody({ merchantId }), as.admin)).status).toBe(403);
    }
  });

  it('leaves staff writes as they were', async () => {
    const markup = await created({ validFrom: '2043-01-01', validTo: '2043-12-31' });
    const toggle = await post(
      app,
      '/Markup/status/update',
      { id: markup.id, status: 'Inactive', baseVersion: markup.version },
      as.staff,
    );
    expect(toggle.status).toBe(200);
  });
});
