import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
/**
 * A bench is made of parts. A part that fails prints its error and the others still run and print
 * their figures; at the end the failed parts are named and the exit code says so. Each part stops
 * what it started (its own finally blocks).
 */
const failedParts: string[] = [];

export async function part(name: string, run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    failedParts.push(name);
    console.error(
      `\n${name}: FAILED\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

export function reportFailedParts() {
  if (failedParts.length === 0) return;
  console.error(`\nBench parts that failed: ${failedParts.join(', ')} (their errors are above).`);
  process.exitCode = 1;
}

/** The bench's Chromium: the system's where there is one (docs/ARCHITECTURE.md, Testing). */
export const launchBenchBrowser = () =>
  chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
