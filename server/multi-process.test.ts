/**
 * Several server processes on one PostgreSQL. Two real servers (`node --import tsx
 * server/index.ts`, as the bench starts them) on their own ports and one fresh database, started
 * at the same moment: what one process knows, the other must know too. Only in the api-postgres
 * project (TEST_DATABASE_URL); PGlite is one process by design, and refuses WORKERS > 1.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant, Session } from '../src/contract';
import { startServer, type RunningServer } from '../tests/support/server-process';
import { parseEnv, readTestDbEnv } from './env';
import { REPLAYED_HEADER } from './lib/idempotency';
import { getJson, sendJson } from './test/as-user';
import { api, readEnvelope, refreshCookieOf, signIn, TEST_JWT_SECRET } from './test/test-app';
import { createTestDb, type TestDb } from './test/test-db';
import { freePort } from './test/free-port';
import { endsWithin, readUntil } from './test/read-stream';

const onPostgres = readTestDbEnv().kind === 'postgres';
const RATE_LIMIT = 5;

type Remote = { request(path: string, init?: RequestInit): Promise<Response> };
const remote = (url: string): Remote => ({
  request: (requestPath, init) => fetch(`${url}${requestPath}`, init),
});

/** Every call comes from "another client address" (TRUST_PROXY), so the rate-limit test has its own. */
const from = (address: string) => ({ 'X-Forwarded-For': address });

let testDb: TestDb;
let dataDir: string;
let serverEnv: Record<string, string>;
let servers: RunningServer[] = [];
let a: Remote;
let b: Remote;

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDb();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bo-multi-'));
  serverEnv = {
    DATABASE_URL: testDb.url ?? '',
    // The demo accounts, which a server on a DATABASE_URL does not create unless asked.
    SEED_DEMO: '1',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-app'),
    TRUST_PROXY: '1',
    SIGN_IN_RATE_LIMIT: String(RATE_LIMIT),
    SIGN_IN_RATE_WINDOW: '60',
  };
  // Both start on the empty database at once: migrations and seed race for the bootstrap lock.
  const ports = [await freePort(), await freePort()];
  const started = await Promise.allSettled(
    ports.map((port) => startServer({ ...serverEnv, PORT: String(port) })),
  );
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  [a, b] = servers.map((server) => remote(server.url)) as [Remote, Remote];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await testDb?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const refresh = (server: Remote, cookie: string) =>
  server.request(api('/General/refresh-token'), { method: 'POST', headers: { Cookie: cookie } });
const verify = (server: Remote, accessToken: string | undefined) =>
  server.request(api('/General/verifyUserToken'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken ?? ''}` },
  });

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  it('migrated and seeded the database once, though both started together', async () => {
    const files = (await readdir(new URL('./db/migrations/', import.meta.url))).filter((f) =>
      f.endsWith('.sql'),
    );
    const { rows } = await testDb.db.query<{ migrations: number; roles: number; admins: number }>(
      `SELECT (SELECT count(*) FROM schema_migrations)::int AS migrations,
              (SELECT count(*) FROM roles)::int AS roles,
              (SELECT count(*) FROM users WHERE username = 'admin')::int AS admins`,
    );
    expect(rows[0]).toEqual({ migrations: files.length, roles: 3, admins: 1 });
  });

  it('keeps a session across both: access token, rotation, and reuse detection', async () => {
    const signedIn = await signIn(a, 'merchant.user', undefined, from('198.51.100.10'));
    expect(signedIn.res.status).toBe(200);
    expect((await verify(b, signedIn.body.data?.accessToken)).status).toBe(200);

    const first = refreshCookieOf(signedIn.res);
    const onB = await refresh(b, first);
    expect(onB.status).toBe(200);
    const second = refreshCookieOf(onB);
    const renewed = await readEnvelope<Session>(onB);
    expect((await verify(a, renewed.data?.accessToken)).status).toBe(200);
    const onA = await refresh(a, second);
    expect(onA.status).toBe(200);
    const third = refreshCookieOf(onA);
    const latest = (await readEnvelope<Session>(onA)).data?.accessToken;

    // The first token, rotated on B, comes back on A: the whole family ends on both.
    const reuse = await refresh(a, first);
    expect(reuse.status).toBe(401);
    expect((await refresh(b, third)).status).toBe(401);
    expect((await verify(b, latest)).status).toBe(401);
    expect((await verify(a, latest)).status).toBe(401);
  });

  it('keeps an access token valid on one process while its refresh token rotates on the other', async () => {
    const signedIn = await signIn(a, 'maker', undefined, from('198.51.100.11'));
    const accessToken = signedIn.body.data?.accessToken;
    let cookie = refreshCookieOf(signedIn.res);
    let rotating = true;
    const statuses: number[] = [];
    const calls = (async () => {
      while (rotating) statuses.push((await verify(b, accessToken)).status);
    })();
    for (let i = 0; i < 30; i++) {
      const rotated = await refresh(a, cookie);
      expect(rotated.status).toBe(200);
      cookie = refreshCookieOf(rotated);
    }
    rotating = false;
    await calls;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('wakes a stream held by one process for a change it did not commit, and ends it on a sign-out through the other', async () => {
    const signedIn = await signIn(a, 'merchant.admin', undefined, from('198.51.100.12'));
    const bearer = { Authorization: `Bearer ${signedIn.body.data?.accessToken ?? ''}` };
    const opened = await b.request(api('/Sync/notices'), { headers: bearer });
    expect(opened.status).toBe(200);
    const body = opened.body;
    if (!body) throw new Error('no stream body');
    await readUntil(body, 'event: ready');
    await testDb.db.query(
      "UPDATE merchants SET updated_at = now() WHERE id = (SELECT merchant_id FROM users WHERE username = 'merchant.admin')",
    );
    expect(await readUntil(body, 'event: notice')).toMatch(/data: \{"cursor":/);

    const signedOut = await a.request(api('/General/sign-out'), {
      headers: { ...bearer, Cookie: refreshCookieOf(signedIn.res) },
    });
    expect(signedOut.status).toBe(200);
    expect(await endsWithin(body, 2_000)).toBe('ended');
  });

  it('holds one sign-in rate limit across both', async () => {
    const client = from('203.0.113.50');
    const attempt = async (server: Remote) =>
      (await signIn(server, 'nobody', 'Wrong@123', client)).res.status;
    const statuses = [
      await attempt(a),
      await attempt(a),
      await attempt(a),
      await attempt(b),
      await attempt(b),
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(await attempt(b)).toBe(429);
    expect(await attempt(a)).toBe(429);
    // Another address is not affected.
    expect((await signIn(b, 'admin', undefined, from('203.0.113.51'))).res.status).toBe(200);
  });

  it('answers an idempotent mutation replayed on the other process from the store, once', async () => {
    const admin = await signIn(a, 'admin', undefined, from('198.51.100.20'));
    const bearer = { Authorization: `Bearer ${admin.body.data?.accessToken ?? ''}` };
    const { rows } = await testDb.db.query<{ id: string }>(
      `SELECT id FROM merchants WHERE approval_status = 'Approved' ORDER BY id LIMIT 1`,
    );
    const id = rows[0]?.id ?? '';
    const audits = async () =>
      (
        await testDb.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'merchant' AND entity_id = $1`,
          [id],
        )
      ).rows[0]?.n;
    const change = async (key: string) => {
      const merchant = (await getJson<Merchant>(a, `/Merchant/${id}`, bearer)).body.data;
      const status = merchant?.status === 'Active' ? 'Inactive' : 'Active';
      const body = { id, status, baseVersion: merchant?.version };
      return (server: Remote) =>
        sendJson<Merchant>(server, 'POST', '/Merchant/status/update', body, {
          ...bearer,
          'Idempotency-Key': key,
        });
    };

    const before = await audits();
    const send = await change('multi-process-replay');
    const original = await send(a);
    expect(original.status).toBe(200);
    const replayed = await send(b);
    expect(replayed.status).toBe(200);
    expect(replayed.res.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(replayed.body).toEqual(original.body);
    expect(await audits()).toBe((before ?? 0) + 1);

    // Both at once: one runs, the other replays its answer or is told it is still in progress.
    const race = await change('multi-process-race');
    const answers = await Promise.all([race(a), race(b)]);
    const fresh = answers.filter(
      (answer) => answer.status === 200 && !answer.res.headers.get(REPLAYED_HEADER),
    );
    expect(fresh).toHaveLength(1);
    for (const other of answers.filter((answer) => !fresh.includes(answer))) {
      if (other.status === 200) expect(other.body).toEqual(fresh[0]?.body);
      else expect(other.body.code).toBe('idempotency.inProgress');
    }
    expect(await audits()).toBe((before ?? 0) + 2);
  });

  it('runs WORKERS=2 processes on one port and stops them all on SIGTERM', async () => {
    const port = String(await freePort());
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, ...serverEnv, NODE_ENV: 'production', PORT: port, WORKERS: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const started = Date.now();
      while ((output.match(/ready in .* \(worker \d+/g) ?? []).length < 2) {
        if (Date.now() - started > 20_000) throw new Error(`workers not ready: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const cluster = remote(`http://localhost:${port}`);
      const health = await Promise.all(Array.from({ length: 8 }, () => cluster.request('/api/health')));
      expect(health.map((res) => res.status)).toEqual(Array(8).fill(200));
    } finally {
      // The primary passes it on to its workers, which finish and exit.
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output.match(/\[server\] stopped/g)).toHaveLength(2);
  });
});

describe.skipIf(onPostgres)('WORKERS > 1 is refused where it cannot work', () => {
  it('needs PostgreSQL and one JWT_SECRET', () => {
    expect(() => parseEnv({ WORKERS: '2', JWT_SECRET: TEST_JWT_SECRET })).toThrow(
      /WORKERS > 1 needs DATABASE_URL/,
    );
    expect(() => parseEnv({ WORKERS: '2', DATABASE_URL: 'postgres://db/app' })).toThrow(
      /WORKERS > 1 needs JWT_SECRET/,
    );
    expect(
      parseEnv({ WORKERS: '2', DATABASE_URL: 'postgres://db/app', JWT_SECRET: TEST_JWT_SECRET }).workers,
    ).toBe(2);
    expect(parseEnv({}).workers).toBe(1);
  });

  it('exits non-zero with the reason, before opening PGlite', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        WORKERS: '2',
        DATA_DIR: path.join(tmpdir(), 'bo-never-opened'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain('WORKERS > 1 needs DATABASE_URL (PostgreSQL)');
  });
});
