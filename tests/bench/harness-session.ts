/**
 * The real server on a data directory, serving the bench harness (tests/bench/harness) as its
 * static app, and one Chromium page on it: `call` runs a `window.bench` function in the page.
 * Whatever fails, the browser and the server stop.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../support/server-process';

export const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

export type Call = <T>(name: string, ...args: unknown[]) => Promise<T>;

export async function withHarness<T>(dataDir: string, run: (call: Call) => Promise<T>): Promise<T> {
  const server = await startServer({
    DATA_DIR: dataDir,
    PORT: process.env.BENCH_OFFLINE_PORT ?? '4395',
    STATIC_DIR: process.env.BENCH_HARNESS_DIR ?? join(process.cwd(), '.test-data/bench-harness'),
    SIGN_IN_RATE_LIMIT: '1000',
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
      page.setDefaultTimeout(600_000);
      await page.goto('/');
      await page.getByText('ready').waitFor();
      const call: Call = (name, ...args) =>
        page.evaluate(
          ([fn, fnArgs]) => {
            const bench = (window as unknown as { bench: Record<string, (...a: unknown[]) => unknown> })
              .bench;
            const target = bench[fn];
            if (!target) throw new Error(`no bench function ${fn}`);
            return target(...fnArgs);
          },
          [name, args] as const,
        ) as never;
      return await run(call);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
