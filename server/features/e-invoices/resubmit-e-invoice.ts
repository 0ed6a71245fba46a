/**
 * POST /EInvoice/resubmit { id, documentId }: queues a new e-invoice attempt of an issued document
 * whose latest attempt is Invalid or Cancelled, once its identity data is fixed (docs/e-invoicing.md,
 * Resubmit). The earlier attempts stay with their errors. Whoever holds the invoice's issue grant,
 * a merchant's users on their own merchant's documents only (docs/security.md, E-invoices). The document's attempts are locked for the call, so two
 * resubmits never both queue; the new row takes the id the device chose, so a replay of the op
 * answers the row it queued; the pre-flight the device ran runs again here on the server's data,
 * and its problems are answered at their fields. The submission job sends the new row once, as it
 * sends every queued row (the unique document and attempt, migration 036).
 */
import type { Context } from 'hono';
import {
  EInvoiceResubmitSchema,
  formatMessage,
  preflightEInvoice,
  type EInvoice,
} from '../../../src/contract';
import { resubmitStanding } from '../../../src/contract/e-invoice/e-invoice-offers';
import { queueAttempt, type EInvoiceDocumentKind, type EInvoiceState } from '../../e-invoice/e-invoice-rows';
import { readDocumentParts, readSupplier } from '../../e-invoice/submission/build-documents';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { merchantScope } from '../../lib/scope';
import { eInvoiceResource } from '../../resources/e-invoices';

type Latest = {
  id: string;
  documentKind: EInvoiceDocumentKind;
  merchantId: string;
  codeNumber: string;
  state: EInvoiceState;
  attempt: number;
};

const readRow = async (c: Context<AppBindings>, id: string) =>
  (
    await c
      .get('db')
      .query<EInvoice>(`SELECT ${eInvoiceResource.columns} FROM e_invoices e WHERE e.id = $1`, [id])
  ).rows[0];

/** Refuses a document its issuer deactivated: its e-invoice is not to be sent again. */
async function refuseDeactivated(c: Context<AppBindings>, latest: Latest, documentId: string) {
  const table = latest.documentKind === 'invoice' ? 'invoices' : 'invoice_notes';
  const { rows } = await c
    .get('db')
    .query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [documentId]);
  if (rows[0]?.status === 'Deactivated') throw new ApiError(409, 'eInvoice.documentDeactivated');
}

/** The contract's pre-flight on the server's own data, as the job would build the document. */
async function refuseWithProblems(c: Context<AppBindings>, latest: Latest, documentId: string) {
  const db = c.get('db');
  const supplier = await readSupplier(db);
  if (!supplier) throw new ApiError(409, 'eInvoice.noSupplier');
  const { ready } = await readDocumentParts(db, [{ ...latest, documentId }], supplier);
  // A note whose invoice's e-invoice is still in progress waits in the job, as any note does.
  const parts = ready[0];
  if (!parts) return;
  const problems = preflightEInvoice(parts.source, parts.parties);
  if (problems.length === 0) return;
  const errors = problems.map((problem) => ({
    path: problem.field,
    code: problem.code,
    message: formatMessage(problem.code, problem.params),
  }));
  throw new ApiError(422, 'eInvoice.preflightFailed', { errors });
}

export function resubmitEInvoice() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, EInvoiceResubmitSchema);
    const db = c.get('db');
    const user = c.get('user');
    const { rows: attempts } = await db.query<Latest & { documentId: string }>(
      `SELECT id, document_kind AS "documentKind", document_id AS "documentId", merchant_id AS "merchantId",
         code_number AS "codeNumber", state, attempt
       FROM e_invoices WHERE document_id = $1 AND ($2::uuid IS NULL OR merchant_id = $2)
       ORDER BY attempt DESC FOR UPDATE`,
      [input.documentId, merchantScope(user)],
    );
    // A replay of this op: the attempt it queued, whatever happened to it since.
    const replayed = attempts.find((attempt) => attempt.id === input.id);
    if (replayed) return ok(c, await readRow(c, replayed.id), 'eInvoice.resubmitted');
    const taken = await db.query('SELECT 1 FROM e_invoices WHERE id = $1', [input.id]);
    if (taken.rows[0]) throw new ApiError(409, 'eInvoice.notResubmittable');
    const latest = attempts[0];
    if (!latest) throw new ApiError(404, 'eInvoice.none');
    const standing = resubmitStanding(latest);
    if (standing === 'inProgress') throw new ApiError(409, 'eInvoice.attemptInProgress');
    if (standing === 'none') throw new ApiError(409, 'eInvoice.notResubmittable');
    await refuseDeactivated(c, latest, input.documentId);
    await refuseWithProblems(c, latest, input.documentId);
    await queueAttempt(db, {
      id: input.id,
      kind: latest.documentKind,
      documentId: input.documentId,
      merchantId: latest.merchantId,
      codeNumber: latest.codeNumber,
      attempt: latest.attempt + 1,
      actorId: user.userID,
      follows: latest.id,
    });
    return ok(c, await readRow(c, input.id), 'eInvoice.resubmitted');
  };
}
