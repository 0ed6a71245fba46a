/**
 * Shared setup of the e-invoice tests and bench: an app and a job on one seeded database and one
 * simulator, all on a clock the test moves, and many issued invoices queued at once.
 */
import { randomBytes } from 'node:crypto';
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { TEST_JWT_SECRET, testEnv } from '../../test/test-app';
import { myInvoisService } from '../myinvois-service';
import { createSubmissionJob, type JobDeps } from './submission-job';

/** Real time plus what the test has added (rows are queued on the database's clock). */
export function eInvoiceWorld(db: Db) {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const service = myInvoisService(testEnv(), { now });
  const app = createApp({ db, env: testEnv(), jwtSecret: TEST_JWT_SECRET, myInvois: service });
  const simulator = service.simulator;
  if (!simulator) throw new Error('the tests run against the simulator');
  return {
    app,
    service,
    simulator,
    now,
    advance: (ms: number) => {
      offset += ms;
    },
    job: (options: Partial<JobDeps> = {}) => createSubmissionJob({ db, service, now, ...options }),
    calls: (name: string) => simulator.store.calls.get(name) ?? 0,
  };
}

export type EInvoiceRow = {
  id: string;
  state: string;
  uuid: string | null;
  longId: string | null;
  submissionUid: string | null;
  errors: { errorCode: string }[] | null;
  attempts: number;
};

export async function eInvoiceOf(db: Db, documentId: string): Promise<EInvoiceRow | undefined> {
  const { rows } = await db.query<EInvoiceRow>(
    `SELECT id, state, uuid, long_id AS "longId", submission_uid AS "submissionUid", errors, attempts
     FROM e_invoices WHERE document_id = $1`,
    [documentId],
  );
  return rows[0];
}

/**
 * `count` copies of an issued invoice, each with its own number, and their e-invoices queued,
 * in one statement (issuing hundreds through the API would measure the API, not the job).
 */
export async function queueCopies(db: Db, templateId: string, count: number): Promise<string[]> {
  const { rows: columns } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_name = 'invoices' AND table_schema = current_schema() AND is_generated = 'NEVER'
       AND column_name NOT IN ('id', 'invoice_number')`,
  );
  const list = columns.map((column) => `"${column.name}"`).join(', ');
  const prefix = `INV-T${randomBytes(3).toString('hex').toUpperCase()}-`;
  const { rows } = await db.query<{ id: string }>(
    `WITH copies AS (
       INSERT INTO invoices (id, invoice_number, ${list})
       SELECT gen_random_uuid(), $2 || lpad(g::text, 6, '0'), ${list}
       FROM invoices, generate_series(1, $3::int) AS g WHERE invoices.id = $1
       RETURNING id, merchant_id, invoice_number)
     INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number)
     SELECT 'invoice', id, merchant_id, invoice_number FROM copies
     RETURNING document_id AS id`,
    [templateId, prefix, count],
  );
  return rows.map((row) => row.id);
}
