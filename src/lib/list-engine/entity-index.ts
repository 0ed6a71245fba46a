/**
 * One in-memory index of a mirrored entity's rows (docs/ARCHITECTURE.md, List engine), for every
 * list, count and search of the app: rows are read from IndexedDB once (in pages, handing the event
 * loop back between them) into a view (rows-view.ts) that derives sort orders, filter columns and
 * segments lazily. Dexie's `storagemutated` event (which also reports other tabs' writes) tells
 * which records to re-read; bursts are gathered and read one at a time, and each read makes a new
 * view whose orders in use are built again in slices, so the main thread stays free.
 *
 * Results equal the contract's reference `queryEntityRows`; filters go only through the
 * descriptor's `matchesFilter`, so each match rule has one home (src/contract/entity-descriptor.ts).
 */
import type { ObservabilitySet } from 'dexie';
import Dexie, { RangeSet } from 'dexie';
import * as v from 'valibot';
import type { ListEntity, Page, SortOrder } from '../../contract';
import { isFillingTable, type MirrorRow, type RowStore } from '../db';
import { shapeCheck, type Listed } from './list-rows';
import { orderKey, RowsView, type QueryBase } from './rows-view';
import { replaceCovered } from './sorted-rows';
import { yieldToMain } from '../scheduling/yield-to-main';
import { runSliced } from './sliced-work';

/** Rows read per IndexedDB request while loading. */
const PAGE_ROWS = 2000;
/** Orders kept ready across writes besides the defaults: the last few a screen asked for. */
const KEPT_ORDERS = 4;
/**
 * After one re-read, the next waits this long, so a burst of writes (a bootstrap writes a page of
 * rows every few hundred milliseconds) is read, and its orders sorted, once rather than per page.
 * It waits longer when the last re-read took longer (see reloadStale).
 */
const REREAD_GAP_MS = 250;
/**
 * A view made while writes come in builds its filter columns only once none came for this long:
 * during a bootstrap (a page every second or so) they were rebuilt for every burst, 2.5 s of a
 * profile's main thread, and thrown away with the view. A filter asked before builds its own.
 */
const COLUMNS_QUIET_MS = 1500;

/** The mirror closed under a read (sign-out, a wipe): expected, not an error. */
export const isMirrorClosed = (error: unknown) =>
  error instanceof Error && error.name === 'DatabaseClosedError';

export class EntityIndex<R extends { id: string }, Q extends QueryBase> {
  private view: RowsView<R, Q>;
  /** The default orders, then the orders screens asked for last: built again for each new view. */
  private readonly defaultOrders: string[];
  private usedOrders = new Set<string>();
  /** Orders being built in slices, per view, so two callers share one build. */
  private building = new WeakMap<RowsView<R, Q>, Map<string, Promise<void>>>();
  private listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;
  /** Record keys changed since the last read (null: everything). */
  private stale: Set<string> | null = new Set();
  private reloading: Promise<void> | null = null;
  private nextReadAt = -Infinity;
  private isDisposed = false;
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
    this.view = new RowsView(entity, [], this.defaults);
    // The screens open on the default order: it is built right after each load.
    this.defaultOrders = Object.keys(entity.segments).map((segment) =>
      orderKey(segment, this.defaults.sortKey, this.defaults.sortOrder),
    );
  }

  /** Loads every row once and starts following changes; safe to call repeatedly. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      Dexie.on('storagemutated', this.onMutated);
      this.stale = new Set();
      const rows = await this.readAll();
      this.isReady = true;
      this.replaceRows(rows);
      await this.prepareOrders();
      await this.buildColumns(this.view);
      this.followChanges();
    })().catch((error: unknown) => {
      // A mirror closed under the read (sign-out, a wiped database): a later call tries again.
      Dexie.on('storagemutated').unsubscribe(this.onMutated);
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  dispose() {
    this.isDisposed = true;
    Dexie.on('storagemutated').unsubscribe(this.onMutated);
    this.listeners.clear();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  get(id: string): Listed<R> | undefined {
    return this.view.get(id);
  }

  /** Rows in a segment (and passing `predicate`: keep it a constant), memoised per version. */
  count(segment: string, predicate?: (row: R) => boolean): number {
    return this.view.count(segment, predicate);
  }

  /** Visits every row of a segment in id order (figures that are not a count, like a chart's). */
  each(segment: string, visit: (row: Listed<R>) => void): void {
    this.view.each(segment, visit);
  }

  /** A page of the list: the segment, the filters, the order, the page, and the total. */
  query(query: Q, segment: string): Page<Listed<R>> {
    this.use(orderKey(segment, query.sortKey, query.sortOrder));
    return this.view.query(query, segment);
  }

  /** Every matching row in list order (an export): no paging; cheap when unfiltered. */
  select(query: Q, segment: string): readonly Listed<R>[] {
    this.use(orderKey(segment, query.sortKey, query.sortOrder));
    return this.view.select(query, segment);
  }

  /**
   * Up to `limit` listed rows (of any segment) whose search fields contain `text`, in the default
   * list order; a blank text matches every row (a picker's first choices).
   */
  search(text: string, limit: number): Listed<R>[] {
    return this.view.search(text, limit);
  }

  /** Is the order of this query ready, so `query` answers without sorting? */
  isPrepared(segment: string, sortKey: string, sortOrder: SortOrder): boolean {
    return this.view.isPrepared(orderKey(segment, sortKey, sortOrder));
  }

  /** Builds an order in slices, so the first sort on a key never blocks the main thread. */
  prepare(segment: string, sortKey: string, sortOrder: SortOrder): Promise<void> {
    const key = orderKey(segment, sortKey, sortOrder);
    this.use(key);
    return this.build(this.view, key);
  }

  private build(view: RowsView<R, Q>, key: string): Promise<void> {
    if (view.isPrepared(key)) return Promise.resolve();
    let builds = this.building.get(view);
    if (!builds) this.building.set(view, (builds = new Map()));
    let build = builds.get(key);
    if (!build) {
      const [segment, sortKey, sortOrder] = key.split('|') as [string, string, SortOrder];
      // A build for a view that rows have replaced is dropped at its next yield.
      build = runSliced(view.buildOrder(segment, sortKey, sortOrder), () => view === this.view).then(
        () => undefined,
      );
      builds.set(key, build);
    }
    return build;
  }

  /** Remembers an order as used last (the few kept ready across writes). */
  private use(key: string) {
    this.usedOrders.delete(key);
    this.usedOrders.add(key);
    if (this.usedOrders.size > KEPT_ORDERS)
      this.usedOrders.delete(this.usedOrders.values().next().value as string);
  }

  private async readAll(): Promise<Listed<R>[]> {
    const rows: Listed<R>[] = [];
    for await (const page of this.store.pages(PAGE_ROWS)) {
      for (const row of page) if (this.isRow(row)) rows.push(row as unknown as Listed<R>);
      await yieldToMain();
    }
    return rows;
  }

  /** Builds, in slices, the orders screens used for the current view. */
  private async prepareOrders() {
    const { view } = this;
    for (const key of [...this.defaultOrders, ...this.usedOrders].reverse()) {
      if (view !== this.view) return;
      await this.build(view, key);
    }
  }

  private buildColumns(view: RowsView<R, Q>) {
    return runSliced(view.buildColumns(), () => view === this.view);
  }

  /** The filter columns of a view that follows writes, once writes have paused (COLUMNS_QUIET_MS). */
  private buildColumnsWhenQuiet(view: RowsView<R, Q>) {
    setTimeout(() => {
      if (view !== this.view || this.isDisposed) return;
      this.buildColumns(view).catch((error: unknown) => {
        if (!isMirrorClosed(error)) console.error(`[${this.entity.entity}] index columns failed:`, error);
      });
    }, COLUMNS_QUIET_MS);
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
    if (this.isDisposed || this.reloading || !this.hasUnread()) return;
    this.reloading = this.reloadStale().then(
      () => {
        this.reloading = null;
        // A write reported after the loop's last check found this read still running and
        // started none: without this it would wait for the next write.
        this.followChanges();
      },
      (error: unknown) => {
        this.reloading = null;
        // The mirror closed under the read: disposed (sign-out), or reopening after a wipe, when
        // the next write reads everything again.
        if (this.isDisposed || isMirrorClosed(error)) this.stale = null;
        else console.error(`[${this.entity.entity}] index reload failed:`, error);
      },
    );
  }

  private hasUnread() {
    return this.stale === null || this.stale.size > 0;
  }

  /**
   * Does this index know of rows a bootstrap wrote to its table that it has not read, because the
   * pull is still filling the table (bulk-fill.ts)? The entity may look complete to its screens
   * already (a later entity's rows have arrived in the same page), so they wait for this too:
   * they would show the rows of the pages before as the whole list, and a figure beside the list
   * read later would disagree with it.
   */
  isBehindFill(): boolean {
    const { table } = this.store;
    return this.hasUnread() && isFillingTable(table.db.name, table.name);
  }

  /**
   * Each re-read's orders are built before the next burst is read, and the next read waits at
   * least as long as this one took. Before, a burst arriving every 250 ms dropped the sorts begun
   * for the one before: during a bootstrap of 200,000 bookings nearly every sort was thrown away
   * half done, and that work held the main thread the pull needed (10 s of a 60 s bootstrap in a
   * profile). Now a burst is followed with at most about half the main thread, and less often as
   * the rows, and so their sorts, grow.
   */
  private async reloadStale() {
    const { table } = this.store;
    while (this.hasUnread()) {
      const wait = this.nextReadAt - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // A bootstrap is still filling this table: read it once the pull has moved on (bulk-fill.ts).
      if (isFillingTable(table.db.name, table.name) && !this.isDisposed) {
        this.nextReadAt = performance.now() + REREAD_GAP_MS;
        continue;
      }
      const started = performance.now();
      const keys = this.stale;
      this.stale = new Set();
      if (keys === null) this.replaceRows(await Dexie.ignoreTransaction(() => this.readAll()));
      else {
        // A covered row missing from the fresh copy was deleted.
        const { rows, covers } = await Dexie.ignoreTransaction(() => this.store.reread([...keys]));
        const fresh = rows.filter(this.isRow) as unknown as Listed<R>[];
        this.replaceRows(replaceCovered(this.view.rows, covers, fresh));
      }
      await this.prepareOrders().catch((error: unknown) => {
        if (!isMirrorClosed(error)) console.error(`[${this.entity.entity}] index orders failed:`, error);
      });
      this.buildColumnsWhenQuiet(this.view);
      this.nextReadAt = performance.now() + Math.max(REREAD_GAP_MS, performance.now() - started);
    }
  }

  private replaceRows(rows: readonly Listed<R>[]) {
    this.view = new RowsView(this.entity, rows, this.defaults);
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
