/**
 * The submission job against the simulator (docs/e-invoicing.md, How the product uses them):
 * issued documents become Valid, invalid ones keep their errors, a document the service already
 * has is never submitted twice (a duplicate, a runner stopped between submit and record, two
 * runners at once), the token is renewed, and hundreds go in batches within the limits.
 * On PGlite by default; on PostgreSQL with TEST_DB_KIND=postgres and TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceNote } from '../../../src/contract';
import { MAX_DOCUMENTS_PER_SUBMISSION } from '../../../src/contract/e-invoice/codes';
import {
  type App,
  type Callers,
  issuedInvoice,
  noteBody,
  post,
  signInAll,
} from '../../features/invoices/invoice-test-kit';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { eInvoiceOf, eInvoiceWorld, queueCopies } from './e-invoice-test-kit';
import { CLAIM_LEASE_MS } from './claims';

let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  as = await signInAll(world.app as App);
});
afterAll(async () => {
  await testDb?.drop();
});

const issue = () => issuedInvoice(world.app as App, as.admin);
const states = async (id: string) => {
  const { rows } = await testDb.db.query<{ from: string | null; to: string }>(
    `SELECT v.from_state AS "from", v.to_state AS "to" FROM e_invoice_events v
     JOIN e_invoices e ON e.id = v.e_invoice_id WHERE e.document_id = $1 ORDER BY v.id`,
    [id],
  );
  return rows.map((row) => row.to);
};

/**
 * Hundreds of documents through the job on PGlite's one connection: 5 to 15 s alone, over 30 s
 * beside the rest of `npm test` on 2 cores.
 */
const MANY_DOCUMENTS_MS = 120_000;

describe('the submission job', () => {
  it('queues an issued invoice in its issue, then submits it and records it Valid with its ids', async () => {
    const invoice = await issue();
    expect(await eInvoiceOf(testDb.db, invoice.id)).toMatchObject({ state: 'queued', uuid: null });
    const result = await world.job().runPass();
    expect(result.submitted).toBeGreaterThanOrEqual(1);
    const row = await eInvoiceOf(testDb.db, invoice.id);
    expect(row).toMatchObject({ state: 'valid', attempts: 1 });
    expect(row?.uuid).toMatch(/^SIM/);
    expect(row?.longId).toMatch(/^SIMLONG/);
    expect(await states(invoice.id)).toEqual(['queued', 'submitted', 'valid']);
  });

  it('submits a credit note once its invoice is Valid, naming the invoice’s UUID', async () => {
    const invoice = await issue();
    const note = await post<InvoiceNote>(
      world.app as App,
      '/CreditNote/create',
      noteBody(invoice.id),
      as.admin,
    );
    expect(note.status).toBe(200);
    const noteId = note.body.data?.id ?? '';
    await world.job().runPass();
    // The invoice went first; the note waited for its UUID and goes on the next pass.
    expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
    world.advance(10_000);
    await world.job().runPass();
    expect((await eInvoiceOf(testDb.db, noteId))?.state).toBe('valid');
  });

  it('records an Invalid document with the service’s errors kept', async () => {
    const { rows } = await testDb.db.query<{ identity: object }>('SELECT identity FROM e_invoice_supplier');
    const identity = rows[0]?.identity ?? {};
    await testDb.db.query(`UPDATE e_invoice_supplier SET identity = $1`, [
      JSON.stringify({ ...identity, tin: 'X123' }),
    ]);
    try {
      const invoice = await issue();
      await world.job().runPass();
      const row = await eInvoiceOf(testDb.db, invoice.id);
      expect(row?.state).toBe('invalid');
      expect(row?.errors?.map((error) => error.errorCode)).toContain('SIM-TIN');
    } finally {
      await testDb.db.query(`UPDATE e_invoice_supplier SET identity = $1`, [JSON.stringify(identity)]);
    }
  });

  it('never queues a document twice, and takes a duplicate the service refuses as the one it has', async () => {
    const invoice = await issue();
    const { rows } = await testDb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM e_invoices WHERE document_id = $1',
      [invoice.id],
    );
    expect(rows[0]?.n).toBe(1);
    // A runner that stops after submit: the service has the document, the row still says queued.
    const crashing = world.job({
      afterSubmit: () => {
        throw new Error('stopped between submit and record');
      },
    });
    await expect(crashing.runPass()).rejects.toThrow('stopped');
    // Its claim cleared as if it had never been made: the job submits the same document again,
    // the service refuses the repeated submission (Retry-After), and the job leaves the row
    // claimed, so its next try asks the service before anything else.
    await testDb.db.query(
      'UPDATE e_invoices SET claimed_at = NULL, claim_token = NULL WHERE document_id = $1',
      [invoice.id],
    );
    const submits = world.calls('submit');
    await world.job().runPass();
    expect(world.calls('submit')).toBe(submits + 1);
    expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('queued');
    world.advance(10 * 60_000);
    await world.job().runPass();
    expect(world.calls('submit')).toBe(submits + 1);
    const row = await eInvoiceOf(testDb.db, invoice.id);
    expect(row?.state).toBe('valid');
    const copies = [...world.simulator.store.documents.values()].filter(
      (document) => document.internalId === invoice.invoiceNumber,
    );
    expect(copies.map((document) => document.uuid)).toEqual([row?.uuid]);
  });

  it('takes a document the service refuses as already received (DS302) as the one it has', async () => {
    const first = await issue();
    const crashing = world.job({
      afterSubmit: () => {
        throw new Error('stopped between submit and record');
      },
    });
    await expect(crashing.runPass()).rejects.toThrow('stopped');
    await testDb.db.query(
      'UPDATE e_invoices SET claimed_at = NULL, claim_token = NULL WHERE document_id = $1',
      [first.id],
    );
    // Sent again beside a new document: the submission is new, the first document a duplicate.
    const second = await issue();
    await world.job().runPass();
    for (const invoice of [first, second]) {
      const row = await eInvoiceOf(testDb.db, invoice.id);
      expect(row?.state).toBe('valid');
      const copies = [...world.simulator.store.documents.values()].filter(
        (document) => document.internalId === invoice.invoiceNumber,
      );
      expect(copies.map((document) => document.uuid)).toEqual([row?.uuid]);
    }
  });

  it('recovers a runner stopped between submit and record by asking the service, never submitting again', async () => {
    const invoice = await issue();
    const crashing = world.job({
      afterSubmit: () => {
        throw new Error('stopped between submit and record');
      },
    });
    await expect(crashing.runPass()).rejects.toThrow('stopped');
    const submits = world.calls('submit');
    // Within the claim's lease nobody touches the row.
    await world.job().runPass();
    expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('queued');
    world.advance(CLAIM_LEASE_MS + 1);
    await world.job().runPass();
    expect(world.calls('submit')).toBe(submits);
    expect(world.calls('search')).toBeGreaterThan(0);
    const row = await eInvoiceOf(testDb.db, invoice.id);
    expect(row).toMatchObject({ state: 'valid', attempts: 1 });
    expect(world.simulator.store.documents.get(row?.uuid ?? '')?.internalId).toBe(invoice.invoiceNumber);
  });

  it('keeps its token until expires_in, and signs in again once when the service answers 401', async () => {
    const job = world.job();
    await issue();
    await job.runPass();
    expect(job.client.signIns()).toBe(1);
    await issue();
    await job.runPass();
    expect(job.client.signIns()).toBe(1);
    // The service forgets the token mid-run: the next call is refused once, then signed in again.
    world.simulator.store.tokens.clear();
    const invoice = await issue();
    await job.runPass();
    expect(job.client.signIns()).toBe(2);
    expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
    // An hour on, the token has ended: the job signs in before calling.
    world.advance(3_600_000);
    await issue();
    const tokens = world.calls('token');
    await job.runPass();
    expect(world.calls('token')).toBe(tokens + 1);
  });

  it(
    'submits 500 documents in submissions of at most 100, each once, all Valid',
    async () => {
      const template = await issue();
      await world.job().runPass();
      const ids = await queueCopies(testDb.db, template.id, 500);
      const before = world.calls('submit');
      const documentsBefore = world.simulator.store.documents.size;
      await world.job().runPass();
      const submissions = [...world.simulator.store.submissions.values()].slice(
        -(world.calls('submit') - before),
      );
      expect(submissions.length).toBe(5);
      for (const submission of submissions) {
        expect(submission.documentUuids.length).toBeLessThanOrEqual(MAX_DOCUMENTS_PER_SUBMISSION);
      }
      expect(world.simulator.store.documents.size - documentsBefore).toBe(500);
      const { rows } = await testDb.db.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM e_invoices WHERE document_id = ANY($1::uuid[]) GROUP BY state',
        [ids],
      );
      expect(rows).toEqual([{ state: 'valid', n: 500 }]);
    },
    MANY_DOCUMENTS_MS,
  );

  it(
    'lets two runners work at once without a document submitted twice',
    async () => {
      const template = await issue();
      await world.job().runPass();
      const ids = await queueCopies(testDb.db, template.id, 300);
      const documentsBefore = world.simulator.store.documents.size;
      await Promise.all([world.job().runPass(), world.job().runPass()]);
      expect(world.simulator.store.documents.size - documentsBefore).toBe(300);
      const uuids = new Set(
        [...world.simulator.store.documents.values()].map((document) => document.internalId),
      );
      expect(uuids.size).toBe(world.simulator.store.documents.size);
      const { rows } = await testDb.db.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM e_invoices WHERE document_id = ANY($1::uuid[]) GROUP BY state',
        [ids],
      );
      expect(rows).toEqual([{ state: 'valid', n: 300 }]);
    },
    MANY_DOCUMENTS_MS,
  );
});
