import type { ObservabilitySet } from 'dexie';
import Dexie, { RangeSet } from 'dexie';
import type { MerchantListQuery, MerchantSortKey, Page } from '../../contract';
import { blockKey, type BlockRowStore, type MirrorRow } from '../db';
import {
  foldCase,
  inQueue,
  isAwaitingApproval,
  type MerchantQueue,
  type MerchantRow,
} from './merchant-query';

/**
 * An in-memory index of the mirrored merchants, so that filtering, sorting, paging and counting
 * 50,000 rows stays well under a frame budget: rows are read from IndexedDB once, case-folded
 * sort keys are computed once per row, sorted orders are cached per (queue, key, order), and
 * Dexie's `storagemutated` event (which also reports other tabs' writes) tells which blocks of
 * rows (lib/db/block-row-store.ts) to re-read. Results must equal `queryMerchantRows` (the
 * reference), which a test checks.
 */
type Entry = { row: MerchantRow; keys: Record<MerchantSortKey, string> };
export type MerchantCounts = { active: number; inactive: number; awaitingApproval: number };

const TEXT_FIELDS = [
  'id',
  'merchantName',
  'email',
  'contactNumber',
  'status',
  'approvalStatus',
  'submissionStatus',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Rows come from our own server through the pull, so a full schema parse of 50,000 rows would be
 * wasted time; this cheap check keeps a damaged row from breaking the list (it is left out).
 */
const isMerchantRow = (row: MirrorRow): row is MirrorRow & MerchantRow =>
  TEXT_FIELDS.every((field) => typeof row[field] === 'string');

const prepare = (row: MerchantRow): Entry => ({
  row,
  keys: {
    merchantName: foldCase(row.merchantName),
    email: foldCase(row.email),
    contactNumber: foldCase(row.contactNumber),
    status: foldCase(row.status),
    approvalStatus: foldCase(row.approvalStatus),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  },
});

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class MerchantCache {
  private entries = new Map<string, Entry>();
  private sorted = new Map<string, Entry[]>();
  private listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;
  /** Rows changed while a reload runs: read together once it is over (null: everything). */
  private stale: Set<string> | null = new Set();
  private reloading: Promise<void> | null = null;
  private countsOf: { version: number; counts: MerchantCounts } | null = null;
  version = 0;
  isReady = false;

  constructor(private readonly store: BlockRowStore) {}

  /** Loads every row once and starts following changes; safe to call repeatedly. */
  load(): Promise<void> {
    this.loading ??= this.reloadAll().then(() => {
      Dexie.on('storagemutated', this.onMutated);
    });
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

  rows(): MerchantRow[] {
    return [...this.entries.values()].map((entry) => entry.row);
  }

  get(id: string): MerchantRow | undefined {
    return this.entries.get(id)?.row;
  }

  /** Merchants by status, and those awaiting approval: the dashboard's and the navbar's figures. */
  counts(): MerchantCounts {
    if (this.countsOf?.version !== this.version) {
      const counts = { active: 0, inactive: 0, awaitingApproval: 0 };
      for (const { row } of this.entries.values()) {
        if (row.status === 'Active') counts.active += 1;
        else if (row.status === 'Inactive') counts.inactive += 1;
        if (isAwaitingApproval(row)) counts.awaitingApproval += 1;
      }
      this.countsOf = { version: this.version, counts };
    }
    return this.countsOf.counts;
  }

  /** Up to `limit` merchants of any queue whose name contains `text`, by name. */
  findByName(text: string, limit: number): MerchantRow[] {
    const needle = foldCase(text);
    const found: MerchantRow[] = [];
    for (const entry of this.sortedEntries('all', 'merchantName', 'asc')) {
      if (found.length >= limit) break;
      if (entry.keys.merchantName.includes(needle)) found.push(entry.row);
    }
    return found;
  }

  query(query: MerchantListQuery, queue: MerchantQueue): Page<MerchantRow> {
    const ordered = this.sortedEntries(queue, query.sortKey, query.sortOrder);
    const start = (query.curPageIndex - 1) * query.pageSize;
    const end = start + query.pageSize;
    const name = foldCase(query.merchantName);
    const email = foldCase(query.email);
    const contact = foldCase(query.contactNumber);
    const items: MerchantRow[] = [];
    let totalCount = 0;
    if (!name && !email && !contact) {
      totalCount = ordered.length;
      for (let i = start; i < Math.min(end, ordered.length); i += 1) items.push((ordered[i] as Entry).row);
    } else {
      for (const entry of ordered) {
        const { keys } = entry;
        if (name && !keys.merchantName.includes(name)) continue;
        if (email && !keys.email.includes(email)) continue;
        if (contact && !keys.contactNumber.includes(contact)) continue;
        if (totalCount >= start && totalCount < end) items.push(entry.row);
        totalCount += 1;
      }
    }
    return { items, totalCount, pageSize: query.pageSize, curPageIndex: query.curPageIndex };
  }

  private sortedEntries(queue: MerchantQueue | 'all', key: MerchantSortKey, order: 'asc' | 'desc'): Entry[] {
    const cacheKey = `${queue}|${key}|${order}`;
    let list = this.sorted.get(cacheKey);
    if (!list) {
      const direction = order === 'asc' ? 1 : -1;
      list = [...this.entries.values()];
      if (queue !== 'all') list = list.filter((entry) => inQueue(entry.row, queue));
      list.sort((a, b) => direction * byCodeUnit(a.keys[key], b.keys[key]) || byCodeUnit(a.row.id, b.row.id));
      this.sorted.set(cacheKey, list);
    }
    return list;
  }

  private async reloadAll() {
    const rows = await this.store.toArray();
    this.entries = new Map(rows.filter(isMerchantRow).map((row) => [row.id, prepare(row)]));
    this.isReady = true;
    this.changed();
    // The screen opens on this order: sort it now, so the first page costs a slice, not a sort.
    this.sortedEntries('list', 'merchantName', 'asc');
  }

  /**
   * Writes come in bursts (every click, both tabs, the replayer): their keys are gathered and
   * read in one go, one read at a time, so IndexedDB is never flooded with overlapping reads.
   */
  private onMutated = (parts: ObservabilitySet) => {
    const { table } = this.store;
    const ranges = parts[`idb://${table.db.name}/${table.name}/`];
    if (!ranges) return;
    for (const range of new RangeSet().add(ranges)) {
      if (range.from !== range.to || typeof range.from !== 'string') this.stale = null;
      else this.stale?.add(range.from);
    }
    this.reloading ??= this.reloadStale()
      .catch((error: unknown) => console.error('[merchants] cache reload failed:', error))
      .finally(() => {
        this.reloading = null;
      });
  };

  private async reloadStale() {
    while (this.stale === null || this.stale.size > 0) {
      const keys = this.stale;
      this.stale = new Set();
      if (keys === null) await Dexie.ignoreTransaction(() => this.reloadAll());
      else await Dexie.ignoreTransaction(() => this.reloadKeys([...keys]));
    }
  }

  /** Re-reads whole blocks: a row missing from its block's fresh copy was deleted. */
  private async reloadKeys(keys: string[]) {
    const blocks = await this.store.readBlocks(keys);
    for (const id of this.entries.keys()) if (blocks.has(blockKey(id))) this.entries.delete(id);
    for (const rows of blocks.values())
      for (const row of rows) if (isMerchantRow(row)) this.entries.set(row.id, prepare(row));
    this.changed();
  }

  private changed() {
    this.sorted.clear();
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
