/**
 * One version of an entity's rows and everything derived from them (docs/ARCHITECTURE.md, List
 * engine): rows in ascending id order, and, built lazily, sort values per sort key, filter columns,
 * the positions of each segment, and sorted orders per (segment, sort key, order) as typed arrays.
 * A view never changes once made: a write to the mirror makes a new view, so work begun on one
 * (a sort built in slices) finishes on the rows it started with and caches only into its view.
 */
import { matchesFilter, type FilterSpec, type ListEntity, type Page, type SortOrder } from '../../contract';
import type { Listed } from './list-rows';
import { activeFilters, allOf, encodedColumn, filterMask, filterValue, type Column } from './row-filter';
import { columnOf, positionsWhere, reverseKeepingTies, sortAscending, type SortValue } from './sorted-order';
import { positionOf } from './sorted-rows';
import { runNow, type SlicedWork } from './sliced-work';

export type QueryBase = { pageSize: number; curPageIndex: number; sortKey: string; sortOrder: SortOrder };

/** The pseudo-segment of every listed row (in any segment): what the search looks through. */
export const ANY_SEGMENT = '*';

/** Single-filter masks kept per view (a byte per row each: 200 kB at 200,000 rows). */
const KEPT_MASKS = 24;

export const orderKey = (segment: string, sortKey: string, sortOrder: SortOrder) =>
  `${segment}|${sortKey}|${sortOrder}`;

export class RowsView<R extends { id: string }, Q extends QueryBase> {
  private values = new Map<string, SortValue[]>();
  private columns = new Map<string, Column>();
  /** The last combined mask (paging through one filtered list reuses it). */
  private lastMask: { key: string; mask: Uint8Array } | null = null;
  /** Masks of single filters, the most recent last: changing one filter reuses the others'. */
  private filterMasks = new Map<string, Uint8Array>();
  private segments = new Map<string, Uint32Array>();
  private orders = new Map<string, Uint32Array>();
  private counts = new Map<string, number>();
  private predicateCounts = new WeakMap<(row: R) => boolean, Map<string, number>>();

  constructor(
    private readonly entity: ListEntity<R, Q>,
    readonly rows: readonly Listed<R>[],
    private readonly defaults: Q,
  ) {}

  get(id: string): Listed<R> | undefined {
    const at = positionOf(this.rows, id);
    return at >= 0 ? this.rows[at] : undefined;
  }

  count(segment: string, predicate?: (row: R) => boolean): number {
    let memo = this.counts;
    if (predicate) {
      memo = this.predicateCounts.get(predicate) ?? new Map<string, number>();
      this.predicateCounts.set(predicate, memo);
    }
    let count = memo.get(segment);
    if (count === undefined) {
      const positions = this.segment(segment);
      count = 0;
      if (!predicate) count = positions.length;
      else for (const at of positions) if (predicate(this.rows[at] as R)) count += 1;
      memo.set(segment, count);
    }
    return count;
  }

  each(segment: string, visit: (row: Listed<R>) => void): void {
    for (const at of this.segment(segment)) visit(this.rows[at] as Listed<R>);
  }

  query(query: Q, segment: string): Page<Listed<R>> {
    const start = (query.curPageIndex - 1) * query.pageSize;
    const end = start + query.pageSize;
    const order = this.ordered(segment, query.sortKey, query.sortOrder);
    const mask = this.maskOf(query);
    const items: Listed<R>[] = [];
    let totalCount = 0;
    if (!mask) {
      totalCount = order.length;
      for (let i = start; i < Math.min(end, order.length); i += 1)
        items.push(this.rows[order[i] as number] as Listed<R>);
    } else {
      for (const at of order) {
        if (!mask[at]) continue;
        if (totalCount >= start && totalCount < end) items.push(this.rows[at] as Listed<R>);
        totalCount += 1;
      }
    }
    return { items, totalCount, pageSize: query.pageSize, curPageIndex: query.curPageIndex };
  }

  select(query: Q, segment: string): readonly Listed<R>[] {
    const order = this.ordered(segment, query.sortKey, query.sortOrder);
    const mask = this.maskOf(query);
    const out: Listed<R>[] = [];
    for (const at of order) if (!mask || mask[at]) out.push(this.rows[at] as Listed<R>);
    return out;
  }

  search(text: string, limit: number): Listed<R>[] {
    const wanted = text.trim();
    const specs: FilterSpec<R>[] = this.entity.searchFields.map((field) => ({
      match: 'contains',
      value: (row) => {
        const value = (row as Record<string, unknown>)[field];
        return typeof value === 'string' ? value : null;
      },
    }));
    const found: Listed<R>[] = [];
    if (!specs.length) return found;
    for (const at of this.ordered(ANY_SEGMENT, this.defaults.sortKey, this.defaults.sortOrder)) {
      if (found.length >= limit) break;
      const row = this.rows[at] as Listed<R>;
      if (!wanted || specs.some((spec) => spec.value(row) !== null && matchesFilter(spec, row, wanted)))
        found.push(row);
    }
    return found;
  }

  isPrepared(key: string): boolean {
    return this.orders.has(key);
  }

  /** An order, built whole if it is not ready (the index builds them in slices beforehand). */
  ordered(segment: string, sortKey: string, sortOrder: SortOrder): Uint32Array {
    return (
      this.orders.get(orderKey(segment, sortKey, sortOrder)) ??
      runNow(this.buildOrder(segment, sortKey, sortOrder))
    );
  }

  *buildOrder(segment: string, sortKey: string, sortOrder: SortOrder): SlicedWork<Uint32Array> {
    const key = orderKey(segment, sortKey, sortOrder);
    const known = this.orders.get(key);
    if (known) return known;
    const positions = yield* this.buildSegment(segment);
    let values = this.values.get(sortKey);
    if (!values) {
      const valueOf = (this.entity.sortValues as Record<string, (row: R) => SortValue>)[sortKey];
      if (!valueOf) throw new Error(`${this.entity.entity} has no sort key ${sortKey}`);
      values = yield* columnOf(this.rows, valueOf);
      this.values.set(sortKey, values);
    }
    const ascKey = orderKey(segment, sortKey, 'asc');
    let ascending = this.orders.get(ascKey);
    if (!ascending) {
      ascending = yield* sortAscending(positions, values);
      this.orders.set(ascKey, ascending);
    }
    const order = sortOrder === 'asc' ? ascending : yield* reverseKeepingTies(ascending, values);
    this.orders.set(key, order);
    return order;
  }

  /** The filters' columns, built in slices after a load so the first filtered query need not. */
  *buildColumns(): SlicedWork<void> {
    for (const [name, spec] of Object.entries(this.entity.filters as Record<string, FilterSpec<R>>))
      if (!this.columns.has(name)) this.columns.set(name, yield* encodedColumn(this.rows, filterValue(spec)));
  }

  private segment(segment: string): Uint32Array {
    return this.segments.get(segment) ?? runNow(this.buildSegment(segment));
  }

  private *buildSegment(segment: string): SlicedWork<Uint32Array> {
    const known = this.segments.get(segment);
    if (known) return known;
    const tests =
      segment === ANY_SEGMENT ? Object.values(this.entity.segments) : [this.entity.segments[segment]];
    if (tests.some((test) => !test)) throw new Error(`${this.entity.entity} has no segment ${segment}`);
    const inSegment = (row: R) => tests.some((test) => (test as (row: R) => boolean)(row));
    const positions = yield* positionsWhere(this.rows, inSegment);
    this.segments.set(segment, positions);
    return positions;
  }

  /** Which positions pass the query's filters; null when it sets none. */
  private maskOf(query: Q): Uint8Array | null {
    const filters = this.entity.filters as Record<string, FilterSpec<R>>;
    const active = activeFilters(
      filters as Record<string, FilterSpec<unknown>>,
      query as Record<string, unknown>,
    );
    if (!active.length) return null;
    const key = JSON.stringify(active);
    if (this.lastMask?.key !== key) {
      const masks = active.map(([name, wanted]) => {
        const maskKey = JSON.stringify([name, wanted]);
        let mask = this.filterMasks.get(maskKey);
        if (mask) this.filterMasks.delete(maskKey);
        else mask = filterMask(filters[name] as FilterSpec<R>, this.column(name), wanted);
        this.filterMasks.set(maskKey, mask);
        if (this.filterMasks.size > KEPT_MASKS)
          this.filterMasks.delete(this.filterMasks.keys().next().value as string);
        return mask;
      });
      this.lastMask = { key, mask: allOf(masks) };
    }
    return this.lastMask.mask;
  }

  private column(name: string): Column {
    let column = this.columns.get(name);
    if (!column) {
      const spec = (this.entity.filters as Record<string, FilterSpec<R>>)[name] as FilterSpec<R>;
      column = runNow(encodedColumn(this.rows, filterValue(spec)));
      this.columns.set(name, column);
    }
    return column;
  }
}
