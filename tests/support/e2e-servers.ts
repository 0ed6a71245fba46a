/**
 * The servers of the shared end-to-end run (playwright.config.ts): E2E_SERVERS of them, on ports
 * from E2E_PORT up, one per worker slot. Each serves its own copy of the build, because
 * pwa-update.spec.ts "deploys" a new build into the files its server serves; the first serves
 * STATIC_DIR (default dist/) itself.
 */
import path from 'node:path';
import type { DemoSize } from '../../server/db/seed/demo-sizes';

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4391);
const builtDir = path.resolve(process.env.STATIC_DIR ?? 'dist');

/** The directory of static files the server on `port` serves. */
export const staticDirOf = (port: number) =>
  port === E2E_BASE_PORT ? builtDir : path.resolve(`.test-data/static-${port}`);

/**
 * The demo the end-to-end servers seed: each test's fresh browser downloads the whole mirror, about
 * 5 s of CPU at the full size (docs/ARCHITECTURE.md, Testing).
 */
export const E2E_DEMO_SIZE: DemoSize = 'small';
