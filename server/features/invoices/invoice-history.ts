/**
 * GET /Invoice/{id}/history: the audit trail of one invoice and of its credit and debit notes
 * (drafted, changed, issued, noted, deactivated), newest first, at most 100, with who did it.
 * Same scope and guard as GET /Invoice/{id}: 404 for an invoice the caller may not see.
 */
import type { Context } from 'hono';
import type { Invoice, MerchantHistoryEntry } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { isoTimestamp } from '../../lib/sql-format';
import { invoiceResource } from '../../resources/invoices';

export function invoiceHistory({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const id = c.req.param('id') ?? '';
    const invoice = await findRow<Invoice>(db, invoiceResource, id, merchantScope(c.get('user')));
    if (!invoice) throw new ApiError(404, 'error.notFound');
    const { rows } = await db.query<MerchantHistoryEntry>(
      `SELECT a.id::float8 AS "id", a.action AS "action", ${isoTimestamp('a.created_at')} AS "at",
              CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS "userName",
              a.page_path AS "pagePath", coalesce(a.details, '{}'::jsonb) AS "details"
       FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
       WHERE (a.entity = 'invoice' AND a.entity_id = $1)
          OR (a.entity = 'invoiceNote'
              AND a.entity_id IN (SELECT n.id::text FROM invoice_notes n WHERE n.invoice_id = $1::uuid))
       ORDER BY a.created_at DESC, a.id DESC LIMIT 100`,
      [invoice.id],
    );
    return ok(c, rows);
  };
}
