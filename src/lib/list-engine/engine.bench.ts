/**
 * The list engine's micro benchmark (docs/ARCHITECTURE.md, List engine), under Node:
 *
 *   npx tsx src/lib/list-engine/engine.bench.ts [bookings=200000] [merchants=50000] [invoices=100000]
 *     [creditEntries=100000] [--idb]
 *
 * For 200,000 bookings, 50,000 merchants and 100,000 invoices (with their lines) held by an in-memory row store (IndexedDB's own read
 * cost is measured in Chromium by `npm run bench`; `--idb` reads them from the mirror's real block
 * store on fake-indexeddb instead, whose costs are not Chromium's but whose paging is the app's): the index build (read in pages, default orders
 * sorted in slices) and the longest synchronous slice while it runs, measured by a probe that
 * runs between tasks; the first page once loaded; then random queries (filter + sort + page of 50
 * + total): a new sort order is first built in slices as the screens do (its time and longest
 * slice printed), then the query is timed, in wall-clock and in this process's CPU time (on a
 * shared machine the wall-clock includes time other processes had the core). Targets: bookings query p95 ≤ 50 ms, first
 * page ≤ 15 ms, merchants p95 ≤ 15 ms, no task over 200 ms; invoices query p95 ≤ 50 ms;
 * 100,000 ledger entries: history query p95 ≤ 50 ms.
 */
import Dexie from 'dexie';
import * as v from 'valibot';
import { LIST_ENTITIES, type AnyListEntity, type ListedEntity } from '../../contract';
import type { MirrorRow, RowStore } from '../db';
import { EntityIndex } from './entity-index';
import { bookingRows, creditEntryRows, invoiceRows, merchantRows, random } from './testing/random-rows';
import { randomQuery } from './testing/random-query';

const QUERIES = 300;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Records the longest gap between two turns of a probe that re-posts itself as a task, in
 * wall-clock and in this process's CPU time (on a shared machine a wall-clock gap also holds time
 * other processes had the core; the CPU time also holds V8's helper threads, GC included).
 */
function longestTaskProbe() {
  const channel = new MessageChannel();
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let wall = 0;
  let cpu = 0;
  let running = true;
  const turn = () => {
    const now = performance.now();
    const used = process.cpuUsage(lastCpu);
    wall = Math.max(wall, now - last);
    cpu = Math.max(cpu, (used.user + used.system) / 1000);
    last = now;
    lastCpu = process.cpuUsage();
  };
  channel.port1.onmessage = () => {
    turn();
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    running = false;
    channel.port1.close();
    turn();
    return `${ms(wall)} (CPU ${ms(cpu)})`;
  };
}

function memoryStore(rows: MirrorRow[]): RowStore {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    table: { name: 'bench', db: { name: 'bench' } },
    async *pages(size: number) {
      for (let start = 0; start < sorted.length; start += size) {
        await Promise.resolve();
        yield sorted.slice(start, start + size);
      }
    },
  } as unknown as RowStore;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function storeOf(entity: ListedEntity, rows: MirrorRow[]): Promise<RowStore> {
  if (!process.argv.includes('--idb')) return memoryStore(rows);
  const fake = await import('fake-indexeddb');
  Dexie.dependencies.indexedDB = fake.indexedDB;
  Dexie.dependencies.IDBKeyRange = fake.IDBKeyRange;
  const { MirrorDb } = await import('../db');
  const db = new MirrorDb(`bench-${entity}`);
  await db.delete();
  await db.open();
  const store = db.rows(entity);
  for (let i = 0; i < rows.length; i += 5000) await store.bulkPut(rows.slice(i, i + 5000));
  return store;
}

async function benchEntity(entity: ListedEntity, rows: MirrorRow[]) {
  const descriptor: AnyListEntity = LIST_ENTITIES[entity];
  const index = new EntityIndex(descriptor, await storeOf(entity, rows));
  let stop = longestTaskProbe();
  let started = performance.now();
  await index.load();
  const buildMs = performance.now() - started;
  const buildSlice = stop();

  const firstQuery = v.parse(descriptor.querySchema, { pageSize: 50 }) as never;
  started = performance.now();
  index.query(firstQuery, 'list');
  const firstPageMs = performance.now() - started;

  const next = random(11);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const prepares: number[] = [];
  let prepareSlice = '';
  let longestPrepare = 0;
  for (let i = 0; i < QUERIES; i += 1) {
    const query: Record<string, unknown> = { ...randomQuery<object>(descriptor, rows, next), pageSize: 50 };
    const segments = Object.keys(descriptor.segments);
    const segment = segments[Math.floor(next() * segments.length)] as string;
    const sortKey = query.sortKey as string;
    const sortOrder = query.sortOrder as 'asc' | 'desc';
    if (!index.isPrepared(segment, sortKey, sortOrder)) {
      stop = longestTaskProbe();
      started = performance.now();
      await index.prepare(segment, sortKey, sortOrder);
      const took = performance.now() - started;
      prepares.push(took);
      const slice = stop();
      if (took >= longestPrepare) [longestPrepare, prepareSlice] = [took, slice];
    }
    const cpu = process.cpuUsage();
    started = performance.now();
    index.query(query as never, segment);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  index.dispose();
  console.log(
    `${entity} (${rows.length.toLocaleString('en')} rows): build ${ms(buildMs)}, longest task while building ` +
      `${buildSlice}; first page ${ms(firstPageMs)}; query p50 ${ms(percentile(times, 50))}, ` +
      `p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} (${QUERIES} random queries; ` +
      `CPU time p95 ${ms(percentile(cpuTimes, 95))}, unaffected by other processes); ` +
      `${prepares.length} new orders built in slices: p95 ${ms(percentile(prepares, 95))}, ` +
      `longest task of the longest build ${prepareSlice}`,
  );
}

const [bookingCount = 200_000, merchantCount = 50_000, invoiceCount = 100_000, entryCount = 100_000] =
  process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'))
    .map(Number);
// A count of 0 skips that entity.
if (bookingCount > 0)
  await benchEntity('bookings', bookingRows(bookingCount, random(5)) as unknown as MirrorRow[]);
if (merchantCount > 0)
  await benchEntity('merchants', merchantRows(merchantCount, random(6)) as unknown as MirrorRow[]);
if (invoiceCount > 0)
  await benchEntity('invoices', invoiceRows(invoiceCount, random(7)) as unknown as MirrorRow[]);
if (entryCount > 0)
  await benchEntity('creditEntries', creditEntryRows(entryCount, random(8)) as unknown as MirrorRow[]);
