import type { Table } from 'dexie';
import type { MirrorRow } from './mirror-rows';
import type { RereadRows, RowStore } from './row-store';

/**
 * Rows packed into blocks: one IndexedDB record holds every row whose id starts with the same
 * BLOCK_KEY_LENGTH characters. IndexedDB's cost is per record (about 80 µs each in Chromium, far
 * more than the bytes), so the 50,000-merchant bootstrap writes about 4,100 records instead of
 * 50,000 (docs/ARCHITECTURE.md, "Mirror layout"). With uuid ids a block holds about a dozen rows
 * at 50,000 and a hundred at 500,000, so a single-row write (enqueue) stays a small read and
 * write. Snapshot pages come ordered by id, so a page fills whole blocks one after another.
 *
 * The price: no secondary indexes. Entities stored so (merchants, bookings: `storage: 'blocks'` in
 * their descriptors) are filtered, sorted and counted in memory (lib/list-engine/entity-index.ts),
 * which follows Dexie's `storagemutated` per block.
 */
export type RowBlock = { key: string; rows: MirrorRow[] };

export const BLOCK_KEY_LENGTH = 3;

export const blockKey = (id: string) => id.slice(0, BLOCK_KEY_LENGTH);

/** About how many rows a block holds at tens of thousands of rows: sizes a page read in blocks. */
const ROWS_PER_BLOCK_GUESS = 12;

const byId = (a: MirrorRow, b: MirrorRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function groupByBlock<T>(items: readonly T[], idOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = blockKey(idOf(item));
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Rows as the blocks that hold them. */
export const packIntoBlocks = (rows: readonly MirrorRow[]): RowBlock[] =>
  [...groupByBlock(rows, (row) => row.id)].map(([key, blockRows]) => ({ key, rows: blockRows }));

export class BlockRowStore implements RowStore {
  constructor(readonly table: Table<RowBlock, string>) {}

  async get(id: string) {
    return (await this.table.get(blockKey(id)))?.rows.find((row) => row.id === id);
  }

  async bulkGet(ids: readonly string[]) {
    const blocks = await this.readBlocks([...new Set(ids.map(blockKey))]);
    const byId = new Map<string, MirrorRow>();
    for (const rows of blocks.values()) for (const row of rows) byId.set(row.id, row);
    return ids.map((id) => byId.get(id));
  }

  /** The rows of each of these blocks (an empty list for a block that holds none). */
  async readBlocks(keys: readonly string[]): Promise<Map<string, MirrorRow[]>> {
    const blocks = await this.table.bulkGet([...keys]);
    return new Map(keys.map((key, index) => [key, blocks[index]?.rows ?? []]));
  }

  /**
   * Blocks come in key order and a block's key is its rows' id prefix: sorting each is enough.
   * The number of blocks per read follows the rows per block seen so far (a dozen at 50,000
   * merchants, about fifty at 200,000 bookings), so a read stays near `size` rows.
   */
  async *pages(size: number) {
    let rowsPerBlock = ROWS_PER_BLOCK_GUESS;
    let last: string | null = null;
    for (;;) {
      const from = last;
      const limit = Math.max(1, Math.round(size / rowsPerBlock));
      const blocks: RowBlock[] = await (from === null
        ? this.table.orderBy(':id').limit(limit).toArray()
        : this.table.where(':id').above(from).limit(limit).toArray());
      if (!blocks.length) return;
      last = (blocks.at(-1) as RowBlock).key;
      const rows: MirrorRow[] = [];
      for (const block of blocks) rows.push(...[...block.rows].sort(byId));
      rowsPerBlock = Math.max(1, rows.length / blocks.length);
      yield rows;
    }
  }

  async reread(keys: readonly string[]): Promise<RereadRows> {
    const blocks = await this.readBlocks(keys);
    return { rows: [...blocks.values()].flat(), covers: (id: string) => blocks.has(blockKey(id)) };
  }

  put(row: MirrorRow) {
    return this.bulkPut([row]);
  }

  bulkPut(rows: readonly MirrorRow[]) {
    return this.editBlocks(
      groupByBlock(rows, (row) => row.id),
      (stored, changes) => {
        for (const row of changes) stored.set(row.id, row);
        return true;
      },
    );
  }

  /** One read of the blocks, where reading the versions first and then writing read them twice. */
  bulkPutNewer(rows: readonly MirrorRow[]) {
    return this.editBlocks(
      groupByBlock(rows, (row) => row.id),
      (stored, changes) => {
        let changed = false;
        for (const row of changes) {
          if ((stored.get(row.id)?.version ?? -1) >= row.version) continue;
          stored.set(row.id, row);
          changed = true;
        }
        return changed;
      },
    );
  }

  delete(id: string) {
    return this.bulkDelete([id]);
  }

  bulkDelete(ids: readonly string[]) {
    return this.editBlocks(
      groupByBlock(ids, (id) => id),
      (stored, changes) => {
        let changed = false;
        for (const id of changes) changed = stored.delete(id) || changed;
        return changed;
      },
    );
  }

  async count() {
    let count = 0;
    await this.table.each((block) => {
      count += block.rows.length;
    });
    return count;
  }

  async toArray() {
    return (await this.table.toArray()).flatMap((block) => block.rows);
  }

  async find(test: (row: MirrorRow) => boolean, limit: number) {
    const found: MirrorRow[] = [];
    await this.table
      .toCollection()
      .until(() => found.length >= limit)
      .each((block) => {
        for (const row of block.rows) if (found.length < limit && test(row)) found.push(row);
      });
    return found;
  }

  async storedVersions(ids: readonly string[]) {
    const rows = await this.bulkGet(ids);
    const versions = new Map<string, number>();
    rows.forEach((row, index) => {
      if (row) versions.set(ids[index] as string, row.version);
    });
    return versions;
  }

  /**
   * Reads the blocks, lets `edit` change their rows (answering whether it changed anything) and
   * writes back the changed ones, in one transaction (joined when the caller holds one), so
   * another tab's write to the same block is never lost between the read and the write.
   */
  private editBlocks<T>(
    groups: Map<string, T[]>,
    edit: (stored: Map<string, MirrorRow>, changes: T[]) => boolean,
  ): Promise<void> {
    if (!groups.size) return Promise.resolve();
    return this.table.db.transaction('rw', this.table, async () => {
      const keys = [...groups.keys()];
      const blocks = await this.table.bulkGet(keys);
      const puts: RowBlock[] = [];
      const deletes: string[] = [];
      keys.forEach((key, index) => {
        const stored = new Map((blocks[index]?.rows ?? []).map((row) => [row.id, row]));
        if (!edit(stored, groups.get(key) as T[])) return;
        if (stored.size) puts.push({ key, rows: [...stored.values()] });
        else deletes.push(key);
      });
      for (const chunk of chunksOfRows(puts, ROWS_PER_WRITE)) await this.table.bulkPut(chunk);
      if (deletes.length) await this.table.bulkDelete(deletes);
    });
  }
}

/**
 * Rows written per bulkPut inside one transaction. IndexedDB copies every record when it is put,
 * synchronously, so a 5,000-row pull page written at once was one long main-thread task (328 ms on
 * a loaded machine, docs/ARCHITECTURE.md, Mirror layout); awaiting each chunk hands the event loop
 * back between them, and the transaction (one page, one cursor) stays one.
 */
const ROWS_PER_WRITE = 1000;

function* chunksOfRows(blocks: RowBlock[], rowsPerChunk: number): Generator<RowBlock[]> {
  let chunk: RowBlock[] = [];
  let rows = 0;
  for (const block of blocks) {
    chunk.push(block);
    rows += block.rows.length;
    if (rows >= rowsPerChunk) {
      yield chunk;
      chunk = [];
      rows = 0;
    }
  }
  if (chunk.length) yield chunk;
}
