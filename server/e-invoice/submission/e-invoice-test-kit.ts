/**
 * Shared setup of the e-invoice tests and bench: an app and a job on one seeded database and one
 * simulator, all on a clock the test moves, and many issued invoices queued at once.
 */
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { TEST_JWT_SECRET, testEnv } from '../../test/test-app';
import { myInvoisService } from '../myinvois-service';
import type { DocumentSigner } from '../signing/load-signer';
import { createSubmissionJob, type JobDeps } from './submission-job';

export { queueCopies } from './queue-copies';

/**
 * Real time plus what the test has added (rows are queued on the database's clock); with a
 * signer, documents go as version 1.1, signed.
 */
export function eInvoiceWorld(db: Db, signer: DocumentSigner | null = null) {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const service = myInvoisService(testEnv(), { now, signer });
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
