/**
 * GET /Merchant/{id}/history: the audit entries of one merchant (creation, changes, approvals,
 * status changes), newest first, at most 100, with the name of who made them. Same scope as
 * GET /Merchant/{id}: 404 for a merchant the caller may not see.
 */
import type { Context } from 'hono';
import type { MerchantHistoryEntry } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { isoTimestamp } from '../../lib/sql-format';
import { findMerchant } from './find-merchant';

export function merchantHistory({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const id = c.req.param('id') ?? '';
    const merchant = await findMerchant(db, id, merchantScope(c.get('user')));
    if (!merchant) throw new ApiError(404, 'error.notFound');
    const { rows } = await db.query<MerchantHistoryEntry>(
      `SELECT a.id::float8 AS "id", a.action AS "action", ${isoTimestamp('a.created_at')} AS "at",
              CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS "userName",
              a.page_path AS "pagePath", coalesce(a.details, '{}'::jsonb) AS "details"
       FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.entity = 'merchant' AND a.entity_id = $1
       ORDER BY a.created_at DESC, a.id DESC LIMIT 100`,
      [id],
    );
    return ok(c, rows);
  };
}
