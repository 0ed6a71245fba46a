import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, insertOldMerchant } from '../test/migration-db';
import type { TestDb } from '../test/test-db';
import { migrate } from './migrate';

const MERCHANT = '00000000-0000-4000-8000-0000000000d1';
const ADMIN_ROLE = '00000000-0000-4000-8000-0000000000a1';
const USER_ROLE = '00000000-0000-4000-8000-0000000000a2';
const MENU = {
  manage: '00000000-0000-4000-8000-0000000000b1',
  notes: '00000000-0000-4000-8000-0000000000b2',
};

let testDb: TestDb;
const query = <T>(sql: string, params: unknown[] = []) =>
  testDb.db.query<T>(sql, params).then((result) => result.rows);

/** A database as it stood before 010: single-line invoices with numeric amounts, then migrated. */
beforeAll(async () => {
  testDb = await databaseBefore(10);
  const { db } = testDb;
  await insertOldMerchant(db, MERCHANT);
  await db.query(
    `INSERT INTO roles (id, name, scope, is_system) VALUES ($1, 'Merchant Admin', 'merchant', true),
       ($2, 'Merchant User', 'merchant', true)`,
    [ADMIN_ROLE, USER_ROLE],
  );
  await db.query(
    `INSERT INTO menus (id, key, title, type) VALUES ($1, 'invoice.manage', 'Manage Invoice', 'Link'),
       ($2, 'invoice.notes', 'Credit and Debit Notes', 'Link')`,
    [MENU.manage, MENU.notes],
  );
  await db.query('INSERT INTO role_menus (role_id, menu_id) VALUES ($1, $3), ($1, $4), ($2, $3)', [
    ADMIN_ROLE,
    USER_ROLE,
    MENU.manage,
    MENU.notes,
  ]);
  await db.query(
    `INSERT INTO invoices (merchant_id, invoice_number, invoice_date, guest_name, market, sales_type, pax,
       unit_price, amount, cost_booking_reference, cost_unit, cost_unit_price, cost_amount, status)
     VALUES ($1, 'INV-2024-000007', '2024-05-01', 'Old Guest', 'Umrah', 'Hotel', 2, 1234.56, 2469.12,
             'BK1', 2, 1000.10, 2000.20, 'Active'),
            ($1, 'INV-2024-000003', '2024-04-01', 'Gone Guest', NULL, NULL, 1, 0.10, 0.10,
             NULL, NULL, NULL, NULL, 'Inactive'),
            ($1, 'INV-2025-000002', '2025-01-02', 'Big Guest', 'Domestic', 'Air Ticket', 1,
             9999999999.99, 9999999999.99, NULL, NULL, NULL, NULL, 'Active')`,
    [MERCHANT],
  );
  expect((await migrate(db))[0]).toBe('010_invoicing.sql');
});
afterAll(async () => {
  await testDb.drop();
});

type Row = Record<string, unknown>;

describe('migration 010: invoices as documents', () => {
  it('turns each old invoice into one revenue and one cost line in exact sen, with its figures', async () => {
    const rows = await query<Row>(
      `SELECT invoice_number, status, deactivation_reason, issue_date::text, due_date::text, market,
              revenue_lines, cost_lines, revenue_sen::float8, tax_sen::float8, total_sen::float8,
              cost_sen::float8, gross_profit_sen::float8, gross_profit_bp, net_sen::float8
       FROM invoices ORDER BY invoice_number`,
    );
    expect(rows).toEqual([
      {
        invoice_number: 'INV-2024-000003',
        status: 'Deactivated',
        deactivation_reason: 'Migrated',
        issue_date: '2024-04-01',
        due_date: '2024-05-01',
        market: 'Domestic',
        revenue_lines: [
          { salesType: 'Tour Package', pax: 1, unitPriceSen: 10, taxRate: 0, amountSen: 10, taxSen: 0 },
        ],
        cost_lines: [],
        revenue_sen: 10,
        tax_sen: 0,
        total_sen: 10,
        cost_sen: 0,
        gross_profit_sen: 10,
        gross_profit_bp: 10000,
        net_sen: 10,
      },
      {
        invoice_number: 'INV-2024-000007',
        status: 'Issued',
        deactivation_reason: null,
        issue_date: '2024-05-01',
        due_date: '2024-05-31',
        market: 'Umrah',
        revenue_lines: [
          { salesType: 'Hotel', pax: 2, unitPriceSen: 123456, taxRate: 0, amountSen: 246912, taxSen: 0 },
        ],
        cost_lines: [{ bookingReference: 'BK1', unit: 2, unitPriceSen: 100010, amountSen: 200020 }],
        revenue_sen: 246912,
        tax_sen: 0,
        total_sen: 246912,
        cost_sen: 200020,
        gross_profit_sen: 46892,
        // 46892 / 246912 = 18.9914...%
        gross_profit_bp: 1899,
        net_sen: 246912,
      },
      expect.objectContaining({ invoice_number: 'INV-2025-000002', total_sen: 999999999999 }),
    ]);
  });

  it('continues each year series after its highest number', async () => {
    expect(await query('SELECT series, last_number::int AS n FROM document_series ORDER BY 1')).toEqual([
      { series: 'INV-2024', n: 7 },
      { series: 'INV-2025', n: 2 },
    ]);
  });

  it('announces every reshaped invoice to the pull', async () => {
    const rows = await query<{ n: number }>(
      `SELECT count(DISTINCT c.entity_id)::int AS n FROM sync_changes c JOIN invoices i
       ON i.id = c.entity_id AND c.version = i.version WHERE c.entity = 'invoices'`,
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('grants the invoicing defaults to the built-in merchant roles', async () => {
    const rows = await query<{ role: string; key: string; action: string }>(
      `SELECT r.name AS role, mn.key, rf.action FROM role_functions rf JOIN roles r ON r.id = rf.role_id
       JOIN menus mn ON mn.id = rf.menu_id ORDER BY 1, 2, 3`,
    );
    const of = (role: string, key: string) =>
      rows.filter((row) => row.role === role && row.key === key).map((row) => row.action);
    expect(of('Merchant Admin', 'invoice.manage')).toEqual(['create', 'export', 'status', 'update']);
    expect(of('Merchant Admin', 'invoice.notes')).toEqual(['create', 'export', 'status', 'update']);
    expect(of('Merchant User', 'invoice.manage')).toEqual(['create']);
  });
});

describe('issued documents cannot change', () => {
  const issued = async () =>
    (await query<{ id: string }>(`SELECT id FROM invoices WHERE invoice_number = 'INV-2024-000007'`))[0]?.id;

  it.each([
    ['a line', `revenue_lines = '[]'`],
    ['an amount', 'total_sen = total_sen + 1, revenue_sen = revenue_sen + 1'],
    ['the guest', `guest_name = 'Someone else'`],
    ['the number', `invoice_number = 'INV-2024-000099'`],
    ['back to Draft', `status = 'Draft', invoice_number = NULL, issue_date = NULL, issued_at = NULL`],
  ])('refuses changing %s of an issued invoice', async (_, set) => {
    await expect(query(`UPDATE invoices SET ${set} WHERE id = $1`, [await issued()])).rejects.toThrow(
      /cannot change|violates/,
    );
  });

  it('lets the note sums and the deactivation change, and nothing after deactivation', async () => {
    const id = await issued();
    await query('UPDATE invoices SET credited_sen = total_sen WHERE id = $1', [id]);
    await query(
      `UPDATE invoices SET status = 'Deactivated', deactivation_reason = 'Refunded' WHERE id = $1`,
      [id],
    );
    expect(await query('SELECT net_sen::int AS net, status FROM invoices WHERE id = $1', [id])).toEqual([
      { net: 0, status: 'Deactivated' },
    ]);
    await expect(
      query(`UPDATE invoices SET status = 'Issued', deactivation_reason = NULL WHERE id = $1`, [id]),
    ).rejects.toThrow(/cannot change/);
  });

  it('lets a Draft change freely, and refuses amounts over 10^13 sen or credits over the total', async () => {
    const [draft] = await query<{ id: string }>(
      `INSERT INTO invoices (merchant_id, due_date, guest_name, market, handled_by)
       VALUES ($1, '2024-06-01', 'Draft Guest', 'Domestic', 'Agent') RETURNING id`,
      [MERCHANT],
    );
    await query(
      `UPDATE invoices SET guest_name = 'Renamed', revenue_sen = 5, total_sen = 5,
      gross_profit_sen = 5 WHERE id = $1`,
      [draft?.id],
    );
    await expect(
      query(
        `UPDATE invoices SET revenue_sen = 10000000000001, total_sen = 10000000000001,
        gross_profit_sen = 10000000000001 WHERE id = $1`,
        [draft?.id],
      ),
    ).rejects.toThrow(/invoices_amounts_check/);
    await expect(query('UPDATE invoices SET credited_sen = 6 WHERE id = $1', [draft?.id])).rejects.toThrow(
      /invoices_amounts_check/,
    );
    await expect(
      query(`UPDATE invoices SET invoice_number = 'INV-2024-000100' WHERE id = $1`, [draft?.id]),
    ).rejects.toThrow(/invoices_number_check/);
  });

  it.each([
    ['a zero quantity', { pax: 0, amountSen: 0 }],
    ['a float unit price', { unitPriceSen: 1.5, amountSen: 1.5 }],
    ['an amount that is not quantity × unit price', { amountSen: 99 }],
    ['an amount over 10^13 sen', { pax: 2, unitPriceSen: 6000000000000, amountSen: 12000000000000 }],
    ['a rate that is no SST rate', { taxRate: 5 }],
  ])('refuses a line with %s, whatever path writes it (011)', async (_, change) => {
    const line = { salesType: 'Hotel', pax: 1, unitPriceSen: 100, taxRate: 0, amountSen: 100, taxSen: 0 };
    const [draft] = await query<{ id: string }>(
      `INSERT INTO invoices (merchant_id, due_date, guest_name, market, handled_by, revenue_lines)
       VALUES ($1, '2024-06-01', 'Line Guest', 'Domestic', 'Agent', $2::jsonb) RETURNING id`,
      [MERCHANT, JSON.stringify([line])],
    );
    await expect(
      query('UPDATE invoices SET revenue_lines = $2::jsonb WHERE id = $1', [
        draft?.id,
        JSON.stringify([line, { ...line, ...change }]),
      ]),
    ).rejects.toThrow(/invoices_line_values_check/);
  });

  it('tracks notes for the pull and refuses changing one but for its deactivation', async () => {
    const id = '00000000-0000-4000-8000-0000000000e1';
    const invoice = await query<{ id: string }>(
      `SELECT id FROM invoices WHERE invoice_number = 'INV-2025-000002'`,
    );
    await query(
      `INSERT INTO invoice_notes (id, kind, invoice_id, invoice_number, merchant_id, document_number,
         document_date, payment_mode, currency, lines, subtotal_sen, tax_sen, total_sen)
       VALUES ($1, 'Credit', $2, 'INV-2025-000002', $3, 'CN-2025-000001', '2025-01-03', 'Cash', 'MYR',
         '[{"description":"x","quantity":1,"unitPriceSen":5,"taxRate":0,"amountSen":5,"taxSen":0}]', 5, 0, 5)`,
      [id, invoice[0]?.id, MERCHANT],
    );
    const logged = await query<{ entity: string; merchant_id: string }>(
      'SELECT entity, merchant_id FROM sync_changes WHERE entity_id = $1',
      [id],
    );
    expect(logged).toEqual([{ entity: 'invoiceNotes', merchant_id: MERCHANT }]);
    await expect(
      query('UPDATE invoice_notes SET total_sen = 4, subtotal_sen = 4 WHERE id = $1', [id]),
    ).rejects.toThrow(/cannot change/);
    await query(
      `UPDATE invoice_notes SET status = 'Deactivated', deactivation_reason = 'Wrong' WHERE id = $1`,
      [id],
    );
    await expect(
      query(`UPDATE invoice_notes SET status = 'Active', deactivation_reason = NULL WHERE id = $1`, [id]),
    ).rejects.toThrow(/cannot change/);
  });
});
