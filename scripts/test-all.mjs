// `npm test`: every check and test of the project, ending with one line `N passed, N failed` for
// the whole run (CI reads it). Static checks count as one test each; Vitest and Playwright report
// their own counts through their JSON reporters.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-data/reports');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
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
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);

const vitestReport = join(out, 'vitest.json');
run('unit and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
countReport('vitest', vitestReport, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.numTotalTestSuites === 0 ? 1 : 0),
}));

const built = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
record('build', built);

const e2eReport = join(out, 'playwright.json');
if (built) {
  run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  countReport('playwright', e2eReport, (report) => {
    if (report.stats.flaky)
      console.log(`\n${report.stats.flaky} end-to-end tests passed only on their retry (flaky).`);
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  });
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
