/**
 * Reading submitted documents' statuses (docs/e-invoicing.md, Statuses): each submission read page
 * by page, each document's change recorded with the service's answer; an Invalid one's errors read
 * from its details and kept. A document still Submitted is read again later, waiting twice as long
 * each time up to MAX_BACKOFF_MS.
 */
import type { Db } from '../../db/client';
import { recordChange } from '../e-invoice-rows';
import { claimSubmitted, type PollRow } from './claims';
import type { DocumentSummary, MyInvoisClient } from './myinvois-client';

const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 5 * 60_000;
const PAGE_SIZE = 100;

export const pollBackoffMs = (polls: number) =>
  Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, polls - 1));

export type PollDeps = { db: Db; client: MyInvoisClient; now: () => Date };

async function readSubmission(
  client: MyInvoisClient,
  uid: string,
): Promise<Map<string, DocumentSummary> | null> {
  const found = new Map<string, DocumentSummary>();
  for (let pageNo = 1; ; pageNo++) {
    const answer = await client.submission(uid, pageNo);
    if (answer.status !== 200) return null;
    const body = answer.body as { documentCount: number; documentSummary: DocumentSummary[] };
    for (const document of body.documentSummary) found.set(document.uuid, document);
    if (body.documentSummary.length < PAGE_SIZE || pageNo * PAGE_SIZE >= body.documentCount) return found;
  }
}

async function errorsOf(client: MyInvoisClient, uuid: string): Promise<unknown[]> {
  const answer = await client.details(uuid);
  const steps =
    (
      answer.body as {
        validationResults?: { validationSteps?: { error?: { innerError?: unknown[] } }[] };
      } | null
    )?.validationResults?.validationSteps ?? [];
  return steps.flatMap((step) => step.error?.innerError ?? (step.error ? [step.error] : []));
}

async function settle(deps: PollDeps, row: PollRow, document: DocumentSummary | undefined): Promise<void> {
  const at = deps.now();
  const change = { id: row.id, from: 'submitted' as const, at, answer: document };
  if (document?.status === 'Valid') {
    const validatedAt = document.dateTimeValidated ? new Date(document.dateTimeValidated) : at;
    await deps.db.transaction((tx) =>
      recordChange(tx, {
        ...change,
        to: 'valid',
        fields: { long_id: document.longId, validated_at: validatedAt },
      }),
    );
  } else if (document?.status === 'Invalid') {
    const errors = await errorsOf(deps.client, row.uuid);
    await deps.db.transaction((tx) =>
      recordChange(tx, { ...change, to: 'invalid', fields: { errors, invalid_at: at } }),
    );
  } else if (document?.status === 'Cancelled') {
    await deps.db.transaction((tx) =>
      recordChange(tx, { ...change, to: 'cancelled', fields: { cancelled_at: at } }),
    );
  } else {
    await deps.db.query('UPDATE e_invoices SET next_attempt_at = $2 WHERE id = $1 AND state = $3', [
      row.id,
      new Date(at.getTime() + pollBackoffMs(row.polls)),
      'submitted',
    ]);
  }
}

/** Reads the statuses of due submitted rows, `limit` at a time; answers how many were read. */
export async function pollStatuses(deps: PollDeps, limit: number): Promise<number> {
  let read = 0;
  for (;;) {
    const rows = await claimSubmitted(deps.db, deps.now(), limit);
    if (rows.length === 0) return read;
    const bySubmission = new Map<string, PollRow[]>();
    for (const row of rows)
      bySubmission.set(row.submissionUid, [...(bySubmission.get(row.submissionUid) ?? []), row]);
    for (const [uid, members] of bySubmission) {
      const documents = await readSubmission(deps.client, uid).catch(() => null);
      for (const row of members) await settle(deps, row, documents?.get(row.uuid));
    }
    read += rows.length;
  }
}
