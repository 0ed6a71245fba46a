/**
 * The offline-core bootstrap: everything a staff user mirrors (50,000 merchants, 200,000 bookings
 * and 100,000 invoices), through the app's own pull into a fresh mirror, then the list
 * indexes of merchants, bookings and invoices built from it, with the main thread's longest task over the whole of it; and a raw Dexie write
 * of the same records, as the mirror lays them out, for the ratio.
 */
import Dexie from 'dexie';
import { ENTITIES, SYNC_ENTITIES, type SyncEntity, type SyncPull } from '../../../src/contract';
import { packIntoBlocks, type MirrorDb, type MirrorRow } from '../../../src/lib/db';
import { getEntityIndex } from '../../../src/lib/list-engine';
import { fetchPageWithApi, pullChanges, type FetchPage } from '../../../src/lib/sync/pull';
import { watchLongTasks } from './long-tasks';

const QUIET_MS = 1000;

/**
 * When the indexes had read the last page and built their default orders: each re-read makes a new
 * version (its orders then build in slices): the time of the last one, once none came for QUIET_MS.
 */
async function settled(indexes: readonly { version: number }[]) {
  let lastChange = performance.now();
  let versions = indexes.map((index) => index.version);
  while (performance.now() - lastChange < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = indexes.map((index) => index.version);
    if (now.some((version, i) => version !== versions[i])) [lastChange, versions] = [performance.now(), now];
  }
  return lastChange;
}

/**
 * `earlyCursor: false` asks each page only once the one before it has arrived, as the app did
 * before the next cursor came in the headers: the same run can then compare both.
 */
export async function bootstrapAll(db: MirrorDb, { earlyCursor = true } = {}) {
  // Each page's download, summed: pages are asked for ahead, so downloads overlap each other and the writes.
  let fetchMs = 0;
  let longestFetchMs = 0;
  const fetchPage: FetchPage = async (cursor, limit, onNextCursor): Promise<SyncPull> => {
    const started = performance.now();
    const page = await fetchPageWithApi(cursor, limit, earlyCursor ? onNextCursor : undefined);
    const took = performance.now() - started;
    fetchMs += took;
    longestFetchMs = Math.max(longestFetchMs, took);
    return page;
  };
  const stop = watchLongTasks();
  const started = performance.now();
  // As on the dashboard during a first sync: the indexes load at once and follow every page written.
  const indexes = [
    getEntityIndex(db, 'merchants'),
    getEntityIndex(db, 'bookings'),
    getEntityIndex(db, 'invoices'),
  ] as const;
  const loads = Promise.all(indexes.map((index) => index.load()));
  const result = await pullChanges(db, { fetchPage });
  const pullMs = performance.now() - started;
  await loads;
  const indexMs = (await settled(indexes)) - started;
  const tasks = await stop();
  return {
    pullMs,
    indexMs,
    fetchMs,
    longestFetchMs,
    changes: result.changes,
    pages: result.pages,
    merchants: await db.merchants.count(),
    bookings: await db.bookings.count(),
    invoices: await db.invoices.count(),
    ...tasks,
  };
}

/**
 * The same records the pull wrote, as the mirror lays them out, with a plain Dexie bulkAdd. The
 * rows are read back from the mirror here (holding a copy during the bootstrap would load the
 * garbage collector the measured pull pays for).
 */
export async function rawWriteAll(db: MirrorDb) {
  const rowsByEntity = new Map<SyncEntity, MirrorRow[]>();
  for (const entity of SYNC_ENTITIES) rowsByEntity.set(entity, await db.rows(entity).toArray());
  const raw = new Dexie('bench-raw-all');
  const entities = [...rowsByEntity.keys()];
  raw
    .version(1)
    .stores(
      Object.fromEntries(
        entities.map((entity) => [entity, ENTITIES[entity].storage === 'blocks' ? 'key' : 'id']),
      ),
    );
  await raw.open();
  let records = 0;
  const started = performance.now();
  for (const entity of entities) {
    const rows = rowsByEntity.get(entity) ?? [];
    const items = ENTITIES[entity].storage === 'blocks' ? packIntoBlocks(rows) : rows;
    records += items.length;
    await raw.table(entity).bulkAdd(items);
  }
  const ms = performance.now() - started;
  await raw.delete();
  const rows = [...rowsByEntity.values()].reduce((sum, list) => sum + list.length, 0);
  return { ms, records, rows };
}
