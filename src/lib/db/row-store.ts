import type { Table } from 'dexie';
import type { MirrorRow } from './mirror-rows';

/**
 * The mirrored rows of one entity, whatever their layout in IndexedDB: one record per row (a plain
 * Dexie table) or rows packed into blocks (block-row-store.ts). The sync code (pull, outbox,
 * replay) reads and writes rows only through this, so it works the same on both. `table` is the
 * Dexie table a transaction over these rows must include.
 */
export interface RowStore {
  readonly table: Table<unknown, string>;
  get(id: string): Promise<MirrorRow | undefined>;
  bulkGet(ids: readonly string[]): Promise<(MirrorRow | undefined)[]>;
  put(row: MirrorRow): Promise<void>;
  bulkPut(rows: readonly MirrorRow[]): Promise<void>;
  delete(id: string): Promise<void>;
  bulkDelete(ids: readonly string[]): Promise<void>;
  count(): Promise<number>;
  toArray(): Promise<MirrorRow[]>;
  /** Up to `limit` rows that pass `test`, in storage order. */
  find(test: (row: MirrorRow) => boolean, limit: number): Promise<MirrorRow[]>;
  /** The stored version of each of these rows that exists. */
  storedVersions(ids: readonly string[]): Promise<Map<string, number>>;
  /**
   * Writes each row unless its stored copy is as new: a higher version is a write the server
   * confirmed after sending this row, the same version is this row already (the write's answer
   * stored it). What a pull page needs, in as few reads as the layout allows.
   */
  bulkPutNewer(rows: readonly MirrorRow[]): Promise<void>;
  /**
   * Every row in ascending id order (code units, as IndexedDB orders keys), a page of about
   * `size` rows per read, so a reader can hand the event loop back between pages.
   */
  pages(size: number): AsyncGenerator<MirrorRow[]>;
  /**
   * The rows stored under these record keys (as Dexie's `storagemutated` names them), and which
   * row ids those keys cover: a covered id missing from `rows` was deleted.
   */
  reread(keys: readonly string[]): Promise<RereadRows>;
}

export type RereadRows = { rows: MirrorRow[]; covers: (id: string) => boolean };

/** Up to this many rows, versions are read row by row; above, through one key range first. */
const FEW_ROWS = 50;

/** One record per row: the layout of every entity that Dexie queries by index. */
export class TableRowStore implements RowStore {
  constructor(readonly table: Table<MirrorRow, string>) {}

  get(id: string) {
    return this.table.get(id);
  }

  bulkGet(ids: readonly string[]) {
    return this.table.bulkGet([...ids]);
  }

  async put(row: MirrorRow) {
    await this.table.put(row);
  }

  async bulkPut(rows: readonly MirrorRow[]) {
    await this.table.bulkPut([...rows]);
  }

  delete(id: string) {
    return this.table.delete(id);
  }

  bulkDelete(ids: readonly string[]) {
    return this.table.bulkDelete([...ids]);
  }

  count() {
    return this.table.count();
  }

  toArray() {
    return this.table.toArray();
  }

  find(test: (row: MirrorRow) => boolean, limit: number) {
    return this.table.filter(test).limit(limit).toArray();
  }

  async *pages(size: number) {
    let last: string | null = null;
    for (;;) {
      const from = last;
      const page: MirrorRow[] = await (from === null
        ? this.table.orderBy(':id').limit(size).toArray()
        : this.table.where(':id').above(from).limit(size).toArray());
      if (!page.length) return;
      last = (page.at(-1) as MirrorRow).id;
      yield page;
    }
  }

  async bulkPutNewer(rows: readonly MirrorRow[]) {
    const stored = await this.storedVersions(rows.map((row) => row.id));
    const newer = rows.filter((row) => (stored.get(row.id) ?? -1) < row.version);
    if (newer.length) await this.bulkPut(newer);
  }

  async reread(keys: readonly string[]) {
    const rows = await this.table.bulkGet([...keys]);
    const wanted = new Set(keys);
    return { rows: rows.filter((row) => row !== undefined), covers: (id: string) => wanted.has(id) };
  }

  /**
   * A bootstrap page holds thousands of rows that are mostly not stored yet, and a read per row
   * would cost as much as writing them: the stored keys within the rows' id range come first, in
   * ONE request (snapshot pages are ordered by id, so that range holds few other rows), and only
   * rows that exist are read.
   */
  async storedVersions(ids: readonly string[]) {
    let wanted = [...ids];
    if (wanted.length > FEW_ROWS) {
      wanted.sort();
      const stored = await this.table
        .where(':id')
        .between(wanted[0] as string, wanted.at(-1) as string, true, true)
        .primaryKeys();
      const present = new Set(stored);
      wanted = wanted.filter((id) => present.has(id));
    }
    const versions = new Map<string, number>();
    if (!wanted.length) return versions;
    const rows = await this.table.bulkGet(wanted);
    rows.forEach((row, index) => {
      if (row) versions.set(wanted[index] as string, row.version);
    });
    return versions;
  }
}
