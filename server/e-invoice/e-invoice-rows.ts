/**
 * The e-invoice rows (migration 032; docs/e-invoicing.md, How the product uses them): one per
 * issued document, queued in the transaction that issues it, and every later state change written
 * together with its history entry and the service's answer.
 */
import type { Queryable } from '../db/client';

export type EInvoiceState = 'queued' | 'submitted' | 'valid' | 'invalid' | 'cancelled';
export type EInvoiceDocumentKind = 'invoice' | 'credit' | 'debit';

export type QueuedDocument = {
  kind: EInvoiceDocumentKind;
  documentId: string;
  merchantId: string;
  codeNumber: string;
};

/**
 * Queues a document's first e-invoice attempt; a second call for the same document does nothing
 * (the unique row per document and attempt is what makes "exactly once" start here). Runs in the
 * caller's transaction.
 */
export async function queueEInvoice(tx: Queryable, document: QueuedDocument): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT e_invoices_one_per_attempt DO NOTHING
     RETURNING id`,
    [document.kind, document.documentId, document.merchantId, document.codeNumber],
  );
  const id = rows[0]?.id;
  if (id) {
    await tx.query(`INSERT INTO e_invoice_events (e_invoice_id, to_state) VALUES ($1, 'queued')`, [id]);
  }
}

/**
 * Queues a later attempt of a document (docs/e-invoicing.md, Resubmit) under the id given, with
 * its history entry naming who asked and the attempt it follows. Runs in the caller's transaction;
 * the unique document and attempt refuse a second one of the same number.
 */
export async function queueAttempt(
  tx: Queryable,
  attempt: QueuedDocument & { id: string; attempt: number; actorId: string; follows: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO e_invoices (id, document_kind, document_id, merchant_id, code_number, attempt)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [attempt.id, attempt.kind, attempt.documentId, attempt.merchantId, attempt.codeNumber, attempt.attempt],
  );
  await tx.query(
    `INSERT INTO e_invoice_events (e_invoice_id, to_state, actor_id, answer) VALUES ($1, 'queued', $2, $3)`,
    [attempt.id, attempt.actorId, JSON.stringify({ resubmitOf: attempt.follows })],
  );
}

/** Columns a state change may set beside the state (snake_case, as in the table). */
export type ChangeFields = Partial<{
  uuid: string;
  long_id: string;
  submission_uid: string;
  errors: unknown;
  submitted_at: Date;
  validated_at: Date;
  invalid_at: Date;
  cancelled_at: Date;
  cancel_reason: string;
  next_attempt_at: Date;
}>;

const JSON_FIELDS = new Set(['errors']);

/**
 * Moves one row from `from` to `to` and writes the history entry. With `claimToken` the change
 * applies only while that claim still holds the row. Answers whether the row moved.
 */
export async function recordChange(
  db: Queryable,
  change: {
    id: string;
    from: EInvoiceState;
    to: EInvoiceState;
    at: Date;
    fields?: ChangeFields;
    answer?: unknown;
    claimToken?: string;
    actorId?: string | null;
  },
): Promise<boolean> {
  const fields = Object.entries(change.fields ?? {});
  const params: unknown[] = [change.id, change.from, change.to, change.at];
  const sets = fields.map(([name, value]) => {
    params.push(JSON_FIELDS.has(name) ? JSON.stringify(value) : value);
    return `${name} = $${params.length}`;
  });
  let guard = '';
  if (change.claimToken) {
    params.push(change.claimToken);
    guard = ` AND claim_token = $${params.length}`;
  }
  const { rows } = await db.query<{ id: string }>(
    `UPDATE e_invoices SET state = $3, updated_at = $4, claimed_at = NULL, claim_token = NULL
       ${sets.map((set) => `, ${set}`).join('')}
     WHERE id = $1 AND state = $2${guard} RETURNING id`,
    params,
  );
  if (!rows[0]) return false;
  await db.query(
    `INSERT INTO e_invoice_events (e_invoice_id, from_state, to_state, at, actor_id, answer)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.id,
      change.from,
      change.to,
      change.at,
      change.actorId ?? null,
      change.answer === undefined ? null : JSON.stringify(change.answer),
    ],
  );
  return true;
}
