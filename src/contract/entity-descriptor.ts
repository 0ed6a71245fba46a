/**
 * Areas as declarations (docs/ARCHITECTURE.md, Entity descriptors). Every mirrored entity has one
 * descriptor: what the pull mirrors, whose row it is, how the device stores it, and, for a listed
 * entity, its row schema, columns, filters with their match rule, sort keys, segments and search
 * fields. The server's list, get and pull and the app's list engine, table, export and saved views
 * read it; nothing about an entity's listing is written twice.
 *
 * `queryEntityRows` is the reference meaning of a list query, shared by both sides: the server's
 * SQL (server/lib/entity-list) and the device's in-memory index (src/lib/list-engine) must give
 * exactly its rows, which tests check on shared cases (tests/fixtures/*-list-cases.ts) and random
 * queries.
 */
import type * as v from 'valibot';
import type { Page } from './envelope';
import type { SortOrder } from './list-query';
import type { FunctionAction } from './permissions';
import type { SyncEntity } from './entities';

/**
 * How a filter matches (a blank filter matches everything):
 * - `contains`: the lower-cased value contains the lower-cased text (%, _ and \ literal);
 * - `equals`: the value is exactly the text (an id, a status);
 * - `from` / `to`: the value (an ISO date, `yyyy-mm-dd`) is on or after / on or before the text;
 *   a missing value never matches a given bound.
 */
export type MatchRule = 'contains' | 'equals' | 'from' | 'to';

export type FilterSpec<Row> = {
  match: MatchRule;
  /** The row's value the filter looks at; null when the row has none. */
  value: (row: Row) => string | null;
};

/** What a column holds: how it is shown, exported and aligned. */
export type ColumnKind = 'text' | 'code' | 'date' | 'timestamp' | 'money' | 'number' | 'status';

export type ColumnSpec = {
  /** The row field, or a derived name the columns file renders. */
  key: string;
  kind: ColumnKind;
  /** The sort key ordering by this column, if it can sort. */
  sortKey?: string;
  /** Shown until the user chooses otherwise (the column chooser). */
  isDefault: boolean;
};

/** Every mirrored entity: what the pull, the scope rule and the device storage read. */
export type EntityBase = {
  entity: SyncEntity;
  /** The API area: `/api/v1/bo/<area>/…`. */
  area: string;
  /** The menu item whose FAC functions guard the area (`isAllowed(permissions, menuKey, action)`). */
  menuKey: string | null;
  /**
   * The row field naming the merchant a row belongs to (a merchant's own `id`); null when every
   * signed-in user may see the entity. A merchant-scoped caller sees only their merchant's rows.
   */
  scope: string | null;
  /**
   * How the device stores the rows: `rows`, one IndexedDB record per row (small tables, read
   * through Dexie indexes); `blocks`, many rows per record (large tables, read into memory:
   * IndexedDB's cost is per record).
   */
  storage: 'rows' | 'blocks';
  /** Row fields the Ctrl+K search matches (case-insensitive contains); none: not searched. */
  searchFields: readonly string[];
  /**
   * Text fields the device keeps a lower-cased copy of (`_<field>Lower`) for a Dexie index that
   * sorts like the server; only `rows` entities whose schema indexes them name any.
   */
  lowerCasedFields?: readonly string[];
};

type QueryBase = { pageSize: number; curPageIndex: number; sortKey: string; sortOrder: SortOrder };
/** The filter names of a list query: everything but paging and sorting. */
export type FilterName<Q> = Exclude<keyof Q, keyof QueryBase> & string;

/** A listed entity: the base plus what its paged list, filters and columns need. */
export type ListEntity<Row extends { id: string }, Q extends QueryBase> = EntityBase & {
  rowSchema: v.GenericSchema<unknown, Row>;
  /** The list call's query (paging, sorting, filters: docs/product.md, Lists), with its defaults. */
  querySchema: v.GenericSchema<unknown, Q>;
  /** Sort keys, each with its sort value: lower-cased text, an ISO date or timestamp, a number. */
  sortValues: Record<Q['sortKey'], (row: Row) => string | number>;
  filters: Record<FilterName<Q>, FilterSpec<Row>>;
  /**
   * Named subsets a list call shows (merchants: `list` and the approval queue `pending`); each
   * list call answers exactly one. Rows in no segment are never listed (deleted users).
   */
  segments: Readonly<Record<string, (row: Row) => boolean>>;
  columns: readonly ColumnSpec[];
  /** The FAC action a status change needs, for entities with bulk status actions. */
  statusAction?: FunctionAction;
};

// A descriptor's row and query types are only read through its functions, so any list entity fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListEntity = ListEntity<any, any>;

export const foldCase = (value: string) => value.toLowerCase();

/** Code-unit order (`COLLATE "C"` on lower-cased text), numbers by value. */
export const compareValues = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Does `row` pass one filter given `wanted` (already trimmed by the query schema)? */
export function matchesFilter<Row>(spec: FilterSpec<Row>, row: Row, wanted: string): boolean {
  if (!wanted) return true;
  const value = spec.value(row);
  switch (spec.match) {
    case 'contains':
      return foldCase(value ?? '').includes(foldCase(wanted));
    case 'equals':
      return value === wanted;
    case 'from':
      return value !== null && value >= wanted;
    case 'to':
      return value !== null && value <= wanted;
  }
}

export function matchesQuery<Row, Q extends QueryBase>(
  entity: ListEntity<Row & { id: string }, Q>,
  row: Row & { id: string },
  query: Q,
): boolean {
  for (const name of Object.keys(entity.filters) as FilterName<Q>[]) {
    const wanted = query[name];
    if (typeof wanted === 'string' && !matchesFilter(entity.filters[name], row, wanted)) return false;
  }
  return true;
}

/** The list order: the sort value in the query's direction, ties by id ascending. */
export function compareRows<Row extends { id: string }, Q extends QueryBase>(
  entity: ListEntity<Row, Q>,
  sortKey: Q['sortKey'],
  sortOrder: SortOrder,
) {
  const valueOf = entity.sortValues[sortKey];
  const sign = sortOrder === 'desc' ? -1 : 1;
  return (a: Row, b: Row) => sign * compareValues(valueOf(a), valueOf(b)) || compareValues(a.id, b.id);
}

/**
 * The reference list query: the segment, the filters, the order, the page. Slow (it sorts every
 * time) but obviously right; the server and the device index are tested against it.
 */
export function queryEntityRows<Row extends { id: string }, Q extends QueryBase, R extends Row>(
  entity: ListEntity<Row, Q>,
  rows: readonly R[],
  query: Q,
  segment: string,
): Page<R> {
  const inSegment = entity.segments[segment];
  if (!inSegment) throw new Error(`${entity.entity} has no segment ${segment}`);
  const sorted = rows
    .filter((row) => inSegment(row) && matchesQuery(entity, row, query))
    .sort(compareRows(entity, query.sortKey, query.sortOrder));
  const start = (query.curPageIndex - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    totalCount: sorted.length,
    pageSize: query.pageSize,
    curPageIndex: query.curPageIndex,
  };
}
