/**
 * Shutdown of a real server process (`node --import tsx server/index.ts`, on the tests' database
 * kind): a bootstrap pull whose client has left is still running when SIGTERM arrives. The server
 * stops that pull, waits for it, then closes the database: it exits 0 and logs no failure. Before,
 * no socket was left, so the database closed under the pull at once, and on PostgreSQL its next
 * query failed with "Cannot use a pool after calling end on the pool" (seen in the API bench); on
 * PGlite the process exited under it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../src/contract';
import { api, readEnvelope, TEST_JWT_SECRET } from './test/test-app';
import { createTestDb, type TestDb } from './test/test-db';
import { freePort } from './test/free-port';
import { DEMO_PASSWORD } from './db/seed/demo';
import { readTestDbEnv } from './env';

/** Pulls at once (and as many slots), so that theirs is the work still running. */
const PULLS = 4;

let testDb: TestDb | undefined;
let dataDir: string;
let child: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bo-shutdown-'));
  // On PostgreSQL a fresh database of its own, which the server migrates and seeds.
  if (readTestDbEnv().kind === 'postgres') {
    testDb = await createTestDb();
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: testDb?.url ?? '',
      // The demo accounts, which a server on a DATABASE_URL does not create unless asked.
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      PULL_CONCURRENCY: String(PULLS),
      STATIC_DIR: path.join(dataDir, 'no-app'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 120_000);
afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await testDb?.drop();
});

describe('shutdown', () => {
  it('waits for a pull whose client has left, then closes the database cleanly', async () => {
    const signInRes = await fetch(`${base}${api('/General/sign-in')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Connection: 'close' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const token = (await readEnvelope<Session>(signInRes)).data?.accessToken ?? '';
    expect(token).not.toBe('');

    // Clients of their own connections (no keep-alive pool that would hold sockets open), which
    // leave once the server has started their bootstraps (a dozen queries and more each).
    const leaving = Array.from(
      { length: PULLS },
      () =>
        new Promise<void>((resolve) => {
          const request = http.get(`${base}${api('/Sync/pull?limit=5000')}`, {
            agent: false,
            headers: { Authorization: `Bearer ${token}` },
          });
          request.on('error', () => resolve());
          setTimeout(() => {
            request.destroy();
            resolve();
          }, 50);
        }),
    );
    await Promise.all(leaving);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');

    expect(await exited).toBe(0);
    expect(output).toContain('[server] stopped');
    expect(output).not.toMatch(/failed|closed|Error/);
  }, 60_000);
});
