/**
 * POST EInvoice/consolidated/submit { id, preparedAt } (docs/e-invoicing.md, Consolidated;
 * docs/security.md, E-invoices): a staff Checker who did not prepare it approves the consolidation
 * as reviewed (`preparedAt` must still be its preparation) and queues its e-invoice: one more row of
 * `e_invoices`, of kind `consolidated` and no merchant, which the submission job sends like any
 * other, exactly once. The row's lock makes two approvals of one consolidation queue it once.
 */
import type { Context } from 'hono';
import { ConsolidationSubmitSchema, fourEyesRefusal } from '../../../../src/contract';
import { ApiError } from '../../../lib/api-error';
import { recordAudit } from '../../../lib/audit';
import type { AppBindings } from '../../../lib/context';
import { envelope } from '../../../lib/envelope';
import { inputOf } from '../../../lib/route-input';
import { isoTimestamp } from '../../../lib/sql-format';
import { readDetail } from './read-consolidations';

type Head = { id: string; number: string; state: string; preparedBy: string | null; preparedAt: string };

export async function submitConsolidation(c: Context<AppBindings>) {
  const input = inputOf(c, ConsolidationSubmitSchema);
  const db = c.get('db');
  const user = c.get('user');
  const { rows } = await db.query<Head>(
    `SELECT id, code_number AS number, state, prepared_by AS "preparedBy",
       ${isoTimestamp('prepared_at')} AS "preparedAt"
     FROM e_invoice_consolidations WHERE id = $1 FOR UPDATE`,
    [input.id],
  );
  const head = rows[0];
  if (!head) throw new ApiError(404, 'error.notFound');
  const refusal = fourEyesRefusal(user, head.preparedBy);
  if (refusal === 'notChecker') throw new ApiError(403, 'eInvoice.consolidationCheckerOnly');
  if (refusal === 'ownProposal') throw new ApiError(403, 'eInvoice.consolidationOwn');
  if (head.state !== 'prepared') throw new ApiError(409, 'eInvoice.consolidationNotPrepared');
  if (head.preparedAt !== input.preparedAt) throw new ApiError(409, 'eInvoice.consolidationChanged');
  const { rows: queued } = await db.query<{ id: string }>(
    `INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number)
     VALUES ('consolidated', $1, NULL, $2) RETURNING id`,
    [head.id, head.number],
  );
  const eInvoiceId = queued[0]?.id;
  await db.query(
    `INSERT INTO e_invoice_events (e_invoice_id, to_state, actor_id) VALUES ($1, 'queued', $2)`,
    [eInvoiceId, user.userID],
  );
  await db.query(
    `UPDATE e_invoice_consolidations
     SET state = 'submitted', approved_by = $2, approved_at = date_trunc('milliseconds', now()), e_invoice_id = $3
     WHERE id = $1`,
    [head.id, user.userID, eInvoiceId],
  );
  await recordAudit(db, c, {
    userId: user.userID,
    action: 'eInvoice.consolidation.submit',
    entity: 'eInvoiceConsolidation',
    entityId: head.id,
    details: { number: head.number, preparedBy: head.preparedBy, preparedAt: head.preparedAt },
  });
  const detail = await readDetail(db, head.id);
  const params = { number: head.number };
  return c.json(
    envelope(c, { success: true, code: 'eInvoice.consolidationSubmitted', params, data: detail }),
    200,
  );
}
