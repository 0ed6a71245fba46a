/**
 * Numbers and note sums under concurrent writers. Real PostgreSQL only (PGlite has one
 * connection, so nothing interleaves): run with TEST_DB_KIND=postgres and TEST_DATABASE_URL.
 * Eight workers send their calls at once through the app, each call its own transaction on its
 * own pooled connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../src/contract';
import { readTestDbEnv } from '../../env';
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

const WORKERS = 8;
const INVOICES = 400;
const onPostgres = readTestDbEnv().kind === 'postgres';

let testDb: TestDb;
let app: App;
let as: Callers;

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
  await merchantsOf(testDb.db);
});
afterAll(async () => {
  await testDb?.drop();
});

/** Runs `jobs` on WORKERS concurrent workers; answers each job's result in job order. */
async function inParallel<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < jobs.length; index = next++)
      results[index] = await (jobs[index] as () => Promise<T>)();
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return results;
}

describe.skipIf(!onPostgres)('on PostgreSQL, concurrently', () => {
  it(`issues ${INVOICES} Drafts from ${WORKERS} connections with consecutive numbers, no gap, no duplicate`, async () => {
    const drafts: Invoice[] = [];
    for (let i = 0; i < INVOICES; i++) {
      drafts.push((await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice);
    }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const series = `INV-${today.slice(0, 4)}`;
    const counter = async () =>
      Number(
        (
          await testDb.db.query<{ n: string }>(
            'SELECT last_number AS n FROM document_series WHERE series = $1',
            [series],
          )
        ).rows[0]?.n ?? 0,
      );
    const before = await counter();
    const answers = await inParallel(
      drafts.map((draft) => () => post<Invoice>(app, '/Invoice/issue', { id: draft.id }, as.admin)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
    const numbers = answers.map((answer) =>
      Number(answer.body.data?.invoiceNumber?.slice(series.length + 1)),
    );
    const expected = Array.from({ length: INVOICES }, (_, i) => before + i + 1);
    expect([...numbers].sort((a, b) => a - b)).toEqual(expected);
    expect(await counter()).toBe(before + INVOICES);
    console.log(
      `concurrency: ${INVOICES} issues on ${WORKERS} workers got ${series}-${before + 1}..${before + INVOICES}`,
    );
  });

  it('issues one Draft once when two calls race for it', async () => {
    for (let round = 0; round < 10; round++) {
      const draft = (await post<Invoice>(app, '/Invoice/create', draftBody(), as.admin)).body.data as Invoice;
      const answers = await Promise.all(
        [1, 2].map(() => post(app, '/Invoice/issue', { id: draft.id }, as.admin)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([
        'invoice.issued',
        'invoice.notDraft',
      ]);
    }
  });

  it('never credits more than the invoice total, whatever the interleaving', async () => {
    const invoice = await issuedInvoice(app, as.admin); // total 212,000 sen
    const line = {
      description: 'Refund',
      quantity: 1,
      unitPriceSen: 10_000,
      taxRate: 0 as const,
      amountSen: 10_000,
    };
    const answers = await inParallel(
      Array.from(
        { length: 40 },
        () => () => post(app, '/CreditNote/create', noteBody(invoice.id, { lines: [line] }), as.admin),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    expect(accepted).toBe(21);
    expect(answers.filter((answer) => answer.body.code === 'note.exceedsRemaining')).toHaveLength(19);
    const after = await invoiceOf(app, invoice.id, as.admin);
    expect(after).toMatchObject({ creditedSen: 210_000, netSen: 2_000 });
    const { rows } = await testDb.db.query<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, sum(total_sen)::float8 AS sum FROM invoice_notes WHERE invoice_id = $1 AND status = 'Active'`,
      [invoice.id],
    );
    expect(rows[0]).toEqual({ n: 21, sum: 210_000 });
    console.log(`concurrency: 40 credit notes of RM 100 raced on a RM 2,120 invoice: ${accepted} accepted`);
  });
});
