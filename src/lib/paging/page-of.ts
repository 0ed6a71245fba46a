import type { Page } from '../../contract';

/** One page of rows already filtered and sorted, with the total: how every offline list pages. */
export function pageOf<T>(sorted: readonly T[], query: { pageSize: number; curPageIndex: number }): Page<T> {
  const start = (query.curPageIndex - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    totalCount: sorted.length,
    pageSize: query.pageSize,
    curPageIndex: query.curPageIndex,
  };
}
