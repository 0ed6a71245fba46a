/**
 * `npm run bench:api`: the API under load, on the embedded database (PGlite)
 * and on PostgreSQL (WORKERS=2 when the server supports it), each seeded with 50,000 merchants and
 * 1,000 users:
 * - GET Merchant/merchantListPage?pageSize=50 as a signed-in admin, autocannon with 50
 *   connections after a warm-up, three runs (the first is the figure; two half as long after it for
 *   memory growth): req/s and p99 (PostgreSQL ≥ 800 req/s and p99 ≤
 *   100 ms; PGlite ≥ 200 req/s), beside the server's own listPage straight on the database (the
 *   floor, ./list-floor.ts) and our ratio to it;
 * - while 20 clients bootstrap over and over (./pull-loops.ts): /api/health p99 ≤ 100 ms and the
 *   list's p99 ≤ 500 ms;
 * - the server's resident memory (all its processes) after each run: growth over three runs;
 * - credit (./credit-figures.ts): with BENCH_API_CREDIT_ENTRIES (100,000) ledger entries,
 *   the account summary p95 ≤ 20 ms and the history's first page p95 ≤ 50 ms, one caller.
 * Each figure prints with its target, the ratio to it and the load average; when the machine was
 * busy before the bench started (load above 1.5 on 2 cores), every figure says so. BENCH_API_SECONDS (default 20) sets the length of a run, BENCH_API_WARMUP
 * (3) the warm-up, BENCH_API_MERCHANTS / BENCH_API_USERS the seed, BENCH_API_SKIP_PGLITE=1 or
 * BENCH_API_SKIP_POSTGRES=1 a database. PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL, else
 * a private cluster (./postgres.ts). A failing part reports its error; the others still print,
 * and every process the bench started is stopped.
 */
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../../support/server-process';
import { creditFigures } from './credit-figures';
import { listFloorPglite, listFloorPostgres, type FloorResult } from './list-floor';
import { failures, hammer } from './load';
import { benchNoticeFanout } from './notice-fanout';
import { startBenchPostgres } from './postgres';
import { figure, load1, loadAtBenchStart, loadNote, serverMemory } from './report';
import { part, reportFailedParts } from '../bench-parts';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_API_WARMUP ?? 3);
const MERCHANTS = Number(process.env.BENCH_API_MERCHANTS ?? 50_000);
const USERS = Number(process.env.BENCH_API_USERS ?? 1_000);
const CREDIT_ENTRIES = Number(process.env.BENCH_API_CREDIT_ENTRIES ?? 100_000);
const PORT = process.env.BENCH_API_PORT ?? '4396';
const CONNECTIONS = 50;
const PULL_LOOPS = 20;
const RUNS = 3;
const FLOOR_SECONDS = Math.max(2, Math.round(SECONDS / 4));
const JWT_SECRET = 'bench-api-secret-that-is-long-enough-0123456789';
const LIST_PATH = '/api/v1/bo/Merchant/merchantListPage?pageSize=50';

type Database = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; workers: number };

function seed(database: Database) {
  const env =
    database.kind === 'pglite'
      ? { DATA_DIR: database.dataDir, DATABASE_URL: '' }
      : // The demo data and accounts, which a DATABASE_URL alone does not create.
        { DATABASE_URL: database.url, SEED_DEMO: '1' };
  const started = performance.now();
  const result = spawnSync(
    'npx',
    [
      'tsx',
      'server/seed-cli.ts',
      '--merchants',
      String(MERCHANTS),
      '--users',
      String(USERS),
      '--credit-entries',
      String(CREDIT_ENTRIES),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } },
  );
  if (result.status !== 0) throw new Error('seeding failed');
  return (performance.now() - started) / 1000;
}

/** A settled PostgreSQL has statistics (autovacuum analyzes a table after bulk writes). */
async function analyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/bo/General/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo@12345' }),
  });
  const body = (await res.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`sign-in as admin failed: ${res.status}`);
  return body.data.accessToken;
}

/** With WORKERS=2 the workers start after the first answers: wait until all of them run. */
async function waitForNodes(server: RunningServer, nodes: number) {
  const pid = server.process.pid ?? -1;
  for (let i = 0; i < 100 && serverMemory(pid).nodes < nodes; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return serverMemory(pid).nodes;
}

async function underPulls(server: RunningServer, token: string) {
  const child = fork('tests/bench/api/pull-loops.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_PULL_URL: server.url,
      BENCH_PULL_TOKEN: token,
      BENCH_PULL_LOOPS: String(PULL_LOOPS),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    // Measure once the bootstraps are under way.
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', () => reject(new Error('the pull loops ended before their first page')));
    });
    // One after the other, so each figure shows what the pulls do to it, not what the other call does.
    const headers = { Authorization: `Bearer ${token}` };
    const seconds = Math.max(2, Math.round(SECONDS / 2));
    const healthLoad = load1();
    const health = await hammer(`${server.url}/api/health`, { seconds, connections: 10 });
    const healthNote = [loadNote(healthLoad), failures(health)].filter(Boolean).join('; ');
    const listLoad = load1();
    const list = await hammer(`${server.url}${LIST_PATH}`, { seconds, connections: 10, headers });
    const listNote = [loadNote(listLoad), failures(list)].filter(Boolean).join('; ');
    const pulls = await new Promise<Record<string, number | string>>((resolve, reject) => {
      child.on(
        'message',
        (message) => typeof message === 'object' && resolve(message as Record<string, number | string>),
      );
      child.once('exit', () => reject(new Error('the pull loops ended without their counts')));
      child.send('stop');
    });
    console.log(
      `\n  While ${PULL_LOOPS} clients bootstrap over and over (10 connections, ${seconds} s each):`,
    );
    figure('/api/health p99', health.p99, 'ms', { atMost: 100 }, healthNote);
    figure('merchantListPage p99', list.p99, 'ms', { atMost: 500 }, listNote);
    figure('  health answers per second', health.rps, 'req/s', null, `p50 ${health.p50} ms`);
    figure('  list answers per second', list.rps, 'req/s', null, `p50 ${list.p50} ms`);
    console.log(
      `  pulls meanwhile: ${pulls.bootstraps} whole bootstraps, ${pulls.pages} pages of 5,000, ` +
        `${pulls.busy} busy answers (503 + Retry-After), ${pulls.failed} failures` +
        (pulls.lastFailure ? ` (last: ${pulls.lastFailure})` : ''),
    );
    // Pulls the server was still working on when their clients left finish before memory is read.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}

async function benchDatabase(label: string, database: Database, floorOf: () => Promise<FloorResult>) {
  console.log(`\n${label}`);
  const seedSeconds = seed(database);
  if (database.kind === 'postgres') await analyze(database.url);
  console.log(
    `  seeded ${MERCHANTS} merchants, ${USERS} users and ${CREDIT_ENTRIES} credit entries in ${seedSeconds.toFixed(1)} s`,
  );
  let loadAtStart = load1();
  const floor = await floorOf();
  const floorNote = loadNote(loadAtStart);

  const workers = database.kind === 'postgres' ? database.workers : 1;
  const env: Record<string, string> = {
    PORT,
    JWT_SECRET,
    SIGN_IN_RATE_LIMIT: '100000',
    STATIC_DIR: join(tmpdir(), 'bo-bench-api-no-app'),
    ...(database.kind === 'pglite'
      ? { DATA_DIR: database.dataDir }
      : { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-bench-api-data-')) }),
    ...(workers > 1 ? { WORKERS: String(workers) } : {}),
  };
  const server = await startServer(env);
  try {
    const pid = server.process.pid ?? -1;
    const nodes = await waitForNodes(server, workers > 1 ? workers + 1 : 1);
    if (workers > 1) {
      console.log(
        nodes > workers
          ? `  WORKERS=${workers}: ${nodes - 1} worker processes under the primary`
          : `  WORKERS=${workers} NOT AVAILABLE: the server runs ${nodes} Node process(es), so these are one process's figures`,
      );
    }
    const token = await signIn(server);
    const headers = { Authorization: `Bearer ${token}` };
    await hammer(`${server.url}${LIST_PATH}`, { seconds: WARMUP_SECONDS, connections: CONNECTIONS, headers });

    const target = database.kind === 'postgres' ? { rps: 800, p99: 100 } : { rps: 200, p99: null };
    const memory: number[] = [];
    console.log(
      `  merchantListPage?pageSize=50, ${CONNECTIONS} connections, ${SECONDS} s (runs 2 and 3: half that):`,
    );
    for (let run = 1; run <= RUNS; run++) {
      loadAtStart = load1();
      // The first run is the figure; the two after it, half as long, show whether memory grows.
      const result = await hammer(`${server.url}${LIST_PATH}`, {
        seconds: run === 1 ? SECONDS : Math.max(2, Math.round(SECONDS / 2)),
        connections: CONNECTIONS,
        headers,
      });
      memory.push(serverMemory(pid).mb);
      const note = [loadNote(loadAtStart), failures(result)].filter(Boolean).join('; ');
      figure(`run ${run}: req/s`, result.rps, 'req/s', { atLeast: target.rps }, note);
      figure(
        `run ${run}: p99`,
        result.p99,
        'ms',
        target.p99 ? { atMost: target.p99 } : null,
        `p50 ${result.p50} ms`,
      );
      figure(`run ${run}: ratio to the floor (req/s)`, result.rps / floor.rps, 'x', null);
    }
    figure('floor: listPage on the database, no HTTP (req/s)', floor.rps, 'req/s', null, floorNote);
    figure('floor p99', floor.p99, 'ms', null);
    figure(
      '  one caller alone: a full count (once per write now)',
      floor.countMs,
      'ms',
      null,
      `the page of 50: ${floor.pageMs.toFixed(1)} ms`,
    );

    await creditFigures(server.url, CREDIT_ENTRIES);
    await underPulls(server, token);
    memory.push(serverMemory(pid).mb);
    const [first = 0, , third = 0] = memory;
    const { processes, nodes: nodesNow } = serverMemory(pid);
    console.log(`\n  Server memory (VmRSS of its ${processes} processes, ${nodesNow} of them Node):`);
    figure('after list run 1', first, 'MB', null);
    figure('after list run 3', third, 'MB', null, `growth over three runs ${(third - first).toFixed(1)} MB`);
    figure('after the pulls', memory.at(-1) ?? 0, 'MB', null);
  } finally {
    await server.stop();
    if (database.kind === 'postgres' && env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

async function isPortTaken() {
  return fetch(`http://localhost:${PORT}/api/health`).then(
    () => true,
    () => false,
  );
}

console.log(
  `API bench: ${SECONDS} s per run, warm-up ${WARMUP_SECONDS} s, load average ${loadAtBenchStart.toFixed(2)} at start`,
);
if (await isPortTaken()) {
  console.error(`Port ${PORT} is taken (another bench running?): set BENCH_API_PORT`);
  process.exit(1);
}

if (process.env.BENCH_API_SKIP_PGLITE !== '1') {
  await part('PGlite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-api-'));
    try {
      await benchDatabase('Embedded database (PGlite), one process:', { kind: 'pglite', dataDir }, () =>
        listFloorPglite(dataDir, FLOOR_SECONDS, CONNECTIONS),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  });
}

if (process.env.BENCH_API_SKIP_POSTGRES !== '1') {
  await part('PostgreSQL', async () => {
    const postgres = await startBenchPostgres();
    if ('skipped' in postgres) {
      console.log(`\nPostgreSQL: SKIPPED, ${postgres.skipped}`);
      return;
    }
    try {
      const url = postgres.url;
      await benchDatabase(
        `PostgreSQL (${postgres.origin}), WORKERS=2:`,
        { kind: 'postgres', url, workers: 2 },
        () => listFloorPostgres(url, FLOOR_SECONDS, CONNECTIONS),
      );
      await benchNoticeFanout(url);
    } finally {
      await postgres.stop();
    }
  });
}

reportFailedParts();
