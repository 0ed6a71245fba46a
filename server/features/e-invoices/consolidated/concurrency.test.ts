/**
 * Preparing a consolidated e-invoice from several connections at once (docs/e-invoicing.md,
 * Consolidated). Real PostgreSQL only (PGlite has one connection, so nothing interleaves): run with
 * TEST_DB_KIND=postgres and TEST_DATABASE_URL. Prepares of one month race against each other and
 * against invoices still being issued: every waiting invoice ends in exactly one consolidation,
 * the month has one waiting for approval, and no document is counted twice. Prepares of one month's
 * USD groups at two rates race too: each group gets one consolidation, and no two share a number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolidationDetail } from '../../../../src/contract';
import { businessMonth } from '../../../../src/contract';
import { readTestDbEnv } from '../../../env';
import { bearerOf, sendJson } from '../../../test/as-user';
import { buildApp, setupTestDb } from '../../../test/test-app';
import type { TestDb } from '../../../test/test-db';
import { type App, issuedInvoice, merchantsOf } from '../../invoices/invoice-test-kit';

const RACERS = 8;
const INVOICES = 40;
const onPostgres = readTestDbEnv().kind === 'postgres';
const month = businessMonth(new Date());

let testDb: TestDb;
let app: App;
let demoId: string;

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  demoId = (await merchantsOf(testDb.db)).demo;
  await testDb.db.query(
    'UPDATE merchants SET tin = NULL, identification_type = NULL, identification_number = NULL WHERE id = $1',
    [demoId],
  );
});
afterAll(async () => {
  await testDb?.drop();
});

describe.skipIf(!onPostgres)('on PostgreSQL, concurrently', () => {
  it(`${RACERS} prepares of one month while invoices are issued never include a document twice`, async () => {
    const merchantAdmin = await bearerOf(app, 'merchant.admin');
    const callers = [await bearerOf(app, 'maker'), await bearerOf(app, 'admin')];
    for (let i = 0; i < INVOICES / 2; i++) await issuedInvoice(app, merchantAdmin);
    const issuing = (async () => {
      for (let i = 0; i < INVOICES / 2; i++) await issuedInvoice(app, merchantAdmin);
    })();
    const prepares = Array.from({ length: RACERS }, (_, index) =>
      sendJson<ConsolidationDetail>(
        app,
        'POST',
        '/EInvoice/consolidated/prepare',
        { month, currency: 'MYR' },
        callers[index % callers.length] ?? {},
      ),
    );
    const answers = await Promise.all(prepares);
    await issuing;
    expect(answers.map((answer) => answer.status)).toEqual(Array(RACERS).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.data?.consolidation.id));
    expect(ids.size).toBe(1);
    // One more prepare takes the invoices issued during the race.
    const last = await sendJson<ConsolidationDetail>(
      app,
      'POST',
      '/EInvoice/consolidated/prepare',
      { month, currency: 'MYR' },
      callers[0] ?? {},
    );
    const documents = last.body.data?.documents.map((document) => document.documentId) ?? [];
    expect(new Set(documents).size).toBe(documents.length);
    expect(documents).toHaveLength(INVOICES);
    const { rows } = await testDb.db.query<{ waiting: number; consolidations: number }>(
      // The demo's own invoices (the seed's merchants without a TIN wait in other months too).
      `SELECT (SELECT count(*)::int FROM e_invoices WHERE state = 'for_consolidation' AND consolidation_id IS NULL
                 AND merchant_id = $2) AS waiting,
         (SELECT count(*)::int FROM e_invoice_consolidations WHERE month = $1) AS consolidations`,
      [month, demoId],
    );
    expect(rows[0]).toEqual({ waiting: 0, consolidations: 1 });
  });

  it(`${RACERS} prepares of two USD rate groups at once make one consolidation each, numbered apart`, async () => {
    const merchantAdmin = await bearerOf(app, 'merchant.admin');
    const callers = [await bearerOf(app, 'maker'), await bearerOf(app, 'admin')];
    const rates = ['4.4725', '4.5'];
    for (const exchangeRate of rates) {
      for (let i = 0; i < 3; i++) await issuedInvoice(app, merchantAdmin, { currency: 'USD', exchangeRate });
    }
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        sendJson<ConsolidationDetail>(
          app,
          'POST',
          '/EInvoice/consolidated/prepare',
          { month, currency: 'USD', exchangeRate: rates[index % rates.length] },
          callers[index % callers.length] ?? {},
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(RACERS).fill(200));
    const { rows } = await testDb.db.query<{ rate: string; number: string; documents: number }>(
      `SELECT k.exchange_rate AS rate, k.code_number AS number,
         (SELECT count(*)::int FROM e_invoices e WHERE e.consolidation_id = k.id) AS documents
       FROM e_invoice_consolidations k WHERE k.month = $1 AND k.currency = 'USD' ORDER BY k.code_number`,
      [month],
    );
    const compact = month.replace('-', '');
    expect(rows.map((row) => row.number)).toEqual([`CONS-${compact}-USD`, `CONS-${compact}-USD-2`]);
    expect(rows.map((row) => row.rate).toSorted()).toEqual(rates);
    expect(rows.map((row) => row.documents)).toEqual([3, 3]);
  });
});
