/**
 * Documents not in MYR (docs/e-invoicing.md, Foreign currency): a USD invoice is issued only with
 * its exchange rate, which is then fixed; its e-invoice carries the rate, every amount in USD, and the
 * simulator makes it Valid. A note takes its invoice's rate unless it gives its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceNote } from '../../../src/contract';
import { eInvoiceOf, eInvoiceWorld } from '../../e-invoice/submission/e-invoice-test-kit';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { type App, type Callers, draftBody, noteBody, post, signInAll } from '../invoices/invoice-test-kit';

let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let app: App;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  app = world.app as App;
  as = await signInAll(app);
});
afterAll(async () => {
  await testDb?.drop();
});

const create = (overrides: Parameters<typeof draftBody>[0]) =>
  post<Invoice>(app, '/Invoice/create', draftBody(overrides), as.admin);
const issue = (id: string) => post<Invoice>(app, '/Invoice/issue', { id }, as.admin);

describe('a document in a foreign currency', () => {
  it('is issued with its rate, which its e-invoice carries to Valid', async () => {
    const created = await create({ currency: 'USD', exchangeRate: '4.4725' });
    expect(created.status).toBe(200);
    expect(created.body.data?.exchangeRate).toBe('4.4725');
    const issued = await issue(created.body.data?.id ?? '');
    expect(issued.status).toBe(200);
    expect(issued.body.data).toMatchObject({ status: 'Issued', currency: 'USD', exchangeRate: '4.4725' });
    await world.job().runPass();
    const row = await eInvoiceOf(testDb.db, issued.body.data?.id ?? '');
    expect(row).toMatchObject({ state: 'valid', errors: null });
    expect(world.simulator.store.documents.get(row?.uuid ?? '')?.status).toBe('Valid');
    // Issued, the rate is fixed: the Draft's update is refused.
    const changed = await post(
      app,
      '/Invoice/update',
      { ...draftBody({ currency: 'USD', exchangeRate: '4.5' }), id: issued.body.data?.id, baseVersion: 1 },
      as.admin,
    );
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('invoice.notDraft');
  });

  it('is refused at issue without its rate, with the message naming the currency', async () => {
    const created = await create({ currency: 'USD' });
    expect(created.status).toBe(200);
    expect(created.body.data?.exchangeRate).toBeNull();
    const refused = await issue(created.body.data?.id ?? '');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('invoice.exchangeRateRequired');
    expect(refused.body.message).toBe(
      'An invoice in USD needs its exchange rate to MYR before it is issued.',
    );
    expect(await eInvoiceOf(testDb.db, created.body.data?.id ?? '')).toBeUndefined();
  });

  it('refuses a rate that is not a positive decimal of up to 6 places, at its field', async () => {
    for (const [rate, code] of [
      ['4,47', 'exchangeRate.format'],
      ['4.4725001', 'exchangeRate.format'],
      ['-1', 'exchangeRate.format'],
      ['0.000', 'exchangeRate.positive'],
    ] as const) {
      const answer = await create({ currency: 'USD', exchangeRate: rate });
      expect(answer.status, rate).toBe(422);
      const errors = (answer.body as { errors?: { path: string; code: string }[] }).errors;
      expect(errors, rate).toEqual([expect.objectContaining({ path: 'exchangeRate', code })]);
    }
  });

  it('keeps no rate on a MYR document', async () => {
    const created = await create({ currency: 'MYR', exchangeRate: '4.4725' });
    expect(created.body.data?.exchangeRate).toBeNull();
  });
});

describe('a note on a foreign-currency invoice', () => {
  it("takes its invoice's rate, or its own, and its e-invoice is Valid", async () => {
    const created = await create({ currency: 'SGD', exchangeRate: '3.341' });
    const invoice = (await issue(created.body.data?.id ?? '')).body.data;
    await world.job().runPass();
    expect((await eInvoiceOf(testDb.db, invoice?.id ?? ''))?.state).toBe('valid');
    const inherited = await post<InvoiceNote>(
      app,
      '/CreditNote/create',
      noteBody(invoice?.id ?? ''),
      as.admin,
    );
    expect(inherited.status).toBe(200);
    expect(inherited.body.data).toMatchObject({ currency: 'SGD', exchangeRate: '3.341' });
    const own = await post<InvoiceNote>(
      app,
      '/DebitNote/create',
      noteBody(invoice?.id ?? '', { exchangeRate: '3.3502' }),
      as.admin,
    );
    expect(own.body.data).toMatchObject({ currency: 'SGD', exchangeRate: '3.3502' });
    await world.job().runPass();
    expect((await eInvoiceOf(testDb.db, inherited.body.data?.id ?? ''))?.state).toBe('valid');
    expect((await eInvoiceOf(testDb.db, own.body.data?.id ?? ''))?.state).toBe('valid');
  });
});
