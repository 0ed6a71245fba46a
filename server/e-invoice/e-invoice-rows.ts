/**
 * The e-invoice rows (migration 032; docs/e-invoicing.md, How the product uses them): one per
 * issued document, queued in the transaction that issues it, and every later state change written
 * together with its history entry and the service's answer.
 */
import { hasOwnTin } from '../../src/contract/e-invoice/buyer-identity';
import type { Queryable } from '../db/client';

export type EInvoiceState =
  'queued' | 'submitted' | 'valid' | 'invalid' | 'cancelled' | 'for_consolidation' | 'consolidated';
export type EInvoiceDocumentKind = 'invoice' | 'credit' | 'debit' | 'consolidated';

export type QueuedDocument = {
  kind: EInvoiceDocumentKind;
  documentId: string;
  merchantId: string;
  codeNumber: string;
};

/**
 * An invoice whose buyer (the merchant) has no TIN of its own waits for the month's consolidated
 * e-invoice (docs/e-invoicing.md, Consolidated); every other document is submitted on its own.
 * Notes always go on their own, referring to their invoice's e-invoice or its consolidated one.
 */
async function firstState(tx: Queryable, document: QueuedDocument): Promise<EInvoiceState> {
  if (document.kind !== 'invoice') return 'queued';
  const { rows } = await tx.query<{ tin: string | null }>('SELECT tin FROM merchants WHERE id = $1', [
    document.merchantId,
  ]);
  return hasOwnTin({ tin: rows[0]?.tin ?? null }) ? 'queued' : 'for_consolidation';
}

/**
 * Queues a document's first e-invoice attempt; a second call for the same document does nothing
 * (the unique row per document and attempt is what makes "exactly once" start here). Runs in the
 * caller's transaction.
 */
export async function queueEInvoice(tx: Queryable, document: QueuedDocument): Promise<void> {
  const state = await firstState(tx, document);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number, state)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT e_invoices_one_per_attempt DO NOTHING
     RETURNING id`,
    [document.kind, document.documentId, document.merchantId, document.codeNumber, state],
  );
  const id = rows[0]?.id;
  if (id) {
    await tx.query(`INSERT INTO e_invoice_events (e_invoice_id, to_state) VALUES ($1, $2)`, [id, state]);
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
  // A buyer that has lost its TIN since sends its invoice to the consolidated e-invoice instead.
  const state = await firstState(tx, attempt);
  await tx.query(
    `INSERT INTO e_invoices (id, document_kind, document_id, merchant_id, code_number, attempt, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      attempt.id,
      attempt.kind,
      attempt.documentId,
      attempt.merchantId,
      attempt.codeNumber,
      attempt.attempt,
      state,
    ],
  );
  await tx.query(
    `INSERT INTO e_invoice_events (e_invoice_id, to_state, actor_id, answer) VALUES ($1, $2, $3, $4)`,
    [attempt.id, state, attempt.actorId, JSON.stringify({ resubmitOf: attempt.follows })],
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
  const { rows } = await db.query<{ id: string; kind: EInvoiceDocumentKind }>(
    `UPDATE e_invoices SET state = $3, updated_at = $4, claimed_at = NULL, claim_token = NULL
       ${sets.map((set) => `, ${set}`).join('')}
     WHERE id = $1 AND state = $2${guard} RETURNING id, document_kind AS kind`,
    params,
  );
  if (!rows[0]) return false;
  if (rows[0].kind === 'consolidated') await settleIncluded(db, change);
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

/**
 * The documents a consolidated e-invoice reports follow it (docs/e-invoicing.md, Consolidated):
 * Valid, they become `consolidated` with its number, UUID and long id; cancelled, they wait for a
 * consolidation again; Invalid, they are free for the month's next one. Each move is written to their history like any other.
 */
async function settleIncluded(
  db: Queryable,
  change: { id: string; from: EInvoiceState; to: EInvoiceState; at: Date; actorId?: string | null },
): Promise<void> {
  const moves: Partial<Record<EInvoiceState, { from: EInvoiceState; sets: string }>> = {
    valid: {
      from: 'for_consolidation',
      sets: `state = 'consolidated', uuid = c.uuid, long_id = c.long_id, validated_at = c.validated_at,
        consolidated_number = c.code_number`,
    },
    cancelled: {
      from: 'consolidated',
      sets: `state = 'for_consolidation', uuid = NULL, long_id = NULL, validated_at = NULL,
        consolidated_number = NULL, consolidation_id = NULL`,
    },
  };
  if (change.to === 'invalid') {
    // MyInvois refused it: its documents are free for the month's next consolidation.
    await db.query(
      `UPDATE e_invoices e SET consolidation_id = NULL, updated_at = $2
       FROM e_invoice_consolidations k WHERE k.e_invoice_id = $1 AND e.consolidation_id = k.id`,
      [change.id, change.at],
    );
    return;
  }
  const move = moves[change.to];
  if (!move) return;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE e_invoices e SET ${move.sets}, updated_at = $3
     FROM e_invoices c JOIN e_invoice_consolidations k ON k.e_invoice_id = c.id
     WHERE c.id = $1 AND e.consolidation_id = k.id AND e.state = $2
     RETURNING e.id`,
    [change.id, move.from, change.at],
  );
  await db.query(
    `INSERT INTO e_invoice_events (e_invoice_id, from_state, to_state, at, actor_id)
     SELECT id, $2, $3, $4, $5 FROM unnest($1::uuid[]) AS id`,
    [
      rows.map((row) => row.id),
      move.from,
      change.to === 'valid' ? 'consolidated' : 'for_consolidation',
      change.at,
      change.actorId ?? null,
    ],
  );
}
