import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_NUMBER_PATTERN, InvoiceNoteSchema } from '../../../src/contract';
import type { Invoice, InvoiceNote, Page } from '../../../src/contract';
import { getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from './invoice-test-kit';
import {
  draftBody,
  invoiceOf,
  issuedInvoice,
  merchantsOf,
  noteBody,
  post,
  signInAll,
} from './invoice-test-kit';

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

/** One line of `sen` at no tax. */
const line = (sen: number, quantity = 1) => ({
  description: 'Adjustment',
  quantity,
  unitPriceSen: sen,
  taxRate: 0 as const,
  amountSen: sen * quantity,
});

describe('CreditNote/create and DebitNote/create', () => {
  it('numbers a note, computes its figures and moves the invoice’s sums (a new invoice version)', async () => {
    const invoice = await issuedInvoice(app, as.admin); // RM 2,120.00
    const body = noteBody(invoice.id, {
      lines: [
        { description: 'Room refund', quantity: 2, unitPriceSen: 10_000, taxRate: 8, amountSen: 20_000 },
      ],
    });
    const { status, body: answer } = await post<InvoiceNote>(app, '/CreditNote/create', body, as.admin);
    expect(status).toBe(200);
    const note = answer.data as InvoiceNote;
    expect(v.parse(InvoiceNoteSchema, note)).toEqual(note);
    expect(note).toMatchObject({
      kind: 'Credit',
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      merchantId: merchants.demo,
      subtotalSen: 20_000,
      taxSen: 1_600,
      totalSen: 21_600,
      status: 'Active',
    });
    expect(note.documentNumber).toMatch(DOCUMENT_NUMBER_PATTERN);
    expect(note.documentNumber?.startsWith('CN-')).toBe(true);
    expect([answer.code, answer.params]).toEqual([
      'creditNote.created',
      { documentNumber: note.documentNumber },
    ]);
    const after = await invoiceOf(app, invoice.id, as.admin);
    expect(after).toMatchObject({ creditedSen: 21_600, debitedSen: 0, netSen: 212_000 - 21_600 });
    expect(after?.version).toBeGreaterThan(invoice.version);
    const debit = await post<InvoiceNote>(
      app,
      '/DebitNote/create',
      noteBody(invoice.id, { lines: [line(5_000)] }),
      as.admin,
    );
    expect([debit.status, debit.body.code, debit.body.data?.documentNumber?.slice(0, 3)]).toEqual([
      200,
      'debitNote.created',
      'DN-',
    ]);
    expect(await invoiceOf(app, invoice.id, as.admin)).toMatchObject({
      debitedSen: 5_000,
      netSen: 212_000 - 21_600 + 5_000,
    });
  });

  it('refuses a credit over what remains, with the remaining amount as money text (RM 120.00)', async () => {
    const invoice = await issuedInvoice(app, as.admin);
    await post(app, '/CreditNote/create', noteBody(invoice.id, { lines: [line(200_000)] }), as.admin);
    const { status, body } = await post(
      app,
      '/CreditNote/create',
      noteBody(invoice.id, { lines: [line(12_001)] }),
      as.admin,
    );
    expect([status, body.code, body.params]).toEqual([
      422,
      'note.exceedsRemaining',
      { remaining: 'RM\u00a0120.00' },
    ]);
    const exact = await post(
      app,
      '/CreditNote/create',
      noteBody(invoice.id, { lines: [line(12_000)] }),
      as.admin,
    );
    expect(exact.status).toBe(200);
    expect(await invoiceOf(app, invoice.id, as.admin)).toMatchObject({ netSen: 0 });
  });

  it('refuses a note on a Draft (409), a wrong line amount and a float (422), another merchant’s invoice (404)', async () => {
    const draft = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
    const onDraft = await post(app, '/CreditNote/create', noteBody(draft.id), as.admin);
    expect([onDraft.status, onDraft.body.code]).toEqual([409, 'note.invoiceNotIssued']);
    const invoice = await issuedInvoice(app, as.admin);
    const wrong = await post(
      app,
      '/CreditNote/create',
      noteBody(invoice.id, { lines: [{ ...line(100), amountSen: 99 }] }),
      as.admin,
    );
    expect([wrong.status, wrong.body.code]).toEqual([422, 'invoice.amountMismatch']);
    const float = await post(
      app,
      '/DebitNote/create',
      noteBody(invoice.id, { lines: [{ ...line(100), unitPriceSen: 1.5 }] }),
      as.admin,
    );
    expect([float.status, float.body.code]).toEqual([422, 'error.validation']);
    const badDay = await post(
      app,
      '/DebitNote/create',
      noteBody(invoice.id, { documentDate: '2026-13-01' }),
      as.admin,
    );
    expect(badDay.status).toBe(422);
    const foreign = await issuedInvoice(app, as.staff, { merchantId: merchants.other });
    expect((await post(app, '/CreditNote/create', noteBody(foreign.id), as.admin)).status).toBe(404);
  });

  it('answers a replayed create with the same note and its number in the message; other content under its id is refused', async () => {
    const invoice = await issuedInvoice(app, as.admin);
    const body = noteBody(invoice.id, { lines: [line(5_000)] });
    const first = await post<InvoiceNote>(app, '/DebitNote/create', body, as.admin);
    const again = await post<InvoiceNote>(app, '/DebitNote/create', body, as.admin);
    expect(again.status).toBe(200);
    expect(again.body.data?.documentNumber).toBe(first.body.data?.documentNumber);
    expect(again.body.message).toBe(`Debit note ${first.body.data?.documentNumber} added.`);
    expect((await invoiceOf(app, invoice.id, as.admin))?.debitedSen).toBe(5_000);
    const other = await post(app, '/DebitNote/create', { ...body, paymentMode: 'Cheque' }, as.admin);
    expect([other.status, other.body.code]).toEqual([422, 'idempotency.keyReused']);
  });

  it('is refused to a Merchant User (FAC invoice.notes:create)', async () => {
    const invoice = await issuedInvoice(app, as.admin);
    expect((await post(app, '/CreditNote/create', noteBody(invoice.id), as.user)).status).toBe(403);
  });
});

describe('note deactivation and the invoice’s', () => {
  it('deactivates a fully crediting note, then the invoice; a debit note never over-credits', async () => {
    const invoice = await issuedInvoice(app, as.admin);
    const debit = (
      await post<InvoiceNote>(
        app,
        '/DebitNote/create',
        noteBody(invoice.id, { lines: [line(1_000)] }),
        as.admin,
      )
    ).body.data as InvoiceNote;
    const credit = (
      await post<InvoiceNote>(
        app,
        '/CreditNote/create',
        noteBody(invoice.id, { lines: [line(213_000)] }),
        as.admin,
      )
    ).body.data as InvoiceNote;
    const overCredit = await post(
      app,
      '/DebitNote/deactivate',
      { id: debit.id, reason: 'Wrong charge' },
      as.admin,
    );
    expect([overCredit.status, overCredit.body.code]).toEqual([409, 'note.wouldOverCredit']);
    // A credit note is not found through the debit note call.
    expect(
      (await post(app, '/DebitNote/deactivate', { id: credit.id, reason: 'Wrong kind' }, as.admin)).status,
    ).toBe(404);
    const closed = await post<Invoice>(
      app,
      '/Invoice/deactivate',
      { id: invoice.id, reason: 'Trip cancelled' },
      as.admin,
    );
    expect([closed.status, closed.body.data?.status]).toEqual([200, 'Deactivated']);
    const onClosed = await post(
      app,
      '/CreditNote/deactivate',
      { id: credit.id, reason: 'Too late' },
      as.admin,
    );
    expect([onClosed.status, onClosed.body.code]).toEqual([409, 'invoice.alreadyDeactivated']);
  });

  it('gives the amount back to the invoice, once', async () => {
    const invoice = await issuedInvoice(app, as.admin);
    const credit = (
      await post<InvoiceNote>(
        app,
        '/CreditNote/create',
        noteBody(invoice.id, { lines: [line(2_000)] }),
        as.admin,
      )
    ).body.data as InvoiceNote;
    const done = await post<InvoiceNote>(
      app,
      '/CreditNote/deactivate',
      { id: credit.id, reason: 'Issued by mistake' },
      as.admin,
    );
    expect([done.status, done.body.code, done.body.data?.status]).toEqual([
      200,
      'creditNote.deactivated',
      'Deactivated',
    ]);
    expect(await invoiceOf(app, invoice.id, as.admin)).toMatchObject({ creditedSen: 0, netSen: 212_000 });
    const again = await post(
      app,
      '/CreditNote/deactivate',
      { id: credit.id, reason: 'Issued by mistake' },
      as.admin,
    );
    expect([again.status, again.body.code]).toEqual([409, 'note.alreadyDeactivated']);
    expect((await post(app, '/CreditNote/deactivate', { id: credit.id, reason: 'x' }, as.admin)).status).toBe(
      422,
    );
  });
});

describe('Invoice/adjustmentEnquiry', () => {
  it('lists every note to staff and only its own merchant’s to a Merchant Admin; a Merchant User may not', async () => {
    const staffPage = await getJson<Page<InvoiceNote>>(
      app,
      '/Invoice/adjustmentEnquiry?pageSize=50',
      as.staff,
    );
    expect(staffPage.status).toBe(200);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoice_notes');
    expect(staffPage.body.data?.totalCount).toBe(rows[0]?.n);
    const own = await getJson<Page<InvoiceNote>>(
      app,
      '/Invoice/adjustmentEnquiry?pageSize=50&kind=Credit',
      as.admin,
    );
    expect(own.status).toBe(200);
    expect(own.body.data?.items.length).toBeGreaterThan(0);
    expect(
      own.body.data?.items.every((row) => row.merchantId === merchants.demo && row.kind === 'Credit'),
    ).toBe(true);
    expect((await getJson(app, '/Invoice/adjustmentEnquiry', as.user)).status).toBe(403);
  });
});
