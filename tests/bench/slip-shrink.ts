/**
 * The slip's device figure: a 4 MB photo shrunk on the device (target ≤ 1.5 s) and queued with its
 * top-up (target ≤ 200 ms more), in Chromium, through the app's own code (harness/shrink-slip.ts).
 *
 * `npx tsx tests/bench/slip-shrink.ts` builds the harness into its own folder, starts the real
 * server on BENCH_SLIP_PORT (4454) on a fresh data directory (the page only needs an origin for
 * IndexedDB) and prints the figures; `npm run bench` runs it as one of its parts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../support/server-process';
import { run } from './harness-session';

const SHRINK_TARGET_MS = 1500;
const QUEUE_TARGET_MS = 200;
const RUNS = Number(process.env.BENCH_SLIP_RUNS ?? 5);
/** Its own build of the harness: the offline bench's may be in use. */
const HARNESS_DIR = join(process.cwd(), '.test-data/bench-harness-slip');

type SlipFigures = {
  inputBytes: number;
  inputQuality: number;
  outputBytes: number;
  outputType: string;
  runs: number;
  shrinkMedianMs: number;
  shrinkMaxMs: number;
  queueMedianMs: number;
  queueMaxMs: number;
};

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);
const load = () => (loadavg()[0] ?? 0).toFixed(2);

export async function benchSlipShrink() {
  run('npx', ['vite', 'build', '--config', 'tests/bench/vite.harness.config.ts', '--outDir', HARNESS_DIR]);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-slip-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: process.env.BENCH_SLIP_PORT ?? '4454',
    STATIC_DIR: HARNESS_DIR,
  });
  try {
    const browser = await chromium.launch({
      executablePath:
        process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    try {
      const page = await browser.newPage({ baseURL: server.url });
      page.setDefaultTimeout(300_000);
      await page.goto('/');
      await page.getByText('ready').waitFor();
      const loadBefore = load();
      const figures = await page.evaluate(
        (runs) =>
          (
            window as unknown as { bench: { shrinkSlip: (runs: number) => Promise<SlipFigures> } }
          ).bench.shrinkSlip(runs),
        RUNS,
      );
      const line = (label: string, value: string, target: string) =>
        console.log(`  ${label.padEnd(40)} ${value.padStart(12)}   ${target}`);
      console.log(
        `\nBank-in slip on the device, Chromium: a ${mb(figures.inputBytes)} MB 4000 × 3000 JPEG (quality ` +
          `${figures.inputQuality}) becomes a ${mb(figures.outputBytes)} MB ${figures.outputType} at 2,000 px; ` +
          `${figures.runs} runs (load average ${loadBefore} before, ${load()} after, 2 cores):`,
      );
      line(
        'shrink (sniff, decode, draw, JPEG, thumb)',
        `${figures.shrinkMedianMs.toFixed(0)} ms`,
        `median; max ${figures.shrinkMaxMs.toFixed(0)} ms; target ≤ ${SHRINK_TARGET_MS} ms: ratio ${(figures.shrinkMedianMs / SHRINK_TARGET_MS).toFixed(2)}`,
      );
      line(
        'queue (row + op + slip Blob, one tx)',
        `${figures.queueMedianMs.toFixed(0)} ms`,
        `median; max ${figures.queueMaxMs.toFixed(0)} ms; target ≤ ${QUEUE_TARGET_MS} ms: ratio ${(figures.queueMedianMs / QUEUE_TARGET_MS).toFixed(2)}`,
      );
      return figures;
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

if (process.argv[1]?.endsWith('slip-shrink.ts')) {
  benchSlipShrink().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
