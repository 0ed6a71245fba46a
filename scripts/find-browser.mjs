// The browser the end-to-end tests drive: `npm test` on a fresh machine finds
// Chromium, or installs it itself where it can, or stops AT ONCE (before minutes of unit tests)
// naming the one command to run. The decision is a pure function of the machine's facts
// (decideBrowser, unit-tested); ensureBrowser gathers the facts and carries the decision out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const APT_INSTALL = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';

/**
 * @typedef {{
 *   chromiumPathEnv: string | undefined,
 *   exists: (path: string) => boolean,
 *   playwrightPath: string | null,
 *   isRoot: boolean,
 *   hasSudo: boolean,
 *   hasApt: boolean,
 *   tried: ReadonlySet<'apt' | 'playwright'>,
 * }} BrowserFacts
 * `playwrightPath`: where Playwright's own Chromium is (or would be) installed; `hasSudo`: sudo
 * without a password; `tried`: the installs already attempted in this run.
 *
 * @typedef {{ action: 'use', path: string }
 *   | { action: 'install', via: 'apt' | 'playwright', command: string[] }
 *   | { action: 'stop', message: string }} BrowserDecision
 */

/** @param {BrowserFacts} facts @returns {BrowserDecision} */
export function decideBrowser(facts) {
  const { chromiumPathEnv, exists, playwrightPath, isRoot, hasSudo, hasApt, tried } = facts;
  if (chromiumPathEnv) {
    if (exists(chromiumPathEnv)) return { action: 'use', path: chromiumPathEnv };
    return {
      action: 'stop',
      message: `CHROMIUM_PATH is ${chromiumPathEnv}, which does not exist. Point it at a Chromium binary or run: unset CHROMIUM_PATH`,
    };
  }
  if (exists(DEBIAN_CHROMIUM)) return { action: 'use', path: DEBIAN_CHROMIUM };
  if (playwrightPath && exists(playwrightPath)) return { action: 'use', path: playwrightPath };
  if (hasApt && (isRoot || hasSudo) && !tried.has('apt')) {
    const shell = ['sh', '-c', APT_INSTALL];
    return { action: 'install', via: 'apt', command: isRoot ? shell : ['sudo', '-n', ...shell] };
  }
  if (!tried.has('playwright')) {
    return { action: 'install', via: 'playwright', command: ['npx', 'playwright', 'install', 'chromium'] };
  }
  const command = hasApt ? 'sudo apt-get install -y chromium' : 'npx playwright install chromium';
  return {
    action: 'stop',
    message: `No Chromium for the end-to-end tests, and it could not be installed. Run: ${command}  (then npm test again; or set CHROMIUM_PATH to a Chromium binary)`,
  };
}

/** Where Playwright keeps its own Chromium, whether or not it is there. */
async function findPlaywrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/**
 * Answers the Chromium to use, installing one when it can; prints why and exits otherwise.
 * An install that fails (no network, no rights) is tried once and the next way is taken.
 */
export async function ensureBrowser({ cwd }) {
  const isRoot = process.getuid?.() === 0;
  const facts = {
    chromiumPathEnv: process.env.CHROMIUM_PATH || undefined,
    exists: existsSync,
    playwrightPath: await findPlaywrightChromium(),
    isRoot,
    hasSudo: !isRoot && succeeds('sudo', ['-n', 'true']),
    hasApt: existsSync('/usr/bin/apt-get'),
    tried: new Set(),
  };
  for (;;) {
    const decision = decideBrowser(facts);
    if (decision.action === 'use') return decision.path;
    if (decision.action === 'stop') {
      console.error(`\n✖ ${decision.message}\n`);
      process.exit(1);
    }
    console.log(`\nNo Chromium found: installing it (${decision.command.join(' ')})`);
    const [command, ...args] = decision.command;
    spawnSync(command, args, { cwd, stdio: 'inherit', timeout: 300_000 });
    facts.tried.add(decision.via);
  }
}
