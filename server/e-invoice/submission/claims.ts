/**
 * Claiming rows for one runner (docs/e-invoicing.md, How the product uses them). Several server
 * processes may run the job on one PostgreSQL: each takes due rows with FOR UPDATE SKIP LOCKED in
 * a short transaction and marks them its own, so no two runners hold a row at once. A queued row
 * whose claim outlived CLAIM_LEASE_MS belonged to a runner that stopped between submit and record.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { ClaimedRow } from './build-documents';

export const CLAIM_LEASE_MS = 2 * 60_000;

export type ClaimedQueued = ClaimedRow & { wasClaimed: boolean; attempts: number; queuedAt: Date };
export type Claim = { token: string; rows: ClaimedQueued[] };

export async function claimQueued(db: Db, now: Date, limit: number): Promise<Claim> {
  const token = randomUUID();
  const rows = await db.transaction(async (tx) => {
    const { rows: claimed } = await tx.query<ClaimedQueued>(
      `WITH due AS (
         SELECT id, claimed_at FROM e_invoices
         WHERE state = 'queued' AND next_attempt_at <= $1 AND (claimed_at IS NULL OR claimed_at < $2)
         ORDER BY queued_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       UPDATE e_invoices e SET claimed_at = $1, claim_token = $4, updated_at = $1
       FROM due WHERE e.id = due.id
       RETURNING e.id, e.document_kind AS "documentKind", e.document_id AS "documentId",
         e.merchant_id AS "merchantId", e.code_number AS "codeNumber", e.attempts,
         due.claimed_at IS NOT NULL AS "wasClaimed", e.queued_at AS "queuedAt"`,
      [now, new Date(now.getTime() - CLAIM_LEASE_MS), limit, token],
    );
    return claimed;
  });
  // In the order issued: a document never goes ahead of one issued before it.
  rows.sort((a, b) => new Date(a.queuedAt).getTime() - new Date(b.queuedAt).getTime());
  return { token, rows };
}

/** Lets rows go again at `at` (a refused or failed call); the claim is kept when `keepClaim`. */
export async function releaseClaim(
  db: Db,
  token: string,
  ids: readonly string[],
  at: Date,
  keepClaim = false,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE e_invoices SET next_attempt_at = $3, updated_at = now()
       ${keepClaim ? '' : ', claimed_at = NULL, claim_token = NULL'}
     WHERE id = ANY($1::uuid[]) AND claim_token = $2 AND state = 'queued'`,
    [ids, token, at],
  );
}

export type PollRow = { id: string; uuid: string; submissionUid: string; polls: number };

/** Submitted rows due a status read; pushing next_attempt_at on is this runner's claim of them. */
export async function claimSubmitted(db: Db, now: Date, limit: number): Promise<PollRow[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PollRow>(
      `WITH due AS (
         SELECT id FROM e_invoices WHERE state = 'submitted' AND next_attempt_at <= $1
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       UPDATE e_invoices e SET next_attempt_at = $3, polls = e.polls + 1, updated_at = $1
       FROM due WHERE e.id = due.id
       RETURNING e.id, e.uuid, e.submission_uid AS "submissionUid", e.polls`,
      [now, limit, new Date(now.getTime() + CLAIM_LEASE_MS)],
    );
    return rows;
  });
}
