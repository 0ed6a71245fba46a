// `npm test`: every check and test of the project, ending with one line `N passed, N failed` for
// the whole run (CI reads it). Static checks count as one test each; Vitest and Playwright report
// their own counts through their JSON reporters.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser } from './find-browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const runStarted = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const out = join(root, '.test-data/reports');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// Before anything long: a machine without a browser learns it now, not after the unit tests.
const chromium = await ensureBrowser({ cwd: root });
console.log(`Chromium for the end-to-end tests: ${chromium}`);

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  return result.status === 0;
}

/** Like `run`, with its output streaming, without blocking the steps running beside it. */
function runAsync(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => {
      console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs single-threaded steps side by side (the cores are otherwise idle while one linter runs),
 * each one's output held and printed whole when it ends, so nothing interleaves. Resolves to
 * whether each step passed, by label.
 */
function runTogether(steps) {
  return Promise.all(
    steps.map(
      ([label, command, args, env = {}]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...env },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n▶ ${label}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`  ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
            resolve([label, code === 0]);
          });
        }),
    ),
  ).then((results) => Object.fromEntries(results));
}

function record(label, ok) {
  if (ok) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(label);
  }
}

function check(label, command, args) {
  record(label, run(label, command, args));
}

/** Adds a JSON report's counts; a runner that crashed before reporting counts as one failure. */
function countReport(label, file, read) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed) failures.push(`${label}: ${counts.failed} failed`);
}

check('generate (panda, router)', 'npm', ['run', 'prepare', '--silent']);
// The static checks and the build the end-to-end tests serve, side by side.
const staticSteps = await runTogether([
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
]);
for (const label of ['lint', 'format', 'typecheck', 'build']) record(label, staticSteps[label]);
const built = staticSteps.build;

/** "file:line › title" of every test of a Playwright JSON report whose outcome is `status`. */
function testsWithStatus(report, status) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === status)) {
        found.push(`${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

const flaky = [];
const failedE2e = [];
// The spec files run in a seeded random order (playwright.config.ts); the seed is printed so a
// failure that depends on the order can be replayed.
const e2eSeed = process.env.E2E_SEED ?? String(1 + Math.floor(Math.random() * 2_147_483_646));
const e2eOrder = `spec order E2E_SEED=${e2eSeed}`;
/** One Playwright runner over a group of spec files (playwright.config.ts, E2E_GROUP). */
const e2eRunner = (group) => [
  `end-to-end tests, ${group} (Playwright, Chromium)`,
  'npx',
  ['playwright', 'test', '--output', `test-results/${group}`],
  {
    E2E_GROUP: group,
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, `playwright-${group}.json`),
    E2E_SEED: e2eSeed,
    CHROMIUM_PATH: chromium,
  },
];
/** Adds a Playwright group's counts, and names its flaky and failed tests. */
function countE2e(group) {
  countReport(`playwright (${group})`, join(out, `playwright-${group}.json`), (report) => {
    flaky.push(...testsWithStatus(report, 'flaky'));
    failedE2e.push(...testsWithStatus(report, 'unexpected'));
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  });
}

// A test file that fails before its tests run (a failing beforeAll, an import error) fails no
// test, yet fails the run: count each such file as one failure, so the closing line never says
// "0 failed" for a red run.
const brokenFiles = (report) =>
  report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
const vitestReport = join(out, 'vitest.json');
const vitest = [
  'unit and API tests (vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
];

if (built) {
  // First the specs that share servers, alone, on two servers with a worker each
  // (playwright.config.ts): 1,450 s on one, 940 s on two; three saturate the 2 cores.
  const [label, command, args, env] = e2eRunner('shared');
  await runAsync(label, command, args, { ...env, E2E_SERVERS: process.env.E2E_SERVERS ?? '2' });
  countE2e('shared');
}
// Then vitest, whose output streams, beside the specs with servers of their own (the chaos run,
// minutes long, with a generous time limit), whose output is printed whole when they end.
const ownServer = built ? runTogether([e2eRunner('own-server')]) : Promise.resolve({});
await runAsync(...vitest);
countReport('vitest', vitestReport, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + brokenFiles(report) + (report.numTotalTestSuites === 0 ? 1 : 0),
}));
await ownServer;
if (built) countE2e('own-server');

// A test that passed only on its retry is a defect to fix: every one is named at the end.
if (flaky.length) {
  console.log(`\nPassed only on their retry (flaky, ${e2eOrder}):`);
  for (const name of flaky) console.log(`  ${name}`);
}
if (failedE2e.length) {
  console.log(`\nFailed end-to-end tests (${e2eOrder}):`);
  for (const name of failedE2e) console.log(`  ${name}`);
}
if (failures.length) console.log(`\nFailed: ${failures.join('; ')} (${e2eOrder})`);
console.log(`\nThe whole run took ${seconds(runStarted)}.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
