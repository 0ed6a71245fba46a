import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, insertOldMerchant } from '../test/migration-db';
import type { TestDb } from '../test/test-db';
import { migrate } from './migrate';
import { seedInitial } from './seed/seed';

const MERCHANT = '00000000-0000-4000-8000-0000000000e1';
const PREPARED = '00000000-0000-4000-8000-0000000000e2';
const SUBMITTED = '00000000-0000-4000-8000-0000000000e3';

let testDb: TestDb;
const query = <T>(sql: string, params: unknown[] = []) =>
  testDb.db.query<T>(sql, params).then((result) => result.rows);

/** A USD invoice at `rate` waiting in `consolidation`; answers its id. */
async function waitingInvoice(rate: string, consolidation: string, number: string) {
  const [invoice] = await query<{ id: string }>(
    `INSERT INTO invoices (merchant_id, due_date, guest_name, market, handled_by, currency, exchange_rate)
     VALUES ($1, '2026-12-31', 'Guest', 'Domestic', 'Agent', 'USD', $2) RETURNING id`,
    [MERCHANT, rate],
  );
  await query(
    `INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number, state, consolidation_id)
     VALUES ('invoice', $1, $2, $3, 'for_consolidation', $4)`,
    [invoice?.id, MERCHANT, number, consolidation],
  );
  return invoice?.id ?? '';
}

/**
 * Migration 038 on a database that ran before it (docs/e-invoicing.md, Consolidated): a USD
 * consolidation waiting for approval takes its first invoice's rate and lets go of its invoices at
 * another; a submitted one whose invoices differ keeps none; a group then has one waiting.
 */
let ids: Record<string, string> = {};
beforeAll(async () => {
  testDb = await databaseBefore(38);
  const { db } = testDb;
  await seedInitial(db, { demo: false, demoPasswordHash: '' });
  await insertOldMerchant(db, MERCHANT);
  await query(
    `INSERT INTO e_invoices (id, document_kind, document_id, merchant_id, code_number)
     VALUES ('00000000-0000-4000-8000-0000000000e4', 'consolidated', $1, NULL, 'CONS-202610-USD')`,
    [SUBMITTED],
  );
  await query(
    `INSERT INTO e_invoice_consolidations (id, month, currency, code_number, state, prepared_at, approved_at, e_invoice_id)
     VALUES ($1, '2026-11', 'USD', 'CONS-202611-USD', 'prepared', now(), NULL, NULL),
            ($2, '2026-10', 'USD', 'CONS-202610-USD', 'submitted', now(), now(), '00000000-0000-4000-8000-0000000000e4')`,
    [PREPARED, SUBMITTED],
  );
  ids = {
    first: await waitingInvoice('4.47250', PREPARED, 'INV-2026-000001'),
    same: await waitingInvoice('4.4725', PREPARED, 'INV-2026-000002'),
    other: await waitingInvoice('4.5', PREPARED, 'INV-2026-000003'),
    sentLow: await waitingInvoice('4.4725', SUBMITTED, 'INV-2026-000004'),
    sentHigh: await waitingInvoice('4.6', SUBMITTED, 'INV-2026-000005'),
  };
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await testDb?.drop();
});

describe('migration 038 on an existing database', () => {
  it('gives a waiting consolidation its first invoice’s rate and lets go of its invoices at another', async () => {
    const heads = await query<{ id: string; rate: string | null }>(
      'SELECT id, exchange_rate AS rate FROM e_invoice_consolidations ORDER BY code_number',
    );
    expect(heads).toEqual([
      { id: SUBMITTED, rate: null },
      { id: PREPARED, rate: '4.4725' },
    ]);
    const members = await query<{ id: string; consolidation: string | null }>(
      `SELECT document_id AS id, consolidation_id AS consolidation FROM e_invoices
       WHERE document_kind = 'invoice' ORDER BY code_number`,
    );
    expect(members).toEqual([
      { id: ids.first, consolidation: PREPARED },
      { id: ids.same, consolidation: PREPARED },
      { id: ids.other, consolidation: null },
      { id: ids.sentLow, consolidation: SUBMITTED },
      { id: ids.sentHigh, consolidation: SUBMITTED },
    ]);
  });

  it('keeps one consolidation waiting per month, currency and rate', async () => {
    const insert = (rate: string | null, number: string) =>
      query(
        `INSERT INTO e_invoice_consolidations (month, currency, exchange_rate, code_number, prepared_at)
         VALUES ('2026-11', 'USD', $1, $2, now())`,
        [rate, number],
      );
    await insert('4.5', 'CONS-202611-USD-2');
    await expect(insert('4.4725', 'CONS-202611-USD-3')).rejects.toThrow(/one_prepared/);
    await insert(null, 'CONS-202611-USD-3');
    await expect(insert(null, 'CONS-202611-USD-4')).rejects.toThrow(/one_prepared/);
    await expect(insert('4.47250', 'CONS-202611-USD-4')).rejects.toThrow(/exchange_rate_form/);
  });
});
