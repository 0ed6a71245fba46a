/**
 * The offline-core targets (docs/ARCHITECTURE.md, Offline core) in Chromium against the real server: 200,000 bookings are added to the 50,000
 * merchants already seeded, and a staff user's first sync of that dataset (everything mirrored, the
 * indexes following it) is measured against its 12 s target, with its ratio to a raw Dexie write of
 * the same records. Then 100,000 invoices are added and a second first sync is measured
 * (the 12 s target is set for the first dataset; this one shows what the invoices cost), with the
 * main thread's longest task over all of it, list queries, and the CSV export.
 */
import { loadavg } from 'node:os';
import { run, withHarness } from './harness-session';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200_000);
/** Invoices added with the bookings (0 adds none; the list's figures then show 0 rows). */
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);

type Tasks = { longestTaskMs: number; tasksOver50: number; tasksOver200: number; longestGapMs: number };
type Boot = Tasks & {
  pullMs: number;
  indexMs: number;
  fetchMs: number;
  longestFetchMs: number;
  changes: number;
  pages: number;
  merchants: number;
  bookings: number;
  invoices: number;
};
type Raw = { ms: number; records: number; rows: number };
type Queries = { loadMs: number; firstPageMs: number; total: number; p50: number; p95: number; max: number };
type Exported = Tasks & { ms: number; rows: number; columns: number; bytes: number; longestSliceMs: number };

/** The 1-minute load average when each measurement ended (other sessions share the 2 cores). */
const loads = new Map<string, string>();
const load = () => `load ${(loadavg()[0] ?? 0).toFixed(2)}`;
const line = (label: string, value: string, target: string, measured = '') =>
  console.log(
    `  ${label.padEnd(50)} ${value.padStart(12)}   ${target.padEnd(34)} ${loads.get(measured) ?? ''}`,
  );
const ratio = (value: number, target: number) => `ratio ${(value / target).toFixed(2)}`;
const tasks = (t: Tasks) =>
  `longtask max ${t.longestTaskMs.toFixed(0)} ms (${t.tasksOver200} over 200 ms, ${t.tasksOver50} over 50), probe gap ${t.longestGapMs.toFixed(0)} ms`;

function seed(dataDir: string, what: '--bookings' | '--invoices', count: number) {
  run('npx', ['tsx', 'server/seed-cli.ts', what, String(count)], { DATA_DIR: dataDir, DATABASE_URL: '' });
}

/**
 * A first sync's figures. The 12 s target is set for merchants and bookings; with the invoices the
 * figure shows what they cost. `loadKeys` name the loads recorded when the bootstrap and the raw
 * write ended.
 */
function printFirstSync(
  boot: Boot,
  raw: Raw,
  seedMs: number,
  isTargetDataset: boolean,
  loadKeys: { boot: string; raw: string },
) {
  console.log(
    `\nFirst sync${isTargetDataset ? '' : ' with the invoices'}, Chromium: ${boot.bookings} bookings + ` +
      `${boot.merchants} merchants + ${boot.invoices} invoices mirrored by a staff user ` +
      `(bookings seeded in ${(seedMs / 1000).toFixed(1)} s; 2 cores; beside a measured figure, the load average when it ended):`,
  );
  line(
    'bootstrap of everything (pull + IndexedDB, indexes on)',
    `${(boot.pullMs / 1000).toFixed(2)} s`,
    isTargetDataset
      ? `target ≤ 12 s: ${ratio(boot.pullMs, 12_000)}`
      : `no target (${ratio(boot.pullMs, 12_000)} to 12 s)`,
    loadKeys.boot,
  );
  line(
    `  ${boot.changes} rows in ${boot.pages} pages; page downloads summed (they overlap)`,
    `${(boot.fetchMs / 1000).toFixed(2)} s`,
    `longest page fetch ${boot.longestFetchMs.toFixed(0)} ms`,
  );
  line(
    `raw Dexie bulkAdd of the same ${raw.records} records (blocks)`,
    `${(raw.ms / 1000).toFixed(2)} s`,
    `bootstrap ÷ raw: ${(boot.pullMs / raw.ms).toFixed(2)}`,
    loadKeys.raw,
  );
  line('indexes settled after', `${(boot.indexMs / 1000).toFixed(2)} s`, 'from the pull start');
  line(
    'longest main-thread task, download + indexing',
    `${boot.longestTaskMs.toFixed(0)} ms`,
    `target ≤ 200 ms: ${ratio(boot.longestTaskMs, 200)}`,
    loadKeys.boot,
  );
  line('  ', '', tasks(boot));
}

export async function benchEverything(dataDir: string) {
  const seeded = performance.now();
  seed(dataDir, '--bookings', BOOKINGS);
  const seedMs = performance.now() - seeded;
  if (INVOICES > 0) {
    await withHarness(dataDir, async (call) => {
      const boot = await call<Boot>('bootstrapEverything');
      loads.set('firstSync', load());
      const raw = await call<Raw>('rawWriteAll');
      loads.set('firstSyncRaw', load());
      printFirstSync(boot, raw, seedMs, true, { boot: 'firstSync', raw: 'firstSyncRaw' });
    });
    seed(dataDir, '--invoices', INVOICES);
  }
  await withHarness(dataDir, async (benchCall) => {
    const call = (async (name: string, ...args: unknown[]) => {
      const result = await benchCall(name, ...args);
      loads.set([name, ...args].join(' '), load());
      return result;
    }) as typeof benchCall;
    const boot = await call<Boot>('bootstrapEverything');
    const raw = await call<Raw>('rawWriteAll');
    const bookings = await call<Queries>('entityQueries', 'bookings', 300);
    const merchants = await call<Queries>('entityQueries', 'merchants', 300);
    const invoices = await call<Queries>('entityQueries', 'invoices', 300);
    const exported = await call<Exported>('exportBookings');
    printFirstSync(boot, raw, seedMs, INVOICES === 0, { boot: 'bootstrapEverything', raw: 'rawWriteAll' });
    for (const [name, list, p95Target] of [
      ['bookings', bookings, 50],
      ['merchants', merchants, 15],
      ['invoices', invoices, 50],
    ] as const) {
      const measured = `entityQueries ${name} 300`;
      line(
        `${name} list: index load (already followed)`,
        `${list.loadMs.toFixed(0)} ms`,
        `${list.total} rows`,
      );
      line(
        `${name} list: first page`,
        `${list.firstPageMs.toFixed(2)} ms`,
        `target ≤ 15 ms: ${ratio(list.firstPageMs, 15)}`,
      );
      line(
        `${name} list: filter + sort + page of 50 + total, p95`,
        `${list.p95.toFixed(2)} ms`,
        `target ≤ ${p95Target} ms: ${ratio(list.p95, p95Target)}`,
        measured,
      );
      line('  p50 / max', `${list.p50.toFixed(2)} / ${list.max.toFixed(1)} ms`, '');
    }
    line(
      `CSV export of ${exported.rows} bookings, ${exported.columns} columns`,
      `${(exported.ms / 1000).toFixed(2)} s`,
      `target ≤ 5 s: ${ratio(exported.ms, 5000)}; ${(exported.bytes / 1e6).toFixed(1)} MB`,
      'exportBookings',
    );
    line(
      '  longest main-thread task during the export',
      `${exported.longestTaskMs.toFixed(0)} ms`,
      `target ≤ 200 ms: ${ratio(exported.longestTaskMs, 200)}`,
      'exportBookings',
    );
    line('  ', '', `${tasks(exported)}; longest slice ${exported.longestSliceMs.toFixed(0)} ms`);
  });
}
