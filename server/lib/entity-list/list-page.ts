/** One page of a resource's list, with the total the filters leave (SPEC §3 `data`). */
import type { Page } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { listSql } from './list-sql';
import { listTotal } from './list-total';
import type { ListQueryBase, ListResource } from './resource';

export async function listPage<Row extends { id: string }, Q extends ListQueryBase>(
  db: Queryable,
  resource: ListResource<Row, Q>,
  query: Q,
  segment: string,
  merchantId: string | null,
): Promise<Page<Row>> {
  const { where, orderBy, params } = listSql(resource, query, segment, merchantId);
  const n = params.length;
  // Side by side: on PostgreSQL two pooled connections answer them at once.
  const [totalCount, page] = await Promise.all([
    listTotal(db, resource.from, where, params),
    db.query<Row>(
      `SELECT ${resource.columns} FROM ${resource.from} WHERE ${where}
       ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, query.pageSize, (query.curPageIndex - 1) * query.pageSize],
    ),
  ]);
  return { items: page.rows, totalCount, pageSize: query.pageSize, curPageIndex: query.curPageIndex };
}
