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
import { RESOURCES } from '../../resources';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** Each audited entity's name and table, from its resource (server/resources). */
const AUDITED = Object.values(RESOURCES).flatMap((resource, index) =>
  resource.audit
    ? [{ ...resource.audit, table: resource.audit.table ?? resource.table, alias: `e${index}` }]
    : [],
);

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
           ${AUDITED.map((entity) => `WHEN '${entity.entity}' THEN ${entity.name(entity.alias)}`).join('\n           ')}
         END AS "entityName"
  FROM recent r
  LEFT JOIN users u ON u.id = r.user_id
  ${AUDITED.map(
    ({ entity, table, alias }) =>
      `LEFT JOIN ${table} ${alias} ON r.entity = '${entity}' AND ${alias}.id = r.entity_uuid`,
  ).join('\n  ')}
  ORDER BY r.created_at DESC, r.id DESC`;

export function recentActivity({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const scope = merchantScope(c.get('user'));
    const { rows } = await db.query<RecentActivityEntry>(RECENT_SQL, [scope, RECENT_ACTIVITY_LIMIT]);
    return ok(c, rows);
  };
}
