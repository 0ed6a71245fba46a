/** One page of a resource's list, with the total the filters leave (docs/product.md, Lists). */
import type { Page } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { listSql } from './list-sql';
import { pageAndTotal } from './list-total';
import type { ListQueryBase, ListResource } from './resource';

/** A page whose rows are JSON text, as the database wrote them (`items` of the contract's `Page`). */
export type PageJson = { itemsJson: string; totalCount: number; pageSize: number; curPageIndex: number };

/**
 * The database writes the page's rows as JSON (the select list is already the contract's shape,
 * resource.ts), in the statement that also reads or checks the total (list-total.ts): one round
 * trip, and the server neither builds nor re-serialises row objects (a page of 50 merchants is
 * 52 KB). json_agg takes the rows in the order the subquery yields them: its ORDER BY and LIMIT
 * keep it a separate, sorted input, the way snapshot pages are built too.
 */
export async function listPageJson<Row extends { id: string }, Q extends ListQueryBase>(
  db: Queryable,
  resource: ListResource<Row, Q>,
  query: Q,
  segment: string,
  merchantId: string | null,
  userId: string | null = null,
): Promise<PageJson> {
  const { where, orderBy, params } = listSql(resource, query, segment, merchantId, userId);
  const n = params.length;
  const { page, total } = await pageAndTotal(db, resource.from, where, params, {
    sql: `(SELECT coalesce(json_agg(p), '[]')::text FROM (
            SELECT ${resource.columns} FROM ${resource.from} WHERE ${where}
            ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}) p)`,
    params: [query.pageSize, (query.curPageIndex - 1) * query.pageSize],
  });
  return { itemsJson: page, totalCount: total, pageSize: query.pageSize, curPageIndex: query.curPageIndex };
}

/** The contract's `Page` as JSON text, its rows spliced in unparsed. */
export function pageJsonText({ itemsJson, totalCount, pageSize, curPageIndex }: PageJson): string {
  return `{"items":${itemsJson},"totalCount":${totalCount},"pageSize":${pageSize},"curPageIndex":${curPageIndex}}`;
}

export async function listPage<Row extends { id: string }, Q extends ListQueryBase>(
  db: Queryable,
  resource: ListResource<Row, Q>,
  query: Q,
  segment: string,
  merchantId: string | null,
  userId: string | null = null,
): Promise<Page<Row>> {
  const { itemsJson, ...rest } = await listPageJson(db, resource, query, segment, merchantId, userId);
  return { items: JSON.parse(itemsJson) as Row[], ...rest };
}
