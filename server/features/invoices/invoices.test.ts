import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_PATTERN, InvoiceSchema } from '../../../src/contract';
import type { Invoice, Page } from '../../../src/contract';
import { getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from './invoice-test-kit';
import { draftBody, invoiceOf, issuedInvoice, merchantsOf, post, signInAll } from './invoice-test-kit';

let testDb: TestDb;
let app: App;
let as: Callers;
let merchants: Awaited<ReturnType<typeof merchantsOf>>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
  merchants = await merchantsOf(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

describe('Invoice/create', () => {
  it('makes a Draft with every figure recomputed, for the caller’s own merchant', async () => {
    const body = draftBody({
      costLines: [
        { bookingReference: merchants.demoBooking, unit: 2, unitPriceSen: 25_000, amountSen: 50_000 },
      ],
    });
    const { status, body: answer } = await post<Invoice>(app, '/Invoice/create', body, as.user);
    expect(status).toBe(200);
    expect(answer.code).toBe('invoice.created');
    const invoice = answer.data as Invoice;
    expect(v.parse(InvoiceSchema, invoice)).toEqual(invoice);
    expect(invoice).toMatchObject({
      id: body.id,
      merchantId: merchants.demo,
      status: 'Draft',
      invoiceNumber: null,
      issueDate: null,
      revenueSen: 200_000,
      taxSen: 12_000,
      totalSen: 212_000,
      costSen: 50_000,
      grossProfitSen: 150_000,
      grossProfitBp: 7500,
      creditedSen: 0,
      debitedSen: 0,
      netSen: 212_000,
    });
    expect(invoice.revenueLines).toEqual([{ ...body.revenueLines[0], taxSen: 12_000 }]);
    // The same create again (a replay without its key) answers the same Draft.
    const again = await post<Invoice>(app, '/Invoice/create', body, as.user);
    expect([again.status, again.body.data?.id]).toEqual([200, body.id]);
  });

  it('lets staff draft for a named merchant, and requires one', async () => {
    const named = await post<Invoice>(
      app,
      '/Invoice/create',
      draftBody({ merchantId: merchants.other }),
      as.staff,
    );
    expect([named.status, named.body.data?.merchantId]).toEqual([200, merchants.other]);
    const unnamed = await post(app, '/Invoice/create', draftBody(), as.staff);
    expect([unnamed.status, unnamed.body.errors?.[0]?.path]).toEqual([422, 'merchantId']);
  });

  it('refuses a merchant role naming another merchant (403)', async () => {
    const { status } = await post(
      app,
      '/Invoice/create',
      draftBody({ merchantId: merchants.other }),
      as.admin,
    );
    expect(status).toBe(403);
  });

  it('refuses a wrong line amount, a booking of another merchant and a total over 10^13 sen', async () => {
    const line = { salesType: 'Hotel' as const, pax: 3, unitPriceSen: 1_000, taxRate: 0 as const };
    const mismatch = await post(
      app,
      '/Invoice/create',
      draftBody({ revenueLines: [{ ...line, amountSen: 2_999 }] }),
      as.admin,
    );
    expect([mismatch.status, mismatch.body.code, mismatch.body.errors?.[0]?.path]).toEqual([
      422,
      'invoice.amountMismatch',
      'revenueLines.0.amountSen',
    ]);
    const cost = { bookingReference: merchants.otherBooking, unit: 1, unitPriceSen: 100, amountSen: 100 };
    const foreign = await post(app, '/Invoice/create', draftBody({ costLines: [cost] }), as.admin);
    expect([foreign.status, foreign.body.code, foreign.body.params]).toEqual([
      422,
      'invoice.bookingNotFound',
      { bookingReference: merchants.otherBooking },
    ]);
    const big = {
      ...line,
      pax: 1,
      unitPriceSen: 10_000_000_000_000,
      taxRate: 8 as const,
      amountSen: 10_000_000_000_000,
    };
    const tooLarge = await post(app, '/Invoice/create', draftBody({ revenueLines: [big] }), as.admin);
    expect([tooLarge.status, tooLarge.body.code]).toEqual([422, 'invoice.totalTooLarge']);
  });

  it.each([
    ['a float unit price', { unitPriceSen: 1.5, amountSen: 3 }],
    ['a float amount', { amountSen: 200_000.5 }],
    ['a negative quantity', { pax: -2, amountSen: -200_000 }],
    ['a zero quantity', { pax: 0, amountSen: 0 }],
    ['an amount over 10^13', { pax: 1, unitPriceSen: 10_000_000_000_001, amountSen: 10_000_000_000_001 }],
    ['a rate that is no SST rate', { taxRate: 5 }],
    ['an amount as text', { amountSen: '200000' }],
  ])('refuses %s (422)', async (_, change) => {
    const body = draftBody();
    const revenueLines = [{ ...body.revenueLines[0], ...change }];
    const { status, body: answer } = await post(app, '/Invoice/create', { ...body, revenueLines }, as.admin);
    expect([status, answer.code]).toEqual([422, 'error.validation']);
    if ('taxRate' in change) return; // cost lines carry no rate
    const { pax, ...rest } = change as { pax?: number };
    const cost = {
      bookingReference: merchants.demoBooking,
      unit: 1,
      unitPriceSen: 100,
      amountSen: 100,
      ...rest,
    };
    const costAnswer = await post(
      app,
      '/Invoice/create',
      { ...body, costLines: [{ ...cost, unit: pax ?? 1 }] },
      as.admin,
    );
    expect(costAnswer.status).toBe(422);
  });

  it('refuses a due date that is no calendar day (422, not a 500)', async () => {
    const { status, body } = await post(
      app,
      '/Invoice/create',
      draftBody({ dueDate: '2026-02-30' }),
      as.admin,
    );
    expect([status, body.errors?.[0]?.path]).toEqual([422, 'dueDate']);
  });

  it('is refused to a role without invoice.manage:create', async () => {
    await testDb.db.query(
      `DELETE FROM role_functions WHERE action = 'create' AND role_id = (SELECT id FROM roles WHERE name = 'Merchant User')
       AND menu_id = (SELECT id FROM menus WHERE key = 'invoice.manage')`,
    );
    const { status } = await post(app, '/Invoice/create', draftBody(), as.user);
    expect(status).toBe(403);
  });
});

describe('Invoice/update, issue and deactivate', () => {
  it('updates a Draft on its version, answers a stale one with the current row, and never an Issued one', async () => {
    const created = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
    const change = {
      ...draftBody({ guestName: 'Tan Mei Ling' }),
      id: created.id,
      baseVersion: created.version,
    };
    const updated = await post<Invoice>(app, '/Invoice/update', change, as.admin);
    expect([updated.status, updated.body.data?.guestName]).toEqual([200, 'Tan Mei Ling']);
    const stale = await post<{ current: Invoice }>(app, '/Invoice/update', change, as.admin);
    expect([stale.status, stale.body.code, stale.body.data?.current.guestName]).toEqual([
      409,
      'sync.conflict',
      'Tan Mei Ling',
    ]);
    await post(app, '/Invoice/issue', { id: created.id }, as.admin);
    const current = await invoiceOf(app, created.id, as.admin);
    const late = await post(app, '/Invoice/update', { ...change, baseVersion: current?.version }, as.admin);
    expect([late.status, late.body.code]).toEqual([409, 'invoice.notDraft']);
  });

  it('numbers an issued invoice INV-<year>-nnnnnn on the day in Malaysia, once', async () => {
    const created = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
    const { status, body } = await post<Invoice>(app, '/Invoice/issue', { id: created.id }, as.admin);
    expect(status).toBe(200);
    expect(body.code).toBe('invoice.issued');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    expect(body.data).toMatchObject({ status: 'Issued', issueDate: today });
    expect(body.data?.invoiceNumber).toMatch(DOCUMENT_NUMBER_PATTERN);
    expect(body.data?.invoiceNumber?.startsWith(`INV-${today.slice(0, 4)}-`)).toBe(true);
    expect(body.params).toEqual({ invoiceNumber: body.data?.invoiceNumber });
    const twice = await post(app, '/Invoice/issue', { id: created.id }, as.admin);
    expect([twice.status, twice.body.code]).toEqual([409, 'invoice.notDraft']);
  });

  it('gives consecutive numbers and refuses issuing past the due date', async () => {
    const first = await issuedInvoice(app, as.admin);
    const second = await issuedInvoice(app, as.admin);
    const sequence = (number: string | null) => Number(number?.slice(-6));
    expect(sequence(second.invoiceNumber)).toBe(sequence(first.invoiceNumber) + 1);
    const late = (await post<Invoice>(app, '/Invoice/create', draftBody({ dueDate: '2020-01-01' }), as.admin))
      .body.data;
    const refused = await post(app, '/Invoice/issue', { id: late?.id }, as.admin);
    expect([refused.status, refused.body.code]).toEqual([422, 'invoice.dueBeforeIssue']);
  });

  it('deactivates a Draft, refuses an Issued one with a balance, and never twice', async () => {
    const draft = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
    const done = await post<Invoice>(
      app,
      '/Invoice/deactivate',
      { id: draft.id, reason: 'Duplicate' },
      as.admin,
    );
    expect([done.status, done.body.data?.status, done.body.data?.deactivationReason]).toEqual([
      200,
      'Deactivated',
      'Duplicate',
    ]);
    const again = await post(app, '/Invoice/deactivate', { id: draft.id, reason: 'Duplicate' }, as.admin);
    expect([again.status, again.body.code]).toEqual([409, 'invoice.alreadyDeactivated']);
    const issued = await issuedInvoice(app, as.admin);
    const owed = await post(app, '/Invoice/deactivate', { id: issued.id, reason: 'Cancelled' }, as.admin);
    expect([owed.status, owed.body.code]).toEqual([409, 'invoice.unrefundedBalance']);
  });

  it('refuses issuing and deactivating to a Merchant User (FAC)', async () => {
    const draft = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
    expect((await post(app, '/Invoice/issue', { id: draft.id }, as.user)).status).toBe(403);
    expect((await post(app, '/Invoice/deactivate', { id: draft.id, reason: 'No way' }, as.user)).status).toBe(
      403,
    );
  });
});

describe('Invoice reads are merchant-scoped', () => {
  it('answers another merchant’s invoice as 404 and lists only the caller’s', async () => {
    const foreign = (
      await post<Invoice>(app, '/Invoice/create', draftBody({ merchantId: merchants.other }), as.staff)
    ).body.data;
    expect((await getJson(app, `/Invoice/${foreign?.id}`, as.admin)).status).toBe(404);
    expect((await post(app, '/Invoice/issue', { id: foreign?.id }, as.admin)).status).toBe(404);
    expect((await getJson(app, `/Invoice/${foreign?.id}`, as.staff)).status).toBe(200);
    const page = await getJson<Page<Invoice>>(app, '/Invoice/invoiceListPage?pageSize=50', as.admin);
    expect(page.status).toBe(200);
    expect(page.body.data?.items.length).toBeGreaterThan(0);
    expect(page.body.data?.items.every((row) => row.merchantId === merchants.demo)).toBe(true);
  });
});
