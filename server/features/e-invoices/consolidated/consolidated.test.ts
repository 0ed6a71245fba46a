/**
 * The monthly consolidated e-invoice against the simulator (docs/e-invoicing.md, Consolidated;
 * docs/security.md, E-invoices): an invoice whose buyer has no TIN waits and the job skips it; a
 * Maker prepares the month, a Maker cannot approve and the preparer cannot approve their own;
 * another Checker submits it through the same job, it becomes Valid and its invoices carry its
 * number and UUID; an invoice with a TIN is never included; preparing again never includes a
 * document twice; a note on a consolidated invoice refers to the consolidated e-invoice.
 * On PGlite by default; on PostgreSQL with TEST_DB_KIND=postgres and TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolidationDetail, ConsolidationOverview, InvoiceNote } from '../../../../src/contract';
import { businessMonth } from '../../../../src/contract';
import { buildDocuments, readSupplier } from '../../../e-invoice/submission/build-documents';
import { eInvoiceOf, eInvoiceWorld } from '../../../e-invoice/submission/e-invoice-test-kit';
import { bearerOf, getJson, sendJson } from '../../../test/as-user';
import { setupTestDb } from '../../../test/test-app';
import type { TestDb } from '../../../test/test-db';
import { type App, issuedInvoice, merchantsOf, noteBody, post } from '../../invoices/invoice-test-kit';

type Headers = Record<string, string>;
let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let maker: Headers;
let checker: Headers;
let checker2: Headers;
let merchantAdmin: Headers;
let demoId: string;

const month = businessMonth(new Date());
const app = () => world.app as App;
const prepare = (headers: Headers, body: unknown = { month, currency: 'MYR' }) =>
  sendJson<ConsolidationDetail>(app(), 'POST', '/EInvoice/consolidated/prepare', body, headers);
const submit = (detail: ConsolidationDetail | null | undefined, headers: Headers, preparedAt?: string) =>
  sendJson<ConsolidationDetail>(
    app(),
    'POST',
    '/EInvoice/consolidated/submit',
    { id: detail?.consolidation.id, preparedAt: preparedAt ?? detail?.consolidation.preparedAt },
    headers,
  );
const setDemoTin = (tin: string | null) =>
  testDb.db.query(
    `UPDATE merchants SET tin = $2, identification_type = CASE WHEN $2::text IS NULL THEN NULL ELSE 'BRN' END,
       identification_number = CASE WHEN $2::text IS NULL THEN NULL ELSE '201801034567' END WHERE id = $1`,
    [demoId, tin],
  );

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  await testDb.db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
     SELECT 'checker2', u.password_hash, 'Farid', 'Hassan', 'checker2@example.com', u.role_id, 'Checker', 'A'
     FROM users u WHERE u.username = 'admin'`,
  );
  maker = await bearerOf(app(), 'maker');
  checker = await bearerOf(app(), 'admin');
  checker2 = await bearerOf(app(), 'checker2');
  merchantAdmin = await bearerOf(app(), 'merchant.admin');
  demoId = (await merchantsOf(testDb.db)).demo;
  await setDemoTin(null);
});
afterAll(async () => {
  await testDb?.drop();
});

describe('the monthly consolidated e-invoice', () => {
  it('keeps an invoice without a buyer TIN waiting for consolidation: the job never sends it', async () => {
    const invoice = await issuedInvoice(app(), merchantAdmin);
    expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('for_consolidation');
    await world.job().runPass();
    expect(await eInvoiceOf(testDb.db, invoice.id)).toMatchObject({
      state: 'for_consolidation',
      attempts: 0,
    });
  });

  it('is prepared by a Maker, refused to the Maker and to its preparer, and submitted by another Checker', async () => {
    const waiting = [await issuedInvoice(app(), merchantAdmin), await issuedInvoice(app(), merchantAdmin)];
    await setDemoTin('C20880048010');
    const withTin = await issuedInvoice(app(), merchantAdmin);
    await setDemoTin(null);
    expect((await eInvoiceOf(testDb.db, withTin.id))?.state).toBe('queued');

    const prepared = await prepare(maker);
    expect(prepared.status).toBe(200);
    const ids = prepared.body.data?.documents.map((document) => document.documentId) ?? [];
    for (const invoice of waiting) expect(ids).toContain(invoice.id);
    expect(ids).not.toContain(withTin.id);
    const count = ids.length;
    const consolidation = prepared.body.data?.consolidation;
    expect(consolidation).toMatchObject({
      state: 'prepared',
      codeNumber: `CONS-${month.replace('-', '')}-MYR`,
    });
    expect(consolidation?.totalSen).toBe(
      prepared.body.data?.documents.reduce((sum, document) => sum + document.totalSen, 0),
    );

    // A Maker never approves; preparing again (now by a Checker) keeps one consolidation, each
    // document once, and makes that Checker its preparer.
    expect((await submit(prepared.body.data, maker)).body.code).toBe('eInvoice.consolidationCheckerOnly');
    const again = await prepare(checker);
    expect(again.body.data?.consolidation.id).toBe(consolidation?.id);
    expect(again.body.data?.documents).toHaveLength(count);
    expect((await submit(again.body.data, checker)).status).toBe(403);
    expect((await submit(again.body.data, checker)).body.code).toBe('eInvoice.consolidationOwn');
    // The Checker approves what they reviewed: an older preparation is refused.
    const stale = await submit(again.body.data, checker2, prepared.body.data?.consolidation.preparedAt);
    expect(stale.body.code).toBe('eInvoice.consolidationChanged');

    const submitted = await submit(again.body.data, checker2);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data?.consolidation).toMatchObject({ state: 'submitted', eInvoiceState: 'queued' });
    expect((await submit(again.body.data, checker2)).body.code).toBe('eInvoice.consolidationNotPrepared');

    await world.job().runPass();
    const overview = await getJson<ConsolidationOverview>(app(), '/EInvoice/consolidated', checker);
    const row = overview.body.data?.months.find((entry) => entry.month === month && entry.currency === 'MYR');
    expect(row?.consolidation).toMatchObject({ eInvoiceState: 'valid', documentCount: count });
    expect(row?.waiting).toEqual([]);
    const uuid = row?.consolidation?.uuid;
    expect(uuid).toMatch(/^SIM/);
    for (const invoice of waiting) {
      expect(await eInvoiceOf(testDb.db, invoice.id)).toMatchObject({ state: 'consolidated', uuid });
    }
    expect((await eInvoiceOf(testDb.db, withTin.id))?.state).toBe('valid');
    // The device's row of an included invoice names the consolidated e-invoice.
    const { rows } = await testDb.db.query<{ number: string }>(
      'SELECT consolidated_number AS number FROM e_invoices WHERE document_id = $1',
      [waiting[0]?.id],
    );
    expect(rows[0]?.number).toBe(consolidation?.codeNumber);
  });

  it('sends a note on a consolidated invoice on its own, referring to the consolidated e-invoice', async () => {
    const { rows } = await testDb.db.query<{ id: string; number: string; uuid: string }>(
      `SELECT document_id AS id, consolidated_number AS number, uuid FROM e_invoices
       WHERE state = 'consolidated' LIMIT 1`,
    );
    const original = rows[0];
    const note = await post<InvoiceNote>(
      app(),
      '/CreditNote/create',
      noteBody(original?.id ?? ''),
      merchantAdmin,
    );
    expect(note.status).toBe(200);
    const noteRow = await eInvoiceOf(testDb.db, note.body.data?.id ?? '');
    expect(noteRow?.state).toBe('queued');
    const supplier = await readSupplier(testDb.db);
    if (!supplier || !noteRow) throw new Error('no supplier or note row');
    const { built } = await buildDocuments(
      testDb.db,
      [
        {
          id: noteRow.id,
          documentKind: 'credit',
          documentId: note.body.data?.id ?? '',
          merchantId: demoId,
          codeNumber: 'CN',
        },
      ],
      supplier,
      '1.0',
    );
    const reference = JSON.parse(built[0]?.text ?? '{}').Invoice[0].BillingReference[0]
      .InvoiceDocumentReference[0];
    expect(reference).toEqual({ ID: [{ _: original?.number }], UUID: [{ _: original?.uuid }] });
    await world.job().runPass();
    expect((await eInvoiceOf(testDb.db, note.body.data?.id ?? ''))?.state).toBe('valid');
  });

  it('answers a month with nothing waiting plainly, and keeps merchants’ users out', async () => {
    const empty = await prepare(checker, { month: '2020-01', currency: 'MYR' });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('eInvoice.consolidationEmpty');
    const bad = await prepare(checker, { month: '2026-13', currency: 'MYR' });
    expect(bad.status).toBe(422);
    expect((await getJson(app(), '/EInvoice/consolidated', merchantAdmin)).status).toBe(403);
    expect((await prepare(merchantAdmin)).status).toBe(403);
    // The consolidated document is the company's: never in the e-Invoices list of anyone.
    const list = await getJson<{ items: { documentKind: string }[] }>(
      app(),
      '/EInvoice/eInvoiceListPage?pageSize=50&sortKey=queuedAt&sortOrder=desc',
      checker,
    );
    expect(list.status).toBe(200);
    expect(list.body.data?.items.length).toBeGreaterThan(0);
    expect(list.body.data?.items.some((item) => item.documentKind === 'consolidated')).toBe(false);
  });
});
