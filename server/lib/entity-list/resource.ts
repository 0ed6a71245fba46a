/**
 * A resource is an entity's SQL as data (docs/ARCHITECTURE.md, Entity descriptors): where its rows
 * live and the select list that makes a row the contract's shape. A listed entity adds the SQL of
 * its descriptor's sort keys, filters and segments, keyed by the descriptor's own names, so a key
 * the descriptor has and the resource lacks is a type error. server/lib/entity-list reads both.
 */
import type { FilterName, ListEntity, SortOrder, SyncEntity } from '../../../src/contract';
import { isUuid } from '../scope';

/** What every list query holds (docs/product.md, Lists: paging and sorting); the rest are its filters. */
export type ListQueryBase = { pageSize: number; curPageIndex: number; sortKey: string; sortOrder: SortOrder };

export type Resource = {
  entity: SyncEntity;
  table: string;
  /** FROM clause (joins included) the columns and expressions below expect. */
  from: string;
  /** Select list aliasing every column to its contract name and format, `id` and `version` included. */
  columns: string;
  /** The row's id column in `from`. */
  id: string;
  /**
   * The column naming the merchant a row belongs to (for merchants, their own id): the SQL of the
   * descriptor's `scope` field; null when every signed-in user sees the entity.
   */
  scope: string | null;
  /**
   * A null `scope` means "every merchant" (a markup for all merchants): a merchant caller sees its
   * own rows and those, in lists, get by id and the pull (`scopeMatch`).
   */
  globalRows?: true;
  /**
   * The column of the access policy's `recipient` field (notifications): every caller reads only
   * the rows naming them there, whatever their grants (`recipientMatch`).
   */
  recipient?: string;
  /**
   * How the audit log names this entity's rows (docs/ARCHITECTURE.md, How to add an area): its
   * `entity` there, and the SQL naming a row of `table` (this resource's own when not given)
   * under the alias it is passed; the dashboard's recent activity reads it.
   */
  audit?: { entity: string; name: (alias: string) => string; table?: string };
};

/** The condition a merchant caller's rows meet, `$param` being its merchant id. */
export function scopeMatch(resource: Resource, param: number): string {
  if (resource.scope === null) throw new Error(`${resource.entity} has no scope`);
  const own = `${resource.scope} = $${param}`;
  return resource.globalRows ? `(${own} OR ${resource.scope} IS NULL)` : own;
}

/**
 * The condition of a resource with a recipient: rows addressed to `$param`, the caller's user id.
 * Without a caller (null) it matches nothing, so a read that forgets to pass one shows no row.
 */
export function recipientCondition(
  resource: Resource,
  userId: string | null,
  param: number,
): { sql: string; params: unknown[] } | null {
  if (resource.recipient === undefined) return null;
  if (userId === null || !isUuid(userId)) return { sql: 'false', params: [] };
  return { sql: `${resource.recipient} = $${param}::uuid`, params: [userId] };
}

/**
 * A listed entity's resource. Each SQL expression must order and match exactly as the
 * descriptor's `sortValues` and `filters` do in `queryEntityRows` (sql-rules.ts
 * builds them so).
 */
export type ListResource<Row extends { id: string }, Q extends ListQueryBase> = Resource & {
  descriptor: ListEntity<Row, Q>;
  /** ORDER BY expression of each sort key (ties by id are added by the list). */
  sortExpressions: Record<Q['sortKey'], string>;
  /** The value each filter looks at; the descriptor's match rule says how. */
  filterExpressions: Record<FilterName<Q>, string>;
  /** WHERE condition of each of the descriptor's segments. */
  segments: Record<string, string>;
  /**
   * `area`: its list and get by id are the generic reads (`areaRoutes`), which the app mounts from
   * `RESOURCES` at `<area>/<area>ListPage` and `<area>/{id}` (docs/ARCHITECTURE.md, How to add an
   * area); without it, the area's own routes serve its reads.
   */
  reads?: 'area';
};
