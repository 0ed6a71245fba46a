/**
 * POST /EInvoice/resubmit (docs/e-invoicing.md, Resubmit): an Invalid e-invoice, the company's TIN
 * fixed, sent again as a new attempt that becomes Valid while the Invalid one stays with its
 * errors; the pre-flight refuses before the fix; a replay queues nothing more; and the attacker:
 * a Merchant User without the issue grant, a merchant on another merchant's document, a document
 * in progress or Valid, a deactivated one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type EInvoice } from '../../../src/contract';
import { eInvoiceWorld, queueCopies } from '../../e-invoice/submission/e-invoice-test-kit';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { type App, type Callers, issuedInvoice, post, signInAll } from '../invoices/invoice-test-kit';

let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let as: Callers;
let supplierTin: string;

type Attempt = { id: string; attempt: number; state: string; errors: { errorCode: string }[] | null };

const attemptsOf = async (documentId: string) =>
  (
    await testDb.db.query<Attempt>(
      'SELECT id, attempt, state, errors FROM e_invoices WHERE document_id = $1 ORDER BY attempt',
      [documentId],
    )
  ).rows;

const resubmit = (documentId: string, headers: Record<string, string>, id: string = randomUUID()) =>
  post<EInvoice>(world.app as App, '/EInvoice/resubmit', { id, documentId }, headers);

/**
 * The company's approved TIN written as a form LHDN never issues (a zero right after the prefix),
 * as data entered before the format was checked would be; a buyer's malformed TIN cannot make a
 * document Invalid, since the document then names the general public (docs/e-invoicing.md, Buyers).
 */
const breakSupplierTin = () =>
  testDb.db.query(`UPDATE e_invoice_supplier SET identity = jsonb_set(identity, '{tin}', '"C0584563202"')`);
const fixSupplierTin = () =>
  testDb.db.query(
    `UPDATE e_invoice_supplier SET identity = jsonb_set(identity, '{tin}', to_jsonb($1::text))`,
    [supplierTin],
  );

/** An invoice of the demo merchant that MyInvois made Invalid for the supplier's TIN. */
async function invalidInvoice() {
  await breakSupplierTin();
  const invoice = await issuedInvoice(world.app as App, as.admin);
  await world.job().runPass();
  expect((await attemptsOf(invoice.id)).map((row) => row.state)).toEqual(['invalid']);
  return invoice;
}

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  as = await signInAll(world.app as App);
  const { rows } = await testDb.db.query<{ tin: string }>(
    `SELECT identity->>'tin' AS tin FROM e_invoice_supplier`,
  );
  supplierTin = rows[0]?.tin ?? '';
});
afterAll(async () => {
  await testDb?.drop();
});

describe('resubmitting an e-invoice after a fix', () => {
  it('refuses at the field to fix, then queues attempt 2, which becomes Valid beside the Invalid one', async () => {
    const invoice = await invalidInvoice();
    const early = await resubmit(invoice.id, as.staff);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('eInvoice.preflightFailed');
    expect(early.body.errors?.map((error) => error.path)).toContain('supplier.tin');
    expect(await attemptsOf(invoice.id)).toHaveLength(1);

    await fixSupplierTin();
    const answer = await resubmit(invoice.id, as.staff);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('eInvoice.resubmitted');
    expect(answer.body.data).toMatchObject({ attempt: 2, state: 'queued', documentId: invoice.id });

    // Within the 10 minutes of the duplicate rule: the fixed document differs, so it is not one.
    await world.job().runPass();
    const attempts = await attemptsOf(invoice.id);
    expect(attempts.map((row) => [row.attempt, row.state])).toEqual([
      [1, 'invalid'],
      [2, 'valid'],
    ]);
    expect(attempts[0]?.errors?.map((error) => error.errorCode)).toEqual(['SIM-TIN']);
    const { rows } = await testDb.db.query<{ state: string }>(
      'SELECT e_invoice_state AS state FROM invoices WHERE id = $1',
      [invoice.id],
    );
    expect(rows[0]?.state).toBe('valid');
  });

  it('refuses while an attempt is queued, and once it is Valid', async () => {
    const invoice = await invalidInvoice();
    await fixSupplierTin();
    expect((await resubmit(invoice.id, as.staff)).status).toBe(200);
    const queued = await resubmit(invoice.id, as.staff);
    expect(queued.status).toBe(409);
    expect(queued.body.code).toBe('eInvoice.attemptInProgress');
    await world.job().runPass();
    const valid = await resubmit(invoice.id, as.staff);
    expect(valid.status).toBe(409);
    expect(valid.body.code).toBe('eInvoice.notResubmittable');
    expect(await attemptsOf(invoice.id)).toHaveLength(2);
  });

  it('answers a replay of the same op with the attempt it queued, and queues it once', async () => {
    const invoice = await invalidInvoice();
    await fixSupplierTin();
    const id = randomUUID();
    const headers = { ...as.staff, [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const first = await resubmit(invoice.id, headers, id);
    const again = await resubmit(invoice.id, headers, id);
    const withoutKey = await resubmit(invoice.id, as.staff, id);
    expect([first.status, again.status, withoutKey.status]).toEqual([200, 200, 200]);
    expect(again.body.data?.id).toBe(id);
    expect(withoutKey.body.data?.id).toBe(id);
    expect((await attemptsOf(invoice.id)).map((row) => row.attempt)).toEqual([1, 2]);
    await world.job().runPass();
    await world.job().runPass();
    const received = [...world.simulator.store.documents.values()].filter(
      (document) => document.internalId === invoice.invoiceNumber,
    );
    expect(received.map((document) => document.status)).toEqual(['Invalid', 'Valid']);
    expect((await attemptsOf(invoice.id)).map((row) => row.state)).toEqual(['invalid', 'valid']);
  });

  describe('as the attacker', () => {
    it('refuses a Merchant User without the issue grant (403) and no session (401)', async () => {
      const invoice = await invalidInvoice();
      await fixSupplierTin();
      expect((await resubmit(invoice.id, as.user)).status).toBe(403);
      expect((await resubmit(invoice.id, {})).status).toBe(401);
      expect(await attemptsOf(invoice.id)).toHaveLength(1);
      expect((await resubmit(invoice.id, as.admin)).status).toBe(200);
    });

    it('hides another merchant’s document from a merchant (404), while staff may resubmit it', async () => {
      await breakSupplierTin();
      const { rows } = await testDb.db.query<{ id: string }>(
        `SELECT i.id FROM invoices i JOIN users u ON u.username = 'merchant.admin'
         WHERE i.status = 'Issued' AND i.merchant_id <> u.merchant_id LIMIT 1`,
      );
      const [copy = ''] = await queueCopies(testDb.db, rows[0]?.id ?? '', 1);
      await world.job().runPass();
      await fixSupplierTin();
      const foreign = await resubmit(copy, as.admin);
      expect(foreign.status).toBe(404);
      expect(await attemptsOf(copy)).toHaveLength(1);
      expect((await resubmit(copy, as.staff)).status).toBe(200);
    });

    it('refuses a wrong body (422), a document without an e-invoice (404) and a deactivated one (409)', async () => {
      expect((await resubmit('not-a-uuid', as.staff)).status).toBe(422);
      const none = await resubmit(randomUUID(), as.staff);
      expect(none.status).toBe(404);
      expect(none.body.code).toBe('eInvoice.none');
      const invoice = await invalidInvoice();
      await fixSupplierTin();
      // Credited in full and deactivated (its credit note's own e-invoice aside).
      await testDb.db.query(
        `UPDATE invoices SET status = 'Deactivated', deactivation_reason = 'Sold twice' WHERE id = $1`,
        [invoice.id],
      );
      const refused = await resubmit(invoice.id, as.staff);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('eInvoice.documentDeactivated');
    });
  });
});
