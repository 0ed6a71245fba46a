import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../server/test/free-port';
import { createPostgresDb } from '../../server/test/template-db';
import { startServer, type RunningServer } from '../support/server-process';
import { test } from './fixtures';
import { merchantHandOver } from './live-notices-flow';

/**
 * Change notices and notifications across server processes (docs/ARCHITECTURE.md, Change notices):
 * two servers on one PostgreSQL database, the Checker's browser on one and the Maker's on the
 * other. Only with TEST_DATABASE_URL: PGlite is one process by design.
 */
const url = process.env.TEST_DATABASE_URL;

test('a Maker on one process and a Checker on another see each other’s changes and notifications at once', async ({
  browser,
}) => {
  test.skip(!url, 'needs TEST_DATABASE_URL (PostgreSQL)');
  test.setTimeout(180_000);
  const database = await createPostgresDb(url ?? '', 'bo_e2e_two');
  await database.db.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-two-processes-'));
  const env = {
    DATABASE_URL: database.url,
    // The demo accounts, which a server on a DATABASE_URL does not create unless asked.
    SEED_DEMO: '1',
    JWT_SECRET: 'two-processes-e2e-secret-of-at-least-32-characters',
    DATA_DIR: dataDir,
    SIGN_IN_RATE_LIMIT: '1000',
  };
  const servers: RunningServer[] = [];
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const port of [await freePort(), await freePort()]) {
      servers.push(await startServer({ ...env, PORT: String(port) }));
    }
    const [checkerServer, makerServer] = servers;
    const checkerContext = await browser.newContext({ baseURL: checkerServer?.url });
    const makerContext = await browser.newContext({ baseURL: makerServer?.url });
    try {
      await merchantHandOver(await checkerContext.newPage(), await makerContext.newPage());
    } finally {
      await checkerContext.close();
      await makerContext.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
