/**
 * Offline-core figures in Chromium against the real server with 50,000+ seeded merchants
 * (targets of the offline core issue). Runs the harness (tests/bench/harness) built from the app's
 * own modules, served by the real server as its static app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, withHarness } from './harness-session';
import { benchEverything } from './offline-everything';

const MERCHANTS = Number(process.env.BENCH_MERCHANTS ?? 50_000);
/** Bookings added after the merchants' figures (0 skips that part). */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200_000);

type Result<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;
type Bench = {
  bootstrap: (limit: number) => Promise<{ ms: number; changes: number; pages: number; merchants: number }>;
  rawBulkAdd: () => Promise<{ ms: number; rows: number; blocksMs: number; blocks: number }>;
  listQueries: (count: number) => Promise<Record<string, number>>;
  enqueueMany: (count: number) => Promise<{ count: number; p50: number; p95: number }>;
  drain: () => Promise<{
    ms: number;
    serverMs: number;
    requests: number;
    sent: number;
    left: number;
    refused: number;
  }>;
  issueInvoices: (count: number) => Promise<{
    count: number;
    createMs: number;
    createLeft: number;
    enqueueMs: number;
    issueMs: number;
    totalMs: number;
    left: number;
    failed: number;
  }>;
};

export async function benchOffline() {
  run('npx', ['vite', 'build', '--config', 'tests/bench/vite.harness.config.ts']);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-offline-'));
  try {
    const seeded = performance.now();
    run('npx', ['tsx', 'server/seed-cli.ts', '--merchants', String(MERCHANTS)], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    const seedMs = performance.now() - seeded;
    await withHarness(dataDir, async (call) => {
      const boot = await call<Result<Bench['bootstrap']>>('bootstrap', 5000);
      const raw = await call<Result<Bench['rawBulkAdd']>>('rawBulkAdd');
      const list = await call<Result<Bench['listQueries']>>('listQueries', 300);
      const enqueue = await call<Result<Bench['enqueueMany']>>('enqueueMany', 1000);
      const drained = await call<Result<Bench['drain']>>('drain');
      const issued = await call<Result<Bench['issueInvoices']>>('issueInvoices', 1000);

      const bootRate = boot.changes / (boot.ms / 1000);
      const rawRate = raw.rows / (raw.ms / 1000);
      const line = (label: string, value: string, target: string) =>
        console.log(`  ${label.padEnd(44)} ${value.padStart(12)}   ${target}`);
      console.log(
        `\nOffline core, Chromium, ${boot.merchants} merchants mirrored (seeding took ${(seedMs / 1000).toFixed(1)} s; load average ${(loadavg()[0] ?? 0).toFixed(2)}, 2 cores):`,
      );
      line(
        'bootstrap (all entities, pull + IndexedDB)',
        `${(boot.ms / 1000).toFixed(2)} s`,
        `target ≤ 4 s: ratio ${(boot.ms / 4000).toFixed(2)}`,
      );
      line(`  ${boot.changes} rows in ${boot.pages} pages`, `${Math.round(bootRate)} rows/s`, '');
      line(
        'raw Dexie bulkAdd of the same merchant rows',
        `${Math.round(rawRate)} rows/s`,
        `bootstrap / raw: ${(bootRate / rawRate).toFixed(2)} (target ≥ 0.8)`,
      );
      line(`  one record per row: ${raw.rows} records`, `${(raw.ms / 1000).toFixed(2)} s`, '');
      line(
        `  as the mirror's blocks: ${raw.blocks} records`,
        `${(raw.blocksMs / 1000).toFixed(2)} s`,
        'the layout the mirror writes',
      );
      line(
        'list: load the mirror into the index',
        `${list.loadMs?.toFixed(0)} ms`,
        'once per session, before the first page',
      );
      line(
        'list (merchants): first unfiltered page',
        `${list.firstPageMs?.toFixed(2)} ms`,
        `target ≤ 15 ms: ratio ${((list.firstPageMs ?? 0) / 15).toFixed(2)}`,
      );
      line(
        'list: filter + sort + page of 50 + total, p95',
        `${list.p95?.toFixed(2)} ms`,
        `target ≤ 15 ms: ratio ${((list.p95 ?? 0) / 15).toFixed(2)}`,
      );
      line('  p50 / max', `${list.p50?.toFixed(2)} / ${list.max?.toFixed(1)} ms`, '');
      line(
        'enqueue (optimistic write + op), p95',
        `${enqueue.p95.toFixed(2)} ms`,
        `target ≤ 5 ms: ratio ${(enqueue.p95 / 5).toFixed(2)}`,
      );
      line(
        `drain ${drained.sent} queued changes to the server`,
        `${(drained.ms / 1000).toFixed(2)} s`,
        `target ≤ 5 s: ratio ${(drained.ms / 5000).toFixed(2)}; left ${drained.left} (refused ${drained.refused})`,
      );
      line(
        `  in ${drained.requests} requests, waiting for the server`,
        `${(drained.serverMs / 1000).toFixed(2)} s`,
        `load average ${(loadavg()[0] ?? 0).toFixed(2)}`,
      );
      line(
        `issue ${issued.count} invoices through the outbox`,
        `${(issued.totalMs / 1000).toFixed(2)} s`,
        `target ≤ 10 s: ratio ${(issued.totalMs / 10_000).toFixed(2)}; left ${issued.left}, failed ${issued.failed}`,
      );
      line(
        `  queueing ${(issued.enqueueMs / 1000).toFixed(2)} s; the drafts' creation before it`,
        `${(issued.createMs / 1000).toFixed(2)} s`,
        `load average ${(loadavg()[0] ?? 0).toFixed(2)}`,
      );
    });
    if (BOOKINGS > 0) await benchEverything(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
