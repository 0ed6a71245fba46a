import { launchBenchBrowser } from './bench-parts';
/**
 * Change notices (docs/ARCHITECTURE.md, Change notices), measured on the real server and the real
 * app in Chromium:
 * - Freshness: a Maker's new merchant (API call) until the row is drawn on a Checker's open pending
 *   list; counted from just before the call is sent, so the figure includes the call itself.
 *   Target p50 ≤ 500 ms, p95 ≤ 2 s. With TEST_DATABASE_URL (or BENCH_DATABASE_URL), again with two
 *   server processes on PostgreSQL: the Checker on one, the Maker's calls on the other.
 * - 500 idle streams on one process: resident memory per stream (target ≤ 50 KB) and a list
 *   call's p99 with and without them (target: within 10 %).
 * - A burst of 1,000 new merchants (as fast as the server creates them, 20 calls at a time): pulls
 *   the Checker's app has in flight at once (target: at most one) and whether it ends with them all.
 *
 * `npx tsx tests/bench/notices.ts` runs it alone; `npm run bench` runs it as one of its parts.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server-process';
import { createPostgresDb } from '../../server/test/template-db';

const OWN_BUILD = join(process.cwd(), '.test-data/dist-bench-notices');
const API = '/api/v1/bo';
const PASSWORD = 'Demo@12345';
const SAMPLES = Number(process.env.BENCH_NOTICE_SAMPLES ?? 30);
const IDLE_STREAMS = 500;
const BURST = 1_000;
const load = () => (loadavg()[0] ?? 0).toFixed(2);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function tokenOf(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API}/General/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  if (!body.data?.accessToken) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  return body.data.accessToken;
}

async function createMerchant(baseUrl: string, token: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}${API}/Merchant/create`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-Page-Path': 'merchant-create-merchant',
    },
    body: JSON.stringify({
      id: randomUUID(),
      businessRegistrationNumber: '202301012345',
      merchantName: name,
      personInCharge: 'Siti Nurhaliza',
      email: 'siti@kedaiujian.com.my',
      contactNumber: '012-345-6789',
      country: 'Malaysia',
      numberOfTerminals: 1,
    }),
  });
  if (!response.ok) throw new Error(`Merchant/create answered ${response.status}: ${await response.text()}`);
}

/** A Checker's pending list, open, recording when each merchant's name is first drawn. */
async function openCheckerList(browser: Browser, baseUrl: string): Promise<Page> {
  const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/merchant/pending-merchant-listing');
  await page.getByText(/Showing 1–\d+ of [\d,]+/).waitFor({ timeout: 120_000 });
  await page.getByLabel('Merchant name').fill('Kedai Notis');
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { seenAt: seen });
    new MutationObserver(() => {
      for (const link of document.querySelectorAll('main a')) {
        const name = link.textContent ?? '';
        if (name.startsWith('Kedai Notis') && !(name in seen)) seen[name] = Date.now();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return page;
}

async function freshness(browser: Browser, checkerUrl: string, makerUrl: string, label: string) {
  const page = await openCheckerList(browser, checkerUrl);
  const maker = await tokenOf(makerUrl, 'maker');
  const delays: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // The list sorts by name: each new merchant sorts first, so it lands on the open first page.
    const name = `Kedai Notis ${label} ${String(999 - i).padStart(3, '0')} ${Date.now().toString(36)}`;
    const sentAt = Date.now();
    await createMerchant(makerUrl, maker, name);
    const seenAt = await page
      .waitForFunction((n) => (window as unknown as { seenAt: Record<string, number> }).seenAt[n], name, {
        timeout: 30_000,
      })
      .then((handle) => handle.jsonValue());
    delays.push(Number(seenAt) - sentAt);
    // A random pause, so the samples do not fall into step with the server's 250 ms tail.
    await page.waitForTimeout(200 + Math.random() * 500);
  }
  await page.close();
  const p50 = percentile(delays, 50);
  const p95 = percentile(delays, 95);
  console.log(
    `  freshness, ${label.padEnd(28)} p50 ${String(p50).padStart(5)} ms (ratio to 500 ms ${(p50 / 500).toFixed(2)}), ` +
      `p95 ${String(p95).padStart(5)} ms (ratio to 2 s ${(p95 / 2000).toFixed(2)}), max ${Math.max(...delays)} ms, ` +
      `${SAMPLES} samples, load ${load()}`,
  );
}

const rssKb = (server: RunningServer) => {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
};

async function listP99(baseUrl: string, token: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${API}/Merchant/merchantListPage?pageSize=25&curPageIndex=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return percentile(times, 99);
}

async function idleStreams(server: RunningServer) {
  const token = await tokenOf(server.url, 'admin');
  const warm = await listP99(server.url, token);
  const before = await listP99(server.url, token);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssBefore = rssKb(server);
  const controllers: AbortController[] = [];
  const readers: Promise<unknown>[] = [];
  for (let i = 0; i < IDLE_STREAMS; i++) {
    const controller = new AbortController();
    const response = await fetch(`${server.url}${API}/Sync/notices`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(`stream ${i} answered ${response.status}`);
    controllers.push(controller);
    readers.push(response.arrayBuffer().catch(() => undefined));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const perStream = ((rssKb(server) - rssBefore) / IDLE_STREAMS) * 1024;
  const during = await listP99(server.url, token);
  for (const controller of controllers) controller.abort();
  await Promise.all(readers);
  console.log(
    `  ${IDLE_STREAMS} idle streams: ${(perStream / 1024).toFixed(1)} KB resident per stream (ratio to 50 KB ` +
      `${(perStream / 1024 / 50).toFixed(2)}); list p99 ${warm.toFixed(1)} and ${before.toFixed(1)} ms without, ${during.toFixed(1)} ms ` +
      `with (${(((during - before) / before) * 100).toFixed(1)} %, target within 10 %), load ${load()}`,
  );
}

async function burst(browser: Browser, server: RunningServer) {
  const page = await openCheckerList(browser, server.url);
  const inFlight = new Set<Request>();
  let mostInFlight = 0;
  let pulls = 0;
  page.on('request', (request) => {
    if (!request.url().includes('/Sync/pull')) return;
    pulls += 1;
    inFlight.add(request);
    mostInFlight = Math.max(mostInFlight, inFlight.size);
  });
  const settle = (request: Request) => void inFlight.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const maker = await tokenOf(server.url, 'maker');
  const started = performance.now();
  const names = Array.from({ length: BURST }, (_, i) => `Kedai Notis burst ${i} ${Date.now().toString(36)}`);
  for (let i = 0; i < BURST; i += 20) {
    await Promise.all(names.slice(i, i + 20).map((name) => createMerchant(server.url, maker, name)));
  }
  const seconds = (performance.now() - started) / 1000;
  await page.getByLabel('Merchant name').fill('Kedai Notis burst');
  const allThere = await page
    .getByText(new RegExp(`of ${BURST.toLocaleString('en').replace(',', ',?')}\\b`))
    .first()
    .waitFor({ timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  console.log(
    `  burst of ${BURST} merchants in ${seconds.toFixed(1)} s: ${pulls} pulls, at most ${mostInFlight} in flight ` +
      `(target 1); the app ${allThere ? 'shows all of them' : 'DOES NOT show all of them'}, load ${load()}`,
  );
  await page.close();
}

/** `staticDir`: a build of the app to serve; without one, the app is built into its own folder. */
export async function benchNotices(staticDir?: string) {
  const STATIC_DIR = staticDir ?? OWN_BUILD;
  if (!staticDir) {
    const built = spawnSync(
      'npx',
      ['vite', 'build', '--outDir', STATIC_DIR, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const browser = await launchBenchBrowser();
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const start = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-notices-'));
    dirs.push(dataDir);
    const server = await startServer({
      DATA_DIR: dataDir,
      STATIC_DIR,
      SIGN_IN_RATE_LIMIT: '1000',
      NOTICE_STREAMS_PER_USER: String(IDLE_STREAMS + 10),
      JWT_SECRET: 'bench-notices-secret-0123456789abcdef',
      ...env,
    });
    servers.push(server);
    return server;
  };
  try {
    const one = await start({ PORT: process.env.BENCH_NOTICES_PORT ?? '4456' });
    // First, on a server nothing else has used yet: its resident memory is at rest.
    await idleStreams(one);
    await freshness(browser, one.url, one.url, 'one process (PGlite)');
    await burst(browser, one);
    const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (pgUrl) {
      const created = await createPostgresDb(pgUrl, 'bo_bench_notices', undefined);
      try {
        const env = { DATABASE_URL: created.url, SEED_DEMO: '1' };
        const a = await start({ ...env, PORT: '4457' });
        const b = await start({ ...env, PORT: '4458' });
        await freshness(browser, a.url, b.url, 'two processes (PostgreSQL)');
      } finally {
        await created.db.close();
        await Promise.all(servers.splice(1).map((server) => server.stop()));
        await created.dropDatabase();
      }
    } else {
      console.log('  freshness across two processes: skipped (no TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Change notices');
  await benchNotices();
}
