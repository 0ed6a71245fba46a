/**
 * Submitting claimed rows (docs/e-invoicing.md, How the product uses them): documents built,
 * grouped within the service's limits (submission-batches.ts), each submission sent once and its
 * answer recorded per document. Exactly once: a row claimed before by a runner that stopped, and a
 * document the service calls a duplicate, are first looked up at the service by their number; only
 * one it has never received is submitted.
 */
import { planSubmissions } from '../../../src/contract/e-invoice/submission-batches';
import type { SupplierTaxIdentity } from '../../../src/contract/e-invoice/tax-identity';
import type { Db } from '../../db/client';
import { type ChangeFields, recordChange } from '../e-invoice-rows';
import type { DocumentSummary, MyInvoisClient } from './myinvois-client';
import { type BuiltDocument, buildDocuments, type ClaimedRow } from './build-documents';
import { type ClaimedQueued, releaseClaim } from './claims';
import type { DocumentSigner } from '../signing/load-signer';

export type SubmitDeps = {
  db: Db;
  client: MyInvoisClient;
  now: () => Date;
  version: '1.0' | '1.1';
  /** Signs version 1.1 documents (server/e-invoice/signing/); null with version 1.0. */
  signer: DocumentSigner | null;
  /** Tests only: runs between a submission's answer and its record (a crash there). */
  afterSubmit?: (() => void | Promise<void>) | undefined;
};

export const RETRY_MS = 30_000;
const SEARCH_DAYS = 30;
const WAIT_FOR_ORIGINAL_MS = 5_000;

type Refusal = { errorCode?: string; error?: string; errorMS?: string };

/** Moves a claimed queued row on, only while this runner's claim holds it, in one transaction. */
const moveQueued = (
  deps: SubmitDeps,
  token: string,
  row: ClaimedRow,
  to: 'submitted' | 'invalid',
  fields: ChangeFields,
  answer: unknown,
) =>
  deps.db.transaction((tx) =>
    recordChange(tx, { id: row.id, from: 'queued', to, at: deps.now(), fields, answer, claimToken: token }),
  );

const invalidFor = (deps: SubmitDeps, token: string, row: ClaimedRow, errors: unknown[], answer: unknown) =>
  moveQueued(deps, token, row, 'invalid', { errors, invalid_at: deps.now() }, answer);

const submittedAs = (
  deps: SubmitDeps,
  token: string,
  row: ClaimedRow,
  found: Pick<DocumentSummary, 'uuid' | 'submissionUid'>,
  answer: unknown,
) =>
  moveQueued(
    deps,
    token,
    row,
    'submitted',
    {
      uuid: found.uuid,
      submission_uid: found.submissionUid,
      submitted_at: deps.now(),
      next_attempt_at: deps.now(),
    },
    answer,
  );

/** The UUIDs the service gave the document's other attempts: a search must not take them for this one. */
async function earlierUuids(deps: SubmitDeps, row: ClaimedRow): Promise<Set<string>> {
  const { rows } = await deps.db.query<{ uuid: string }>(
    `SELECT uuid FROM e_invoices
     WHERE document_kind = $1 AND document_id = $2 AND id <> $3 AND uuid IS NOT NULL`,
    [row.documentKind, row.documentId, row.id],
  );
  return new Set(rows.map((earlier) => earlier.uuid));
}

/**
 * Asks the service for each row's document by its number. Found (and not an earlier attempt's,
 * which shares the number): recorded as submitted (the status read settles it). Answers the rows
 * the service has never received, to be submitted.
 */
async function lookUp(deps: SubmitDeps, token: string, rows: readonly ClaimedRow[]): Promise<ClaimedRow[]> {
  const unknown: ClaimedRow[] = [];
  const to = deps.now();
  const from = new Date(to.getTime() - SEARCH_DAYS * 86_400_000);
  for (const row of rows) {
    const answer = await deps.client.search(row.codeNumber, from, to);
    if (answer.status !== 200) {
      await releaseClaim(deps.db, token, [row.id], new Date(to.getTime() + RETRY_MS), true);
      continue;
    }
    const earlier = await earlierUuids(deps, row);
    const result = ((answer.body as { result?: DocumentSummary[] } | null)?.result ?? []).filter(
      (document) => document.internalId === row.codeNumber && !earlier.has(document.uuid),
    );
    const found = result.find((document) => document.status !== 'Invalid') ?? result[0];
    if (found) await submittedAs(deps, token, row, found, { recoveredBy: 'search', document: found });
    else unknown.push(row);
  }
  return unknown;
}

async function submitBatch(
  deps: SubmitDeps,
  token: string,
  batch: readonly BuiltDocument[],
): Promise<number> {
  const ids = batch.map((document) => document.row.id);
  await deps.db.query('UPDATE e_invoices SET attempts = attempts + 1 WHERE id = ANY($1::uuid[])', [ids]);
  const entries = batch.map((document) => ({
    format: 'JSON' as const,
    document: Buffer.from(document.text).toString('base64'),
    documentHash: document.hash,
    codeNumber: document.codeNumber,
  }));
  let answer;
  try {
    answer = await deps.client.submit(entries);
  } catch {
    // Sent or not, nobody knows: the claim stays, so the next try asks the service first.
    await releaseClaim(deps.db, token, ids, new Date(deps.now().getTime() + RETRY_MS), true);
    return 0;
  }
  await deps.afterSubmit?.();
  const byCode = new Map(batch.map((document) => [document.codeNumber, document.row]));
  if (answer.status === 202) {
    const body = answer.body as {
      submissionUid: string;
      acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[];
      rejectedDocuments: { invoiceCodeNumber: string; error: Refusal }[];
    };
    const duplicates: ClaimedRow[] = [];
    for (const accepted of body.acceptedDocuments) {
      const row = byCode.get(accepted.invoiceCodeNumber);
      if (row)
        await submittedAs(
          deps,
          token,
          row,
          { uuid: accepted.uuid, submissionUid: body.submissionUid },
          accepted,
        );
    }
    for (const rejected of body.rejectedDocuments) {
      const row = byCode.get(rejected.invoiceCodeNumber);
      if (!row) continue;
      if (rejected.error.errorCode === 'DS302') duplicates.push(row);
      else await invalidFor(deps, token, row, [rejected.error], rejected);
    }
    // A duplicate was received before: find it rather than submit again.
    const lost = await lookUp(deps, token, duplicates);
    await releaseClaim(
      deps.db,
      token,
      lost.map((row) => row.id),
      new Date(deps.now().getTime() + RETRY_MS),
      true,
    );
    return batch.length;
  }
  const error = (answer.body as { error?: Refusal } | null)?.error ?? { error: `HTTP ${answer.status}` };
  if (answer.status === 400) {
    // The whole submission refused for its structure or size: each document keeps the reason.
    for (const document of batch) await invalidFor(deps, token, document.row, [error], answer.body);
    return batch.length;
  }
  // A duplicate submission (422, Retry-After) or the service unavailable: try later, asking first.
  const retryAfterMs = Number(answer.headers.get('Retry-After') ?? 0) * 1000;
  await releaseClaim(
    deps.db,
    token,
    ids,
    new Date(deps.now().getTime() + Math.max(RETRY_MS, retryAfterMs)),
    true,
  );
  return 0;
}

/** Submits a claim's rows; answers how many documents the service answered for. */
export async function submitClaimed(
  deps: SubmitDeps,
  token: string,
  rows: readonly ClaimedQueued[],
  supplier: SupplierTaxIdentity,
): Promise<number> {
  const fresh = rows.filter((row) => !row.wasClaimed);
  const neverReceived = await lookUp(
    deps,
    token,
    rows.filter((row) => row.wasClaimed),
  );
  const toSend = [...fresh, ...neverReceived];
  const { built, waiting } = await buildDocuments(
    deps.db,
    toSend,
    supplier,
    deps.version,
    deps.signer ? { signer: deps.signer, now: deps.now() } : null,
  );
  await releaseClaim(
    deps.db,
    token,
    waiting.map((row) => row.id),
    new Date(deps.now().getTime() + WAIT_FOR_ORIGINAL_MS),
  );
  const builtIds = new Set([...built, ...waiting.map((row) => ({ row }))].map((document) => document.row.id));
  for (const row of toSend.filter((candidate) => !builtIds.has(candidate.id))) {
    await invalidFor(
      deps,
      token,
      row,
      [{ errorCode: 'DocumentNotFound', error: 'The issued document was not found' }],
      null,
    );
  }
  const plan = planSubmissions(built);
  for (const document of plan.oversized) {
    const error = { errorCode: 'MaximumSizeExceeded', error: 'Document is larger than 300 KB' };
    await invalidFor(deps, token, document.row, [error], null);
  }
  let answered = 0;
  for (const batch of plan.batches) answered += await submitBatch(deps, token, batch);
  return answered;
}
