/**
 * POST EInvoice/consolidated/prepare { month, currency, exchangeRate } (docs/e-invoicing.md,
 * Consolidated): a staff user, Maker or Checker, gathers one group of the month (its currency and
 * exchange rate) of issued invoices waiting for consolidation into the group's one consolidation
 * waiting for approval, made now or refreshed (whoever prepares it last is its preparer, so they
 * cannot approve it). The waiting row is taken by setting its one `consolidation_id` only while it
 * is still free: two prepares at once, even of one group, never put a document in two
 * consolidations (the second waits on the first's row of the group). A group in another currency
 * without a rate is refused: its documents can never be e-invoiced.
 */
import type { Context } from 'hono';
import {
  canonicalRate,
  ConsolidationPrepareSchema,
  consolidationGroupProblems,
  documentExchangeRate,
} from '../../../../src/contract';
import { ApiError } from '../../../lib/api-error';
import { recordAudit } from '../../../lib/audit';
import type { AppBindings } from '../../../lib/context';
import { envelope } from '../../../lib/envelope';
import { inputOf } from '../../../lib/route-input';
import { readDetail, ROW_MONTH } from './read-consolidations';

export async function prepareConsolidation(c: Context<AppBindings>) {
  const input = inputOf(c, ConsolidationPrepareSchema);
  const db = c.get('db');
  const user = c.get('user');
  const given = documentExchangeRate(input.currency, input.exchangeRate);
  const rate = given === null ? null : canonicalRate(given);
  const [problem] = consolidationGroupProblems({ currency: input.currency, exchangeRate: rate });
  if (problem) throw new ApiError(422, problem.code, { params: problem.params });
  // Numbers of a month and currency are given one at a time, whatever the rate: the first is
  // `CONS-202611-USD`, each later one (another rate, or the group consolidated again) `-2`, `-3`.
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    `consolidation:${input.month}:${input.currency}`,
  ]);
  const { rows: heads } = await db.query<{ id: string; number: string }>(
    `INSERT INTO e_invoice_consolidations (month, currency, exchange_rate, code_number, prepared_by, prepared_at)
     SELECT $1, $2, $4, 'CONS-' || replace($1, '-', '') || '-' || $2
         || CASE WHEN count(*) = 0 THEN '' ELSE '-' || (count(*) + 1) END,
       $3, date_trunc('milliseconds', now())
     FROM e_invoice_consolidations WHERE month = $1 AND currency = $2
     ON CONFLICT (month, currency, (coalesce(exchange_rate, ''))) WHERE state = 'prepared'
     DO UPDATE SET prepared_by = EXCLUDED.prepared_by, prepared_at = EXCLUDED.prepared_at
     RETURNING id, code_number AS number`,
    [input.month, input.currency, user.userID, rate],
  );
  const head = heads[0];
  if (!head) throw new ApiError(409, 'eInvoice.consolidationNotPrepared');
  const { rows: taken } = await db.query<{ id: string }>(
    `UPDATE e_invoices e SET consolidation_id = $1, updated_at = now()
     FROM invoices i
     WHERE i.id = e.document_id AND e.document_kind = 'invoice' AND e.state = 'for_consolidation'
       AND e.consolidation_id IS NULL AND ${ROW_MONTH} = $2 AND i.currency = $3
       AND i.exchange_rate::numeric IS NOT DISTINCT FROM $4::numeric
     RETURNING e.id`,
    [head.id, input.month, input.currency, rate],
  );
  const detail = await readDetail(db, head.id);
  if (!detail || detail.documents.length === 0) {
    throw new ApiError(409, 'eInvoice.consolidationEmpty', {
      params: { month: input.month, currency: input.currency },
    });
  }
  await recordAudit(db, c, {
    userId: user.userID,
    action: 'eInvoice.consolidation.prepare',
    entity: 'eInvoiceConsolidation',
    entityId: head.id,
    details: {
      number: head.number,
      month: input.month,
      exchangeRate: rate,
      added: taken.length,
      total: detail.documents.length,
    },
  });
  const params = { number: head.number, count: detail.documents.length };
  return c.json(
    envelope(c, { success: true, code: 'eInvoice.consolidationPrepared', params, data: detail }),
    200,
  );
}
