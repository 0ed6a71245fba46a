/**
 * The WHERE and ORDER BY of one list query on a resource: its segment, the caller's scope, the
 * descriptor's filters by their match rule, the sort key in the query's direction and ties by id
 * ascending whatever the direction, so paging is stable (docs/ARCHITECTURE.md, Entity descriptors).
 */
import type { FilterName } from '../../../src/contract';
import { recipientCondition, scopeMatch } from './resource';
import type { ListQueryBase, ListResource } from './resource';
import { filterCondition } from './sql-rules';

export type ListSql = { where: string; orderBy: string; params: unknown[] };

export function listSql<Row extends { id: string }, Q extends ListQueryBase>(
  resource: ListResource<Row, Q>,
  query: Q,
  segment: string,
  merchantId: string | null,
  userId: string | null = null,
): ListSql {
  const inSegment = resource.segments[segment];
  if (inSegment === undefined) throw new Error(`${resource.entity} has no segment ${segment}`);
  const params: unknown[] = [];
  const conditions = [inSegment];
  if (merchantId !== null && resource.scope !== null) {
    params.push(merchantId);
    conditions.push(scopeMatch(resource, params.length));
  }
  const mine = recipientCondition(resource, userId, params.length + 1);
  if (mine) {
    params.push(...mine.params);
    conditions.push(mine.sql);
  }
  const filters = resource.descriptor.filters;
  for (const name of Object.keys(filters) as FilterName<Q>[]) {
    const wanted = query[name];
    if (typeof wanted !== 'string' || wanted === '') continue;
    const condition = filterCondition(
      filters[name].match,
      resource.filterExpressions[name],
      wanted,
      params.length + 1,
    );
    params.push(condition.value);
    conditions.push(condition.sql);
  }
  const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
  return {
    where: conditions.join(' AND '),
    orderBy: `${resource.sortExpressions[query.sortKey as Q['sortKey']]} ${direction}, ${resource.id} ASC`,
    params,
  };
}
