/**
 * The mirrored e-invoices (docs/ARCHITECTURE.md, E-invoices): EInvoice/eInvoiceListPage and
 * EInvoice/{id} as the attacker too (another merchant's rows, a user holding the e-Invoices menu
 * but not the invoice view grant), and the delta pull carrying the state the job records while
 * the job's own bookkeeping sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EInvoice, Page } from '../../../src/contract';
import { queueEInvoice } from '../../e-invoice/e-invoice-rows';
import { eInvoiceOf, eInvoiceWorld } from '../../e-invoice/submission/e-invoice-test-kit';
import { bearerOf, getJson } from '../../test/as-user';
import { createRoleUser } from '../../test/role-user';
import type { TestDb } from '../../test/test-db';
import { setupTestDb } from '../../test/test-app';
import { applyChanges, pullAll, pullOnce, waitForWatermark } from '../sync/sync-test-kit';
import type { Mirror } from '../sync/sync-test-kit';
import { type App, type Callers, issuedInvoice, merchantsOf, signInAll } from '../invoices/invoice-test-kit';
import { changesOfPage } from '../../../src/contract';

let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let as: Callers;
let merchants: Awaited<ReturnType<typeof merchantsOf>>;
const OTHER_DOCUMENT = '00000000-0000-4000-8000-00000000e1e1';

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  as = await signInAll(world.app as App);
  merchants = await merchantsOf(testDb.db);
  // Another merchant's e-invoice, queued as issuing would.
  await queueEInvoice(testDb.db, {
    kind: 'invoice',
    documentId: OTHER_DOCUMENT,
    merchantId: merchants.other,
    codeNumber: 'INV-2026-OTHER1',
  });
}, 120_000);
afterAll(async () => {
  await testDb?.drop();
});

const list = (headers: Record<string, string>, query = '') =>
  getJson<Page<EInvoice>>(world.app, `/EInvoice/eInvoiceListPage?pageSize=50${query}`, headers);

describe('EInvoice/eInvoiceListPage and EInvoice/{id}', () => {
  it("shows a merchant only their merchant's e-invoices; another merchant's by id is 404", async () => {
    const invoice = await issuedInvoice(world.app as App, as.admin);
    const mine = await list(as.admin);
    expect(mine.status).toBe(200);
    const items = mine.body.data?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((row) => row.merchantId === merchants.demo)).toBe(true);
    expect(items.find((row) => row.documentId === invoice.id)).toMatchObject({
      documentKind: 'invoice',
      codeNumber: invoice.invoiceNumber,
      state: 'queued',
      errors: [],
    });
    const other = await list(as.staff, '&codeNumber=other1');
    const otherRow = other.body.data?.items[0];
    expect(otherRow?.merchantId).toBe(merchants.other);
    expect((await getJson(world.app, `/EInvoice/${otherRow?.id}`, as.admin)).status).toBe(404);
    expect((await getJson(world.app, `/EInvoice/${otherRow?.id}`, as.staff)).status).toBe(200);
  });

  it('filters by state and kind and refuses a bad query', async () => {
    const queued = await list(
      as.staff,
      '&state=queued&documentKind=invoice&sortKey=codeNumber&sortOrder=asc',
    );
    expect(queued.status).toBe(200);
    expect(queued.body.data?.items.every((row) => row.state === 'queued')).toBe(true);
    expect((await list(as.staff, '&state=approved')).status).toBe(422);
  });

  it('refuses a user who holds the e-Invoices menu but not the invoice view grant', async () => {
    await createRoleUser(
      world.app,
      testDb.db,
      as.staff,
      'einvoice.menu.only',
      ['invoice.einvoices'],
      ['invoice.einvoices:view'],
    );
    const attacker = await bearerOf(world.app, 'einvoice.menu.only');
    const refused = await list(attacker);
    expect(refused.status).toBe(403);
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM e_invoices LIMIT 1');
    expect((await getJson(world.app, `/EInvoice/${rows[0]?.id}`, attacker)).status).toBe(403);
    expect((await list({})).status).toBe(401);
  });
});

describe('the pull', () => {
  it('carries the state the job records, and nothing for its bookkeeping', async () => {
    const invoice = await issuedInvoice(world.app as App, as.admin);
    await waitForWatermark(testDb.db);
    const mirror: Mirror = new Map();
    const { cursor } = await pullAll(world.app, as.admin, mirror);
    const before = [...mirror.values()].filter((entry) => entry.row?.['documentId'] === invoice.id);
    expect(before.map((entry) => entry.row?.['state'])).toEqual(['queued']);
    expect([...mirror.keys()].some((key) => key.endsWith(OTHER_DOCUMENT))).toBe(false);

    // Bookkeeping alone (the job's next attempt) keeps the version and logs nothing.
    const row = await eInvoiceOf(testDb.db, invoice.id);
    const { rows: versions } = await testDb.db.query<{ version: string }>(
      'SELECT version::text FROM e_invoices WHERE id = $1',
      [row?.id],
    );
    await testDb.db.query(
      'UPDATE e_invoices SET next_attempt_at = now(), attempts = attempts WHERE id = $1',
      [row?.id],
    );
    const { rows: after } = await testDb.db.query<{ version: string }>(
      'SELECT version::text FROM e_invoices WHERE id = $1',
      [row?.id],
    );
    expect(after[0]?.version).toBe(versions[0]?.version);

    await world.job().runPass();
    expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
    await waitForWatermark(testDb.db);
    const page = await pullOnce(world.app, as.admin, cursor, 1000);
    const changes = changesOfPage(page).filter((change) => change.entity === 'eInvoices');
    const mine = changes.filter((change) => change.row?.['documentId'] === invoice.id);
    expect(mine.at(-1)?.row).toMatchObject({ state: 'valid' });
    expect(mine.at(-1)?.row?.['uuid']).toEqual(expect.any(String));
    expect(mine.at(-1)?.row?.['validatedAt']).toEqual(expect.any(String));
    applyChanges(mirror, changes);
    expect(changes.every((change) => change.row?.['merchantId'] === merchants.demo)).toBe(true);
  });
});
