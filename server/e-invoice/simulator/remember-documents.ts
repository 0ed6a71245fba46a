/**
 * The simulator's memory after a restart (docs/e-invoicing.md, Simulator): it keeps its documents
 * in its process only, so at start it takes back the validated and cancelled documents the
 * database recorded with its ids (`SIM…`), the demo seed's among them. Their public validation
 * links then open its page again, and a cancel reaches them. It knows nothing else of them (no
 * content, so no duplicate check against them).
 */
import type { Queryable } from '../../db/client';
import type { SimulatorStore } from './simulator-store';

const TYPE_CODES = { invoice: '01', credit: '02', debit: '03' } as const;

type Recorded = {
  uuid: string;
  longId: string;
  submissionUid: string | null;
  codeNumber: string;
  kind: keyof typeof TYPE_CODES;
  state: 'valid' | 'cancelled';
  queuedAt: Date;
  validatedAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
};

/** Answers how many documents it took back. */
export async function rememberDocuments(db: Queryable, store: SimulatorStore): Promise<number> {
  const { rows } = await db.query<Recorded>(
    `SELECT uuid, long_id AS "longId", submission_uid AS "submissionUid", code_number AS "codeNumber",
       document_kind AS kind, state, queued_at AS "queuedAt", validated_at AS "validatedAt",
       cancelled_at AS "cancelledAt", cancel_reason AS "cancelReason"
     FROM e_invoices
     WHERE uuid LIKE 'SIM%' AND long_id IS NOT NULL AND state IN ('valid', 'cancelled')`,
  );
  for (const row of rows) {
    if (store.documents.has(row.uuid)) continue;
    store.documents.set(row.uuid, {
      uuid: row.uuid,
      submissionUid: row.submissionUid ?? '',
      longId: row.longId,
      internalId: row.codeNumber,
      typeCode: TYPE_CODES[row.kind],
      hash: '',
      status: row.state === 'cancelled' ? 'Cancelled' : 'Valid',
      errors: [],
      receivedAt: new Date(row.queuedAt),
      validatedAt: row.validatedAt ? new Date(row.validatedAt) : null,
      cancelledAt: row.cancelledAt ? new Date(row.cancelledAt) : null,
      cancelReason: row.cancelReason,
    });
  }
  return rows.length;
}
