/**
 * /EInvoice/*: the service the screens name ("simulated"), and cancelling a valid e-invoice within
 * 72 hours of its validation (time moved, never slept), tested as the attacker too: a Maker, a
 * merchant on another merchant's document, no session, a wrong body, a document not yet valid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoiceOf, eInvoiceWorld, queueCopies } from '../../e-invoice/submission/e-invoice-test-kit';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { type App, type Callers, issuedInvoice, post, signInAll } from '../invoices/invoice-test-kit';

const HOUR = 3_600_000;

let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let as: Callers;
let maker: Record<string, string>;

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  as = await signInAll(world.app as App);
  maker = await bearerOf(world.app, 'maker');
});
afterAll(async () => {
  await testDb?.drop();
});

/** An invoice of the demo merchant issued and made Valid now. */
async function validInvoice() {
  const invoice = await issuedInvoice(world.app as App, as.admin);
  await world.job().runPass();
  expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
  return invoice;
}

const cancel = (documentId: string, headers: Record<string, string>, reason = 'Wrong buyer') =>
  post<{ state: string }>(world.app as App, '/EInvoice/cancel', { documentId, reason }, headers);

describe('the e-invoice service', () => {
  it('tells a signed-in user it is simulated, and nobody else', async () => {
    const answer = await getJson<{ simulated: boolean }>(world.app, '/EInvoice/service', as.user);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      simulated: true,
      documentVersion: '1.0',
      portalUrl: '/api/dev/myinvois',
    });
    expect((await getJson(world.app, '/EInvoice/service', {})).status).toBe(401);
  });

  it('serves the simulator at /api/dev/myinvois, marked as such, and not in production', async () => {
    const answer = await world.app.request('/api/dev/myinvois/connect/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=simulator&client_secret=simulator',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-MyInvois-Simulator')).toMatch(/simulated/);
    const production = buildApp(testDb.db, { NODE_ENV: 'production' });
    const refused = await production.request('/api/dev/myinvois/connect/token', { method: 'POST' });
    expect(refused.status).toBe(404);
  });
});

describe('cancelling an e-invoice', () => {
  it('cancels a valid e-invoice within 72 hours, at the service and here, with its history', async () => {
    const invoice = await validInvoice();
    world.advance(71 * HOUR);
    const answer = await cancel(invoice.id, as.admin);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('eInvoice.cancelled');
    const row = await eInvoiceOf(testDb.db, invoice.id);
    expect(row?.state).toBe('cancelled');
    expect(world.simulator.store.documents.get(row?.uuid ?? '')?.status).toBe('Cancelled');
    const { rows } = await testDb.db.query<{ to: string; actor: string | null }>(
      `SELECT to_state AS "to", actor_id AS actor FROM e_invoice_events WHERE e_invoice_id = $1 ORDER BY id`,
      [row?.id],
    );
    expect(rows.map((event) => event.to)).toEqual(['queued', 'submitted', 'valid', 'cancelled']);
    expect(rows.at(-1)?.actor).not.toBeNull();
    // Cancelled already: not again.
    expect((await cancel(invoice.id, as.admin)).body.code).toBe('eInvoice.notCancellable');
  });

  it('refuses after 72 hours with the translated message pointing to a credit or debit note', async () => {
    const invoice = await validInvoice();
    world.advance(72 * HOUR);
    const calls = world.calls('state');
    const answer = await cancel(invoice.id, as.admin);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('eInvoice.cancelWindowClosed');
    expect(answer.body.message).toMatch(/credit or debit note/);
    expect(world.calls('state')).toBe(calls);
    expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
  });

  it('refuses a document whose e-invoice is not valid yet, and one without an e-invoice', async () => {
    const invoice = await issuedInvoice(world.app as App, as.admin);
    expect((await cancel(invoice.id, as.admin)).status).toBe(409);
    const unknown = await cancel('6f1c2b1e-8a51-4c39-9a1e-0d6f2f6b7a99', as.admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('eInvoice.none');
  });

  describe('as the attacker', () => {
    it('refuses a caller without a session (401) and a wrong body (422)', async () => {
      const invoice = await validInvoice();
      expect((await cancel(invoice.id, {})).status).toBe(401);
      expect((await cancel(invoice.id, as.admin, '')).status).toBe(422);
      expect((await cancel('not-a-uuid', as.admin)).status).toBe(422);
      expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
    });

    it('refuses a Merchant User and a staff Maker: cancelling needs a Checker (403)', async () => {
      const invoice = await validInvoice();
      expect((await cancel(invoice.id, as.user)).status).toBe(403);
      expect((await cancel(invoice.id, maker)).status).toBe(403);
      expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
    });

    it('hides another merchant’s e-invoice from a merchant (404), while a staff Checker may cancel it', async () => {
      const { rows } = await testDb.db.query<{ id: string }>(
        `SELECT i.id FROM invoices i JOIN users u ON u.username = 'merchant.admin'
         WHERE i.status = 'Issued' AND i.merchant_id <> u.merchant_id LIMIT 1`,
      );
      const [copy] = await queueCopies(testDb.db, rows[0]?.id ?? '', 1);
      await world.job().runPass();
      expect((await eInvoiceOf(testDb.db, copy ?? ''))?.state).toBe('valid');
      const foreign = await cancel(copy ?? '', as.admin);
      expect(foreign.status).toBe(404);
      expect((await eInvoiceOf(testDb.db, copy ?? ''))?.state).toBe('valid');
      expect((await cancel(copy ?? '', as.staff)).status).toBe(200);
    });
  });
});
