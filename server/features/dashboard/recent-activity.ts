/**
 * GET /Dashboard/recentActivity: the newest business changes in the audit log, for the
 * dashboard's recent-activity card. Online, not mirrored: only the last few entries of
 * an ever-growing log matter, and mirroring it would cost every device storage and a sync entity.
 *
 * Left out: sign-ins and account security events (`auth.*`, `account.*`), which are personal.
 * Scope: staff see everyone's changes; a merchant's users see what their own merchant's people
 * did (the actor's merchant), never another merchant's. Each entry names its record as it is now,
 * read in the same query (a deleted or unknown record: null).
 */
import type { Context } from 'hono';
import { RECENT_ACTIVITY_LIMIT, type RecentActivityEntry } from '../../../src/contract/dashboard';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { isoTimestamp } from '../../lib/sql-format';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

// The newest entries first (index audit_log_recent_idx), then their names through primary keys.
const RECENT_SQL = `
  WITH recent AS (
    SELECT a.id, a.action, a.created_at, a.user_id, a.entity, a.entity_id,
           coalesce(a.details->>'decision', a.details->>'to', a.details->'status'->>'to') AS outcome,
           CASE WHEN a.entity_id ~* '${UUID}' THEN a.entity_id::uuid END AS entity_uuid
    FROM audit_log a
    LEFT JOIN users actor ON actor.id = a.user_id
    WHERE a.action NOT LIKE 'auth.%' AND a.action NOT LIKE 'account.%'
      AND ($1::uuid IS NULL OR actor.merchant_id = $1::uuid)
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT $2
  )
  SELECT r.id::float8 AS "id", r.action AS "action", ${isoTimestamp('r.created_at')} AS "at",
         CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS "userName",
         r.entity AS "entity", r.entity_id AS "entityId", r.outcome AS "outcome",
         CASE r.entity
           WHEN 'merchant' THEN m.merchant_name
           WHEN 'creditAccount' THEN m.merchant_name
           WHEN 'user' THEN tu.first_name || ' ' || tu.last_name
           WHEN 'role' THEN ro.name
           WHEN 'client' THEN coalesce(cl.company_name, cl.first_name || ' ' || cl.last_name)
           WHEN 'markup' THEN mk.name
           WHEN 'invoice' THEN coalesce(inv.invoice_number, inv.guest_name)
           WHEN 'invoiceNote' THEN n.document_number
           WHEN 'case' THEN coalesce(cs.case_number, cs.subject)
           WHEN 'topUp' THEN tp.reference_number
           WHEN 'booking' THEN bk.booking_reference
         END AS "entityName"
  FROM recent r
  LEFT JOIN users u ON u.id = r.user_id
  LEFT JOIN merchants m ON r.entity IN ('merchant', 'creditAccount') AND m.id = r.entity_uuid
  LEFT JOIN users tu ON r.entity = 'user' AND tu.id = r.entity_uuid
  LEFT JOIN roles ro ON r.entity = 'role' AND ro.id = r.entity_uuid
  LEFT JOIN clients cl ON r.entity = 'client' AND cl.id = r.entity_uuid
  LEFT JOIN markups mk ON r.entity = 'markup' AND mk.id = r.entity_uuid
  LEFT JOIN invoices inv ON r.entity = 'invoice' AND inv.id = r.entity_uuid
  LEFT JOIN invoice_notes n ON r.entity = 'invoiceNote' AND n.id = r.entity_uuid
  LEFT JOIN cases cs ON r.entity = 'case' AND cs.id = r.entity_uuid
  LEFT JOIN top_ups tp ON r.entity = 'topUp' AND tp.id = r.entity_uuid
  LEFT JOIN bookings bk ON r.entity = 'booking' AND bk.id = r.entity_uuid
  ORDER BY r.created_at DESC, r.id DESC`;

export function recentActivity({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const scope = merchantScope(c.get('user'));
    const { rows } = await db.query<RecentActivityEntry>(RECENT_SQL, [scope, RECENT_ACTIVITY_LIMIT]);
    return ok(c, rows);
  };
}
