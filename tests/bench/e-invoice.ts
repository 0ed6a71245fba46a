/**
 * E-invoice figures (docs/e-invoicing.md): UBL JSON of 1,000 issued documents, serialised as they
 * are sent (target ≤ 1 s on the server), and the pre-flight of a 200-line invoice (target ≤ 20 ms),
 * both in Node on this machine: the pre-flight's code is the same on the device, whose CPU may be
 * slower; and 1,000 issued documents submitted and validated by the job against the simulator
 * (target ≤ 60 s). Each figure is printed with the load average and its ratio to the target.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openPglite } from '../../server/db/pglite-db';
import { myInvoisService } from '../../server/e-invoice/myinvois-service';
import { queueCopies } from '../../server/e-invoice/submission/queue-copies';
import { createSubmissionJob } from '../../server/e-invoice/submission/submission-job';
import { parseEnv } from '../../server/env';
import { seedTestDb } from '../../server/test/template-db';
import { preflightEInvoice } from '../../src/contract/e-invoice/preflight';
import { serializeDocument, toUblDocument } from '../../src/contract/e-invoice/ubl-document';
import { SALES_TYPES } from '../../src/contract/invoice';
import { SST_RATES } from '../../src/contract/money';
import { invoicePreflight } from '../../src/ui/tax-identity/invoice-preflight';
import { companyBuyer, issuedInvoice, supplier } from '../fixtures/e-invoice/documents';

const UBL_DOCUMENTS = 1_000;
const UBL_TARGET_MS = 1_000;
const PREFLIGHT_LINES = 200;
const PREFLIGHT_TARGET_MS = 20;
const parties = { supplier, buyer: companyBuyer };

const lines = (count: number, seed: number) =>
  Array.from({ length: count }, (_, index) => ({
    salesType: SALES_TYPES[(seed + index) % SALES_TYPES.length] ?? 'Hotel',
    pax: 1 + ((seed * 7 + index) % 9),
    unitPriceSen: 5_000 + ((seed * 7919 + index * 104_729) % 2_000_000),
    taxRate: SST_RATES[(seed + index) % SST_RATES.length] ?? 0,
  }));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const verdict = (ms: number, target: number) =>
  `${(ms / target).toFixed(2)}× the target of ${target} ms: ${ms <= target ? 'met' : 'NOT met'}`;

export function benchEInvoice() {
  // 1 to 10 lines each, as the invoices of a travel agency are.
  const invoices = Array.from({ length: UBL_DOCUMENTS }, (_, index) =>
    issuedInvoice(lines(1 + (index % 10), index), {
      invoiceNumber: `INV-2026-${String(index).padStart(6, '0')}`,
    }),
  );
  const generate = () => {
    let bytes = 0;
    for (const invoice of invoices)
      bytes += serializeDocument(toUblDocument({ kind: 'invoice', invoice }, parties)).length;
    return bytes;
  };
  generate();
  const ublRuns = Array.from({ length: 5 }, () => {
    const started = performance.now();
    generate();
    return performance.now() - started;
  });
  const ublMs = median(ublRuns);

  const large = issuedInvoice(lines(PREFLIGHT_LINES, 1));
  for (let warm = 0; warm < 5; warm += 1) preflightEInvoice({ kind: 'invoice', invoice: large }, parties);
  const preflightRuns = Array.from({ length: 30 }, () => {
    const started = performance.now();
    const problems = preflightEInvoice({ kind: 'invoice', invoice: large }, parties);
    if (problems.length > 0) throw new Error(`the bench invoice has problems: ${JSON.stringify(problems)}`);
    return performance.now() - started;
  });
  const preflightMs = median(preflightRuns);
  // The device's pre-flight of the invoice detail: the merchant's buyer identity, a Draft as the
  // document it becomes (docs/ARCHITECTURE.md, E-invoices).
  const draft = { ...large, status: 'Draft' as const, invoiceNumber: null };
  const merchant = {
    merchantName: 'Syarikat Pelanggan Berhad',
    tin: 'C25845632020',
    identificationType: 'BRN',
    identificationNumber: '202001012345',
  };
  for (let warm = 0; warm < 5; warm += 1) invoicePreflight(draft, merchant, supplier);
  const deviceRuns = Array.from({ length: 30 }, () => {
    const started = performance.now();
    const { problems } = invoicePreflight(draft, merchant, supplier);
    if (problems.length > 0) throw new Error(`the bench draft has problems: ${JSON.stringify(problems)}`);
    return performance.now() - started;
  });
  const deviceMs = median(deviceRuns);
  const load = `load average ${(loadavg()[0] ?? 0).toFixed(2)}, 2 cores`;
  console.log(
    `E-invoice UBL JSON of ${UBL_DOCUMENTS} documents (1–10 lines): median of 5 runs ${ublMs.toFixed(1)} ms, ` +
      `${verdict(ublMs, UBL_TARGET_MS)} (${load})`,
  );
  console.log(
    `E-invoice pre-flight of a ${PREFLIGHT_LINES}-line invoice: median of 30 runs ${preflightMs.toFixed(2)} ms, ` +
      `max ${Math.max(...preflightRuns).toFixed(2)} ms, ${verdict(preflightMs, PREFLIGHT_TARGET_MS)} (${load})`,
  );
  console.log(
    `E-invoice pre-flight on the invoice detail (a ${PREFLIGHT_LINES}-line Draft, the merchant as buyer): ` +
      `median of 30 runs ${deviceMs.toFixed(2)} ms, max ${Math.max(...deviceRuns).toFixed(2)} ms, ` +
      `${verdict(deviceMs, PREFLIGHT_TARGET_MS)} (${load})`,
  );
}

const SUBMITTED_DOCUMENTS = 1_000;
const SUBMISSION_TARGET_MS = 60_000;

/**
 * 1,000 issued invoices queued, then submitted and validated by the job against the simulator on
 * an in-memory PGlite (target ≤ 60 s), never more than the service's limits per submission.
 */
export async function benchEInvoiceSubmission() {
  const db = await openPglite(undefined);
  try {
    await seedTestDb(db);
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM invoices WHERE status = 'Issued' ORDER BY invoice_number LIMIT 1`,
    );
    const ids = await queueCopies(db, rows[0]?.id ?? '', SUBMITTED_DOCUMENTS);
    const service = myInvoisService(parseEnv({}));
    const job = createSubmissionJob({ db, service });
    const started = performance.now();
    for (let pass = 0; pass < 10; pass += 1) {
      await job.runPass();
      const { rows: left } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM e_invoices WHERE document_id = ANY($1::uuid[]) AND state <> 'valid'`,
        [ids],
      );
      if (left[0]?.n === 0) break;
    }
    const ms = performance.now() - started;
    const { rows: done } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM e_invoices WHERE document_id = ANY($1::uuid[]) AND state = 'valid'`,
      [ids],
    );
    const submissions = [...(service.simulator?.store.submissions.values() ?? [])];
    const largest = Math.max(...submissions.map((submission) => submission.documentUuids.length));
    if (done[0]?.n !== SUBMITTED_DOCUMENTS)
      throw new Error(`only ${done[0]?.n} of ${SUBMITTED_DOCUMENTS} are valid`);
    console.log(
      `E-invoice submission of ${SUBMITTED_DOCUMENTS} issued documents to Valid against the simulator: ` +
        `${(ms / 1000).toFixed(1)} s in ${submissions.length} submissions of at most ${largest} documents, ` +
        `${verdict(ms, SUBMISSION_TARGET_MS)} (load average ${(loadavg()[0] ?? 0).toFixed(2)}, 2 cores)`,
    );
  } finally {
    await db.close();
  }
}
