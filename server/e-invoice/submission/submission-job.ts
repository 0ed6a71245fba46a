/**
 * The e-invoice submission job (docs/e-invoicing.md, How the product uses them): each pass submits
 * the queued documents and reads the statuses of the submitted ones. Every server process may run
 * it: rows are claimed (claims.ts), never shared. Started with the server like housekeeping
 * (server/index.ts); `stop` waits for a pass under way.
 */
import type { Db } from '../../db/client';
import { startIntervalWorker } from '../../lib/interval-worker';
import type { MyInvoisService } from '../myinvois-service';
import { readSupplier } from './build-documents';
import { claimQueued } from './claims';
import { createMyInvoisClient, type MyInvoisClient } from './myinvois-client';
import { pollStatuses } from './poll-statuses';
import { submitClaimed } from './submit-batches';

/** Rows one claim takes: five full submissions. */
const CLAIM_SIZE = 500;

export type JobDeps = {
  db: Db;
  service: MyInvoisService;
  client?: MyInvoisClient;
  now?: () => Date;
  afterSubmit?: () => void | Promise<void>;
  isStopped?: () => boolean;
};

export type PassResult = { submitted: number; polled: number };

export function createSubmissionJob(deps: JobDeps) {
  const now = deps.now ?? (() => new Date());
  const client = deps.client ?? createMyInvoisClient(deps.service, now);
  const isStopped = deps.isStopped ?? (() => false);
  const submitDeps = {
    db: deps.db,
    client,
    now,
    version: deps.service.documentVersion,
    signer: deps.service.signer,
    afterSubmit: deps.afterSubmit,
  };

  /** One pass; nothing is submitted while the company has no tax identity. */
  async function runPass(): Promise<PassResult> {
    const result: PassResult = { submitted: 0, polled: 0 };
    const supplier = await readSupplier(deps.db);
    if (!supplier) return result;
    while (!isStopped()) {
      const claim = await claimQueued(deps.db, now(), CLAIM_SIZE);
      if (claim.rows.length === 0) break;
      result.submitted += await submitClaimed(submitDeps, claim.token, claim.rows, supplier);
    }
    if (!isStopped()) result.polled = await pollStatuses({ db: deps.db, client, now }, CLAIM_SIZE);
    return result;
  }
  return { runPass, client };
}

/** Runs a pass every `intervalSeconds` (server/lib/interval-worker.ts). */
export function startSubmissionJob(db: Db, service: MyInvoisService, intervalSeconds: number) {
  let isStopped = () => false;
  const job = createSubmissionJob({ db, service, isStopped: () => isStopped() });
  return startIntervalWorker('e-invoice', intervalSeconds, async (stopped) => {
    isStopped = stopped;
    const result = await job.runPass();
    if (result.submitted + result.polled > 0) {
      console.log(`[e-invoice] submitted ${result.submitted}, read ${result.polled} statuses`);
    }
  });
}
