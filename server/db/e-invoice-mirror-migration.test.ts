import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, insertOldMerchant } from '../test/migration-db';
import type { TestDb } from '../test/test-db';
import { migrate } from './migrate';
import { seedInitial } from './seed/seed';

const MERCHANT = '00000000-0000-4000-8000-0000000000d1';

let testDb: TestDb;
const query = <T>(sql: string, params: unknown[] = []) =>
  testDb.db.query<T>(sql, params).then((result) => result.rows);

/**
 * Migration 033 on a database that ran before it (docs/ARCHITECTURE.md, E-invoices): its queued
 * e-invoices get versions, every role that sees Manage Invoice gets the e-Invoices item with its
 * view, and devices learn of both through the change log.
 */
beforeAll(async () => {
  testDb = await databaseBefore(33);
  const { db } = testDb;
  // The menu and roles of a deployment, as seeded before the e-Invoices item existed.
  await seedInitial(db, { demo: false, demoPasswordHash: '' });
  await db.query(`DELETE FROM menus WHERE key = 'invoice.einvoices'`);
  await insertOldMerchant(db, MERCHANT);
  await db.query(
    `INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number)
     VALUES ('invoice', gen_random_uuid(), $1, 'INV-2026-000001')`,
    [MERCHANT],
  );
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await testDb?.drop();
});

describe('migration 033 on an existing database', () => {
  it('gives the e-invoices a version and logs their later changes under their merchant', async () => {
    const [row] = await query<{ id: string; version: string }>('SELECT id, version::text FROM e_invoices');
    expect(Number(row?.version)).toBeGreaterThan(1);
    await testDb.db.query(`UPDATE e_invoices SET state = 'submitted', uuid = 'SIM1' WHERE id = $1`, [
      row?.id,
    ]);
    const logged = await query<{ merchant: string }>(
      `SELECT merchant_id::text AS merchant FROM sync_changes WHERE entity = 'eInvoices' AND entity_id = $1`,
      [row?.id],
    );
    expect(logged).toEqual([{ merchant: MERCHANT }]);
  });

  it('adds the e-Invoices item under Invoicing, seen with its view by every role that sees Manage Invoice', async () => {
    const [item] = await query<{ parent: string; path: string }>(
      `SELECT p.key AS parent, m.path FROM menus m JOIN menus p ON p.id = m.parent_id
       WHERE m.key = 'invoice.einvoices'`,
    );
    expect(item).toEqual({ parent: 'invoice', path: '/invoice/e-invoices' });
    const roles = await query<{ name: string; manage: boolean; einvoices: boolean; view: boolean }>(
      `SELECT r.name,
         EXISTS (SELECT 1 FROM role_menus rm JOIN menus m ON m.id = rm.menu_id
                 WHERE rm.role_id = r.id AND m.key = 'invoice.manage') AS manage,
         EXISTS (SELECT 1 FROM role_menus rm JOIN menus m ON m.id = rm.menu_id
                 WHERE rm.role_id = r.id AND m.key = 'invoice.einvoices') AS einvoices,
         EXISTS (SELECT 1 FROM role_functions rf JOIN menus m ON m.id = rf.menu_id
                 WHERE rf.role_id = r.id AND m.key = 'invoice.einvoices' AND rf.action = 'view') AS view
       FROM roles r ORDER BY r.name`,
    );
    expect(roles.length).toBe(3);
    for (const role of roles)
      expect({ einvoices: role.einvoices, view: role.view }).toEqual({
        einvoices: role.manage,
        view: role.manage,
      });
  });
});
