/**
 * The demo's e-invoices (docs/e-invoicing.md, Demo): the seeded database shows issued invoices in
 * the states the job leaves, the invoice rows carry their state for the lists' filter, and the
 * simulator, taking back the validated ones at start, opens their printed QR links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myInvoisService } from '../../e-invoice/myinvois-service';
import { rememberDocuments } from '../../e-invoice/simulator/remember-documents';
import { setupTestDb, testEnv } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await setupTestDb();
});
afterAll(async () => {
  await testDb?.drop();
});

describe('the demo seed’s e-invoices', () => {
  it('has every issued invoice with an e-invoice, the newest in other states, shown on the invoices', async () => {
    const { rows } = await testDb.db.query<{ state: string; n: number; shown: number }>(
      `SELECT e.state, count(*)::int AS n, count(*) FILTER (WHERE i.e_invoice_state = e.state)::int AS shown
       FROM e_invoices e JOIN invoices i ON i.id = e.document_id GROUP BY e.state ORDER BY e.state`,
    );
    // The small seed has no merchant with the four issued invoices a Cancelled one needs.
    expect(rows.map((row) => row.state)).toEqual(expect.arrayContaining(['invalid', 'valid']));
    // A merchant without a TIN (one in five) has its invoices waiting for the consolidated e-invoice.
    const states = ['cancelled', 'for_consolidation', 'invalid', 'submitted', 'valid'];
    expect(rows.every((row) => states.includes(row.state))).toBe(true);
    const { rows: missing } = await testDb.db.query(
      `SELECT 1 FROM invoices i WHERE i.status = 'Issued'
       AND NOT EXISTS (SELECT 1 FROM e_invoices e WHERE e.document_id = i.id)`,
    );
    expect(missing).toEqual([]);
    // The state on the invoice is not a change of the invoice: its time stays the issue's.
    const { rows: moved } = await testDb.db.query(
      `SELECT 1 FROM invoices WHERE status = 'Issued' AND updated_at > now() - interval '1 hour'
       AND issued_at < now() - interval '1 day'`,
    );
    expect(moved).toEqual([]);
    for (const row of rows) expect(row.shown).toBe(row.n);
    const { rows: invalid } = await testDb.db.query<{ errors: { errorCode: string }[] }>(
      `SELECT errors FROM e_invoices WHERE state = 'invalid'`,
    );
    expect(invalid[0]?.errors.map((error) => error.errorCode)).toEqual(['SIM-TIN']);
  });

  it('opens a seeded Valid document’s validation link once the simulator took it back', async () => {
    const service = myInvoisService(testEnv());
    const simulator = service.simulator;
    if (!simulator) throw new Error('the test runs against the simulator');
    const { rows } = await testDb.db.query<{ uuid: string; longId: string; codeNumber: string }>(
      `SELECT uuid, long_id AS "longId", code_number AS "codeNumber" FROM e_invoices WHERE state = 'valid' LIMIT 1`,
    );
    const valid = rows[0];
    if (!valid) throw new Error('the seed has a Valid e-invoice');
    const link = `/${valid.uuid}/share/${valid.longId}`;
    expect((await simulator.app.request(link)).status).toBe(404);
    expect(await rememberDocuments(testDb.db, simulator.store)).toBeGreaterThan(0);
    const page = await simulator.app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(valid.codeNumber);
  });
});
