/**
 * A document of RM 0.00 moves no money (docs/ARCHITECTURE.md, Invoicing): a credit or debit note
 * of total 0 is refused before it takes a number, and a Draft of total 0 may be kept but not issued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/contract';
import type { Invoice } from '../../../src/contract';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from './invoice-test-kit';
import { draftBody, issuedInvoice, noteBody, post, signInAll } from './invoice-test-kit';

let testDb: TestDb;
let app: App;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

const numbersTaken = async () =>
  (await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoice_notes')).rows[0]?.n;

describe('a document of total RM 0.00', () => {
  it('is refused as a credit or debit note, with no number taken', async () => {
    const invoice = await issuedInvoice(app, as.admin);
    const before = await numbersTaken();
    for (const path of ['/CreditNote/create', '/DebitNote/create']) {
      for (const unitPriceSen of [0, -0]) {
        const body = noteBody(invoice.id, {
          lines: [
            { description: 'Nothing', quantity: 1, unitPriceSen, taxRate: 0, amountSen: 0 },
            { description: 'Nothing', quantity: 3, unitPriceSen, taxRate: 8, amountSen: 0 },
          ],
        });
        const { status, body: answer } = await post(app, path, body, as.admin);
        expect(status).toBe(422);
        expect(answer.code).toBe('note.zeroTotal');
        expect(answer.message).toBe(formatMessage('note.zeroTotal'));
      }
    }
    expect(await numbersTaken()).toBe(before);
  });

  it('may be kept as a Draft, but issuing it is refused', async () => {
    const draft = draftBody({
      revenueLines: [{ salesType: 'Hotel', pax: 2, unitPriceSen: 0, taxRate: 6, amountSen: 0 }],
    });
    const created = await post<Invoice>(app, '/Invoice/create', draft, as.admin);
    expect(created.status).toBe(200);
    expect(created.body.data?.totalSen).toBe(0);
    const issued = await post<Invoice>(app, '/Invoice/issue', { id: draft.id }, as.admin);
    expect(issued.status).toBe(422);
    expect(issued.body.code).toBe('invoice.zeroTotal');
    const { rows } = await testDb.db.query<{ status: string; invoice_number: string | null }>(
      'SELECT status, invoice_number FROM invoices WHERE id = $1',
      [draft.id],
    );
    expect(rows[0]).toEqual({ status: 'Draft', invoice_number: null });
  });
});
