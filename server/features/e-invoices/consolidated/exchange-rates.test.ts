/**
 * Consolidated e-invoices per currency and exchange rate against the simulator (docs/e-invoicing.md,
 * Consolidated): one month's USD invoices at two rates are two groups, each prepared into its own
 * consolidation with its own number, and each consolidated e-invoice carries its one
 * TaxExchangeRate and totals equal to its invoices' and is Valid. A group in USD without a rate
 * (documents issued before rates were recorded) is listed but refused, in words naming the fix.
 * On PGlite by default; on PostgreSQL with TEST_DB_KIND=postgres and TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolidationDetail, ConsolidationOverview } from '../../../../src/contract';
import { businessMonth, toMyrSen } from '../../../../src/contract';
import { buildDocuments, readSupplier } from '../../../e-invoice/submission/build-documents';
import { eInvoiceOf, eInvoiceWorld } from '../../../e-invoice/submission/e-invoice-test-kit';
import { bearerOf, getJson, sendJson } from '../../../test/as-user';
import { setupTestDb } from '../../../test/test-app';
import type { TestDb } from '../../../test/test-db';
import { type App, issuedInvoice, merchantsOf } from '../../invoices/invoice-test-kit';

type Headers = Record<string, string>;
type Node = Record<string, { _: unknown }[] & Record<string, unknown>[]>;
let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let maker: Headers;
let checker: Headers;
let merchantAdmin: Headers;

const month = businessMonth(new Date());
const compact = month.replace('-', '');
const app = () => world.app as App;
const prepare = (body: unknown) =>
  sendJson<ConsolidationDetail>(app(), 'POST', '/EInvoice/consolidated/prepare', body, maker);
const approve = (detail: ConsolidationDetail | null | undefined) =>
  sendJson<ConsolidationDetail>(
    app(),
    'POST',
    '/EInvoice/consolidated/submit',
    { id: detail?.consolidation.id, preparedAt: detail?.consolidation.preparedAt },
    checker,
  );
const usd = (exchangeRate: string, unitPriceSen: number) =>
  issuedInvoice(app(), merchantAdmin, {
    currency: 'USD',
    exchangeRate,
    revenueLines: [{ salesType: 'Hotel', pax: 1, unitPriceSen, taxRate: 8, amountSen: unitPriceSen }],
  });
const overview = async () =>
  (await getJson<ConsolidationOverview>(app(), '/EInvoice/consolidated', checker)).body.data?.months.filter(
    (row) => row.month === month && row.currency === 'USD',
  ) ?? [];

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  maker = await bearerOf(app(), 'maker');
  checker = await bearerOf(app(), 'admin');
  merchantAdmin = await bearerOf(app(), 'merchant.admin');
  const demoId = (await merchantsOf(testDb.db)).demo;
  await testDb.db.query(
    'UPDATE merchants SET tin = NULL, identification_type = NULL, identification_number = NULL WHERE id = $1',
    [demoId],
  );
});
afterAll(async () => {
  await testDb?.drop();
});

describe('a month’s USD invoices at two exchange rates', () => {
  it('are two groups, two consolidations and two Valid e-invoices, each with its own rate and totals', async () => {
    const low = [await usd('4.4725', 10_000), await usd('4.47250', 2_550)];
    const high = [await usd('4.5', 7_000)];
    const groups = await overview();
    expect(groups.map((row) => [row.exchangeRate, row.waiting.length])).toEqual([
      ['4.4725', 2],
      ['4.5', 1],
    ]);
    const lowGroup = groups[0];
    expect(lowGroup?.waitingTotalSen).toBe(low.reduce((sum, invoice) => sum + invoice.totalSen, 0));
    expect(lowGroup?.waitingTaxMyrSen).toBe(toMyrSen(lowGroup?.waitingTaxSen ?? 0, 'USD', '4.4725'));

    // Preparing one group takes only its invoices; the rate may be written either way.
    const first = await prepare({ month, currency: 'USD', exchangeRate: '4.472500' });
    expect(first.status).toBe(200);
    expect(first.body.data?.consolidation).toMatchObject({
      codeNumber: `CONS-${compact}-USD`,
      exchangeRate: '4.4725',
    });
    expect(first.body.data?.documents.map((document) => document.documentId).toSorted()).toEqual(
      low.map((invoice) => invoice.id).toSorted(),
    );
    const second = await prepare({ month, currency: 'USD', exchangeRate: '4.5' });
    expect(second.body.data?.consolidation).toMatchObject({
      codeNumber: `CONS-${compact}-USD-2`,
      exchangeRate: '4.5',
    });
    expect(second.body.data?.documents.map((document) => document.documentId)).toEqual([high[0]?.id]);
    // Preparing the first group again refreshes its one consolidation, number unchanged.
    const again = await prepare({ month, currency: 'USD', exchangeRate: '4.4725' });
    expect(again.body.data?.consolidation.id).toBe(first.body.data?.consolidation.id);

    for (const detail of [again.body.data, second.body.data])
      expect((await approve(detail)).status).toBe(200);
    const { rows } = await testDb.db.query<{ id: string; documentId: string; codeNumber: string }>(
      `SELECT id, document_id AS "documentId", code_number AS "codeNumber" FROM e_invoices
       WHERE document_kind = 'consolidated' ORDER BY code_number`,
    );
    const supplier = await readSupplier(testDb.db);
    if (!supplier) throw new Error('no supplier');
    const claimed = rows.map((row) => ({ ...row, documentKind: 'consolidated' as const, merchantId: null }));
    const { built } = await buildDocuments(testDb.db, claimed, supplier, '1.0');
    const expected = [
      { rate: 4.4725, invoices: low },
      { rate: 4.5, invoices: high },
    ];
    expect(built).toHaveLength(2);
    built.forEach((document, index) => {
      const root = (JSON.parse(document.text) as { Invoice: Node[] }).Invoice[0] as Node;
      const rate = root.TaxExchangeRate?.[0] as Node;
      expect(rate.SourceCurrencyCode?.[0]?._).toBe('USD');
      expect(rate.CalculationRate?.[0]?._).toBe(expected[index]?.rate);
      const total = (root.LegalMonetaryTotal?.[0] as Node).PayableAmount?.[0] as {
        _: number;
        currencyID: string;
      };
      const sources = expected[index]?.invoices ?? [];
      expect(Math.round(total._ * 100)).toBe(sources.reduce((sum, invoice) => sum + invoice.totalSen, 0));
      expect(total.currencyID).toBe('USD');
    });

    await world.job().runPass();
    for (const invoice of [...low, ...high])
      expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('consolidated');
    for (const row of rows) {
      const consolidated = await testDb.db.query<{ uuid: string; state: string }>(
        'SELECT uuid, state FROM e_invoices WHERE id = $1',
        [row.id],
      );
      expect(consolidated.rows[0]?.state).toBe('valid');
      expect(world.simulator.store.documents.get(consolidated.rows[0]?.uuid ?? '')?.status).toBe('Valid');
    }
    expect(
      (await overview()).map((row) => [row.consolidation?.codeNumber, row.consolidation?.eInvoiceState]),
    ).toEqual([
      [`CONS-${compact}-USD`, 'valid'],
      [`CONS-${compact}-USD-2`, 'valid'],
    ]);
  });

  it('lists invoices issued without a rate as their own group and refuses it, naming the fix', async () => {
    const old = await usd('4.4725', 1_000);
    // As issued before migration 037: no rate (issued documents never change, so the test goes around the rule).
    await testDb.db.query('ALTER TABLE invoices DISABLE TRIGGER invoices_immutable');
    await testDb.db.query('UPDATE invoices SET exchange_rate = NULL WHERE id = $1', [old.id]);
    await testDb.db.query('ALTER TABLE invoices ENABLE TRIGGER invoices_immutable');
    const group = (await overview()).find((row) => row.exchangeRate === null);
    expect(group?.waiting.map((document) => document.documentId)).toEqual([old.id]);
    expect(group?.waitingTaxMyrSen).toBeNull();
    const refused = await prepare({ month, currency: 'USD', exchangeRate: null });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('eInvoice.exchangeRate');
    expect(refused.body.message).toContain('Correct it with a credit note that cancels it and a new invoice');
    const { rows } = await testDb.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM e_invoice_consolidations WHERE currency = 'USD' AND exchange_rate IS NULL`,
    );
    expect(rows[0]?.count).toBe(0);
  });
});
