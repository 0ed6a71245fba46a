/**
 * A new device's first staff sign-in, in CPU seconds of all of Chromium's processes: the sign-in
 * page, then the sign-in and what follows until the browser is idle (the mirror's rows parsed and
 * written to IndexedDB, the service worker's precache). Every end-to-end test opens a fresh browser, so this is also what each test pays before it starts; the shared e2e servers
 * seed the small demo for that reason (docs/ARCHITECTURE.md, Testing). Measured on the full and
 * the small demo, the median of RUNS, with the load average. No target: a figure to compare.
 *
 * Alone: `npx tsx tests/bench/first-sign-in.ts` (needs a build in .test-data/dist-bench or
 * STATIC_DIR).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DemoSize } from '../../server/db/seed/demo-sizes';
import { trackRequests, waitForNetworkQuiet } from '../e2e/network-quiet';
import { startServer } from '../support/server-process';
import { launchBenchBrowser } from './bench-parts';

const RUNS = Number(process.env.BENCH_FIRST_SIGN_IN_RUNS ?? 3);
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of every process below this one: the browser it launched. */
function childrenCpuSeconds(): number {
  const parentOf = new Map<number, number>();
  const cpuOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(fields[1]));
      cpuOf.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while being read.
    }
  }
  const tree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  tree.delete(process.pid);
  return [...tree].reduce((sum, pid) => sum + (cpuOf.get(pid) ?? 0), 0) / TICKS_PER_SECOND;
}

/**
 * Waits until the browser's processes spent under 200 ms of CPU in the last second: the mirror is
 * written (after the network is quiet) and the service worker's precache is done. An open page
 * of the app idles at about 100 ms a second (a blank page at 40).
 */
async function cpuQuiet() {
  let last = childrenCpuSeconds();
  for (let waited = 0; waited < 60_000; waited += 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = childrenCpuSeconds();
    if (now - last < 0.2) return;
    last = now;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(size: DemoSize, staticDir: string, port: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-sign-in-'));
  const server = await startServer({ PORT: port, DATA_DIR: dataDir, STATIC_DIR: staticDir, DEMO_SIZE: size });
  const browser = await launchBenchBrowser();
  const pages: number[] = [];
  const signIns: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1440, height: 900 },
      });
      trackRequests(context);
      const page = await context.newPage();
      const before = childrenCpuSeconds();
      await page.goto('/login');
      await waitForNetworkQuiet(page);
      const atPage = childrenCpuSeconds();
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password').fill('Demo@12345');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      await waitForNetworkQuiet(page);
      await cpuQuiet();
      signIns.push(childrenCpuSeconds() - atPage);
      pages.push(atPage - before);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { size, page: median(pages), signIn: median(signIns) };
}

export async function benchFirstSignIn(staticDir: string) {
  console.log(`\nA new device's first staff sign-in (Chromium CPU, all processes; median of ${RUNS})`);
  const rows = [await measure('full', staticDir, '4397'), await measure('small', staticDir, '4398')];
  for (const row of rows) {
    console.log(
      `  ${row.size.padEnd(5)} demo  sign-in page ${row.page.toFixed(2)} s  sign-in and first download ${row.signIn.toFixed(2)} s`,
    );
  }
  console.log(`  load average ${loadavg()[0]?.toFixed(2)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchFirstSignIn(process.env.STATIC_DIR ?? join(process.cwd(), '.test-data/dist-bench'));
}
