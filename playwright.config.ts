import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_PORT, E2E_DEMO_SIZE, staticDirOf } from './tests/support/e2e-servers';
import { e2eSeed, specOrder } from './tests/support/spec-order';

/**
 * End-to-end tests in Chromium against the real built server on a fresh embedded database.
 * CHROMIUM_PATH picks the browser; by default Debian's /usr/bin/chromium, else Playwright's own.
 * E2E_SERVERS (default 1) runs that many servers, each on its own port and database, and as many
 * workers: a worker only ever talks to the server of its slot (tests/e2e/fixtures.ts), so each
 * server still sees one spec file at a time, as with one worker.
 */
const port = E2E_BASE_PORT;
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const testDir = 'tests/e2e';
const seed = e2eSeed();
/**
 * Spec files that start their own servers and share nothing with the others. `npm test` runs
 * them in a second runner beside the rest (E2E_GROUP=own-server and E2E_GROUP=shared, see
 * scripts/test-all.mjs); without E2E_GROUP every spec runs here.
 */
const OWN_SERVER_SPECS = new Set([
  'chaos.spec.ts',
  'notice-reconnect.spec.ts',
  'notice-two-processes.spec.ts',
  'single-sign-on.spec.ts',
]);
const group = process.env.E2E_GROUP;
// The own-server specs start their servers themselves.
const servers = group === 'own-server' ? 0 : Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
const inGroup = (file: string) =>
  group === 'own-server'
    ? OWN_SERVER_SPECS.has(file)
    : group === 'shared'
      ? !OWN_SERVER_SPECS.has(file)
      : true;
// The runner loads this file again in each worker; say the order once, in the main process.
if (process.env.TEST_WORKER_INDEX === undefined) {
  console.log(`End-to-end spec files in a random order: E2E_SEED=${seed} replays it.`);
}

export default defineConfig({
  testDir,
  // One project per spec file, in the seed's order: the runner takes projects in the order they
  // are declared (tests/support/spec-order.ts).
  projects: specOrder(testDir, seed)
    .filter(inGroup)
    .map((file) => ({
      name: file.replace(/\.spec\.ts$/, ''),
      testMatch: file,
    })),
  fullyParallel: false,
  workers: Math.max(1, servers),
  // One retry absorbs timing noise on a loaded 2-core machine; a retried pass is reported as flaky.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-data/reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: servers }, (_, slot) => {
    const dataDir = `.test-data/e2e-${process.pid}-${slot}`;
    const staticDir = staticDirOf(port + slot);
    const copyBuild = slot === 0 ? '' : `rm -rf ${staticDir} && cp -r ${staticDirOf(port)} ${staticDir} && `;
    return {
      command: `${copyBuild}rm -rf ${dataDir} && node --import tsx server/index.ts`,
      url: `http://localhost:${port + slot}/api/health`,
      timeout: 90_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        PORT: String(port + slot),
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        NODE_ENV: 'test',
        TEST_FAULTS: '1',
        // Every spec signs in from this one address, dozens of times a minute in some orders (a
        // random order hit "Too many sign-in attempts"); the limits themselves are tested in
        // server/features/auth/sign-in.test.ts and server/lib/rate-limit.test.ts.
        SIGN_IN_RATE_LIMIT: '1000',
        DEMO_SIZE: E2E_DEMO_SIZE,
        DATABASE_URL: '',
      },
    };
  }),
});
