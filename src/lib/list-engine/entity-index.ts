/**
 * One in-memory index of a mirrored entity's rows (docs/ARCHITECTURE.md, List engine), for every
 * list, count and search of the app: rows are read from IndexedDB once (in pages, handing the event
 * loop back between them), kept in ascending id order, and everything else is derived lazily per
 * version: sort values per sort key, the rows of each segment, and sorted orders per (segment, sort
 * key, order) as typed arrays. Dexie's `storagemutated` event (which also reports other tabs'
 * writes) tells which records to re-read; bursts are gathered and read one at a time.
 *
 * Results equal the contract's reference `queryEntityRows`; filters go only through the
 * descriptor's `matchesFilter`, so each match rule has one home (src/contract/entity-descriptor.ts).
 */
import type { ObservabilitySet } from 'dexie';
import Dexie, { RangeSet } from 'dexie';
import * as v from 'valibot';
import { matchesFilter, type FilterSpec, type ListEntity, type Page, type SortOrder } from '../../contract';
import type { MirrorRow, RowStore } from '../db';
import { shapeCheck, type Listed } from './list-rows';
import { positionOf, replaceCovered } from './sorted-rows';
import { activeFilters, filterMask, filterValue, type Column } from './row-filter';
import { columnOf, positionsWhere, reverseKeepingTies, sortAscending, type SortValue } from './sorted-order';
import { runNow, runSliced, yieldToEventLoop, type SlicedWork } from './yield-to-event-loop';

type QueryBase = { pageSize: number; curPageIndex: number; sortKey: string; sortOrder: SortOrder };
type Base = { id: string };

/** Rows read per IndexedDB request while loading. */
const PAGE_ROWS = 2000;
/** The pseudo-segment of every listed row (in any segment): what the search looks through. */
const ANY_SEGMENT = '*';

export class EntityIndex<R extends Base, Q extends QueryBase> {
  private rows: Listed<R>[] = [];
  private values = new Map<string, SortValue[]>();
  private columns = new Map<string, Column>();
  /** The last filter mask (paging through one filtered list reuses it). */
  private lastMask: { key: string; mask: Uint8Array } | null = null;
  private segmentRows = new Map<string, Uint32Array>();
  private orders = new Map<string, Uint32Array>();
  private counts = new Map<string, number>();
  private predicateCounts = new WeakMap<(row: R) => boolean, Map<string, number>>();
  /** Orders asked for since the last change: prepared again (in slices) after the next one. */
  private usedOrders = new Set<string>();
  private listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;
  /** Record keys changed since the last read (null: everything). */
  private stale: Set<string> | null = new Set();
  private reloading: Promise<void> | null = null;
  private readonly isRow: (row: MirrorRow) => boolean;
  private readonly defaults: Q;
  version = 0;
  isReady = false;

  constructor(
    readonly entity: ListEntity<R, Q>,
    private readonly store: RowStore,
  ) {
    const check = shapeCheck(entity.rowSchema);
    this.isRow = (row) => typeof row.id === 'string' && check(row);
    this.defaults = v.parse(entity.querySchema, {});
  }

  /** Loads every row once and starts following changes; safe to call repeatedly. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      Dexie.on('storagemutated', this.onMutated);
      this.stale = new Set();
      this.rows = await this.readAll();
      this.isReady = true;
      this.changed();
      // The screens open on the default order: sort it now, in slices, so the first page is cheap.
      for (const segment of Object.keys(this.entity.segments))
        this.usedOrders.add(orderKey(segment, this.defaults.sortKey, this.defaults.sortOrder));
      await this.prepareUsed();
      this.followChanges();
    })();
    return this.loading;
  }

  dispose() {
    Dexie.on('storagemutated').unsubscribe(this.onMutated);
    this.listeners.clear();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  get(id: string): Listed<R> | undefined {
    const at = positionOf(this.rows, id);
    return at >= 0 ? this.rows[at] : undefined;
  }

  /** Rows in a segment (and passing `predicate`), memoised per version (and predicate). */
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

  /** Visits every row of a segment in id order (figures that are not a count, like a chart's). */
  each(segment: string, visit: (row: Listed<R>) => void): void {
    for (const at of this.segment(segment)) visit(this.rows[at] as Listed<R>);
  }

  query(query: Q, segment: string): Page<Listed<R>> {
    const start = (query.curPageIndex - 1) * query.pageSize;
    const end = start + query.pageSize;
    const order = this.ordered(segment, query.sortKey, query.sortOrder);
    const items: Listed<R>[] = [];
    const mask = this.maskOf(query);
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

  /** Every matching row in list order (an export): no paging. */
  select(query: Q, segment: string): readonly Listed<R>[] {
    const order = this.ordered(segment, query.sortKey, query.sortOrder);
    const mask = this.maskOf(query);
    const out: Listed<R>[] = [];
    for (const at of order) if (!mask || mask[at]) out.push(this.rows[at] as Listed<R>);
    return out;
  }

  /**
   * Up to `limit` listed rows (of any segment) whose search fields contain `text`, in the default
   * list order; a blank text matches every row (a picker's first choices).
   */
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

  /** Is the order of this query ready, so `query` answers without sorting? */
  isPrepared(segment: string, sortKey: string, sortOrder: SortOrder): boolean {
    return this.orders.has(orderKey(segment, sortKey, sortOrder));
  }

  /** Builds an order in slices, so the first sort on a key never blocks the main thread. */
  async prepare(segment: string, sortKey: string, sortOrder: SortOrder): Promise<void> {
    const key = orderKey(segment, sortKey, sortOrder);
    this.usedOrders.add(key);
    const version = this.version;
    const order = await runSliced(this.buildOrder(segment, sortKey, sortOrder));
    if (version === this.version) this.orders.set(key, order);
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
      const mask = filterMask(filters, active, (name) => this.column(name), this.rows.length);
      this.lastMask = { key, mask };
    }
    return this.lastMask.mask;
  }

  private column(name: string): Column {
    let column = this.columns.get(name);
    if (!column) {
      const spec = (this.entity.filters as Record<string, FilterSpec<R>>)[name] as FilterSpec<R>;
      column = runNow(columnOf(this.rows, filterValue(spec)));
      this.columns.set(name, column);
    }
    return column;
  }

  /** Builds the filters' columns in slices, so the first filtered query does not. */
  private async prepareFilters() {
    for (const [name, spec] of Object.entries(this.entity.filters as Record<string, FilterSpec<R>>)) {
      if (this.columns.has(name)) continue;
      const { rows, version } = this;
      const column = await runSliced(columnOf(rows, filterValue(spec)));
      if (version === this.version) this.columns.set(name, column);
    }
  }

  private ordered(segment: string, sortKey: string, sortOrder: SortOrder): Uint32Array {
    const key = orderKey(segment, sortKey, sortOrder);
    this.usedOrders.add(key);
    let order = this.orders.get(key);
    if (!order) {
      order = runNow(this.buildOrder(segment, sortKey, sortOrder));
      this.orders.set(key, order);
    }
    return order;
  }

  private segment(segment: string): Uint32Array {
    let positions = this.segmentRows.get(segment);
    if (!positions) {
      positions = runNow(this.buildSegment(segment));
      this.segmentRows.set(segment, positions);
    }
    return positions;
  }

  /**
   * Rows are replaced, never edited in place, so work begun on one version finishes on that
   * version's rows; caches are read and written only while it is still the current one.
   */
  private *buildSegment(segment: string): SlicedWork<Uint32Array> {
    const { rows, version } = this;
    const known = this.segmentRows.get(segment);
    if (known) return known;
    const tests =
      segment === ANY_SEGMENT ? Object.values(this.entity.segments) : [this.entity.segments[segment]];
    if (tests.some((test) => !test)) throw new Error(`${this.entity.entity} has no segment ${segment}`);
    const inSegment = (row: R) => tests.some((test) => (test as (row: R) => boolean)(row));
    const positions = yield* positionsWhere(rows, inSegment);
    if (version === this.version) this.segmentRows.set(segment, positions);
    return positions;
  }

  private *buildOrder(segment: string, sortKey: string, sortOrder: SortOrder): SlicedWork<Uint32Array> {
    const { rows, version } = this;
    const current = () => version === this.version;
    const known = this.orders.get(orderKey(segment, sortKey, sortOrder));
    if (known) return known;
    const positions = yield* this.buildSegment(segment);
    let values = current() ? this.values.get(sortKey) : undefined;
    if (!values) {
      const valueOf = (this.entity.sortValues as Record<string, (row: R) => SortValue>)[sortKey];
      if (!valueOf) throw new Error(`${this.entity.entity} has no sort key ${sortKey}`);
      values = yield* columnOf(rows, valueOf);
      if (current()) this.values.set(sortKey, values);
    }
    const ascKey = orderKey(segment, sortKey, 'asc');
    let ascending = current() ? this.orders.get(ascKey) : undefined;
    if (!ascending) {
      ascending = yield* sortAscending(positions, values);
      if (current()) this.orders.set(ascKey, ascending);
    }
    return sortOrder === 'asc' ? ascending : yield* reverseKeepingTies(ascending, values);
  }

  private async readAll(): Promise<Listed<R>[]> {
    const rows: Listed<R>[] = [];
    for await (const page of this.store.pages(PAGE_ROWS)) {
      for (const row of page) if (this.isRow(row)) rows.push(row as unknown as Listed<R>);
      await yieldToEventLoop();
    }
    return rows;
  }

  /** Prepares again, in slices, the orders screens used before the last change, and the filters. */
  private async prepareUsed() {
    await this.prepareFilters();
    for (const key of [...this.usedOrders]) {
      const [segment, sortKey, sortOrder] = key.split('|') as [string, string, SortOrder];
      if (!this.isPrepared(segment, sortKey, sortOrder)) await this.prepare(segment, sortKey, sortOrder);
    }
  }

  private onMutated = (parts: ObservabilitySet) => {
    const { table } = this.store;
    const ranges = parts[`idb://${table.db.name}/${table.name}/`];
    if (!ranges) return;
    for (const range of new RangeSet().add(ranges)) {
      if (range.from !== range.to || typeof range.from !== 'string') this.stale = null;
      else this.stale?.add(range.from);
    }
    if (this.isReady) this.followChanges();
  };

  /** Writes come in bursts (every click, both tabs, the replayer): read together, one at a time. */
  private followChanges() {
    if (this.stale !== null && this.stale.size === 0) return;
    this.reloading ??= this.reloadStale()
      .catch((error: unknown) => console.error(`[${this.entity.entity}] index reload failed:`, error))
      .finally(() => {
        this.reloading = null;
      });
  }

  private async reloadStale() {
    while (this.stale === null || this.stale.size > 0) {
      const keys = this.stale;
      this.stale = new Set();
      if (keys === null) this.rows = await Dexie.ignoreTransaction(() => this.readAll());
      else await Dexie.ignoreTransaction(() => this.reread([...keys]));
      this.changed();
      await this.prepareUsed();
    }
  }

  /** Re-reads changed records: a covered row missing from the fresh copy was deleted. */
  private async reread(keys: string[]) {
    const { rows, covers } = await this.store.reread(keys);
    this.rows = replaceCovered(this.rows, covers, rows.filter(this.isRow) as unknown as Listed<R>[]);
  }

  private changed() {
    this.values.clear();
    this.columns.clear();
    this.lastMask = null;
    this.segmentRows.clear();
    this.orders.clear();
    this.counts.clear();
    this.predicateCounts = new WeakMap();
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

const orderKey = (segment: string, sortKey: string, sortOrder: SortOrder) =>
  `${segment}|${sortKey}|${sortOrder}`;
