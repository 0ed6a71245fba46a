/**
 * Bulk pulls must not starve everyone else: at most PULL_CONCURRENCY pulls work at
 * once, a few more wait their turn, the rest are refused 503 with Retry-After; a small call made
 * meanwhile waits behind at most that many pull queries. Large pages go out gzipped when accepted.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, SyncPull } from '../../../src/contract';
import type { Db } from '../../db/client';
import { bearerOf } from '../../test/as-user';
import { api, buildApp, readEnvelope, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { alive, pageSize, pullAll, waitForWatermark, type Mirror } from './sync-test-kit';

const SLOTS = 2;
const QUEUE = 2;
const PULLS = 16;
/** The statements of a pull: the snapshot start and the log read the watermark; pages aggregate. */
const PULL_SQL = /pg_snapshot_xmin|json_agg/;

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
/** Every query the app sent, in order, and whether it has answered yet. */
const queries: { sql: string; isPull: boolean; done: boolean; pullsAhead: number }[] = [];

/** The test database, recording each query and how many pull queries were still running ahead of it. */
function tracked(db: Db): Db {
  return {
    ...db,
    async query<T>(sql: string, params?: unknown[]) {
      const pullsAhead = queries.filter((entry) => entry.isPull && !entry.done).length;
      const entry = { sql, isPull: PULL_SQL.test(sql), done: false, pullsAhead };
      queries.push(entry);
      try {
        return await db.query<T>(sql, params);
      } finally {
        entry.done = true;
      }
    },
  };
}

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(tracked(testDb.db), { PULL_CONCURRENCY: String(SLOTS), PULL_QUEUE: String(QUEUE) });
  staff = await bearerOf(app, 'admin');
});
afterAll(async () => {
  await testDb.drop();
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('GET /Sync/pull under load', () => {
  it('refuses pulls beyond the limit with 503 and Retry-After, and answers a health check meanwhile', async () => {
    const answered: string[] = [];
    queries.length = 0;
    const pulls = Array.from({ length: PULLS }, () =>
      Promise.resolve(app.request(api('/Sync/pull?limit=5000'), { headers: staff })).then((res) => {
        answered.push(`pull ${res.status}`);
        return res;
      }),
    );
    // Once pulls are reading pages, a sign-in screen or a monitor asks whether the server lives.
    while (!queries.some((entry) => entry.sql.includes('json_agg'))) await nextTurn();
    const health = Promise.resolve(app.request('/api/health')).then((res) => {
      answered.push('health');
      return res;
    });
    const [healthRes, ...pullRes] = await Promise.all([health, ...pulls]);

    expect(healthRes.status).toBe(200);
    const healthQuery = queries.find((entry) => entry.sql.trim() === 'SELECT 1');
    expect(healthQuery?.pullsAhead).toBeLessThanOrEqual(SLOTS);
    // Answered while the first pulls were still at work, not after them.
    expect(answered.indexOf('health')).toBeLessThan(answered.indexOf('pull 200'));

    const busy = pullRes.filter((res) => res.status === 503);
    const served = pullRes.filter((res) => res.status === 200);
    expect(busy.length + served.length).toBe(PULLS);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThanOrEqual(SLOTS);
    for (const res of busy) {
      expect(res.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
      expect(await readEnvelope(res)).toMatchObject({ success: false, code: 'error.serviceUnavailable' });
    }
    // Those that waited their turn got the whole bootstrap, like the first ones.
    for (const res of served) {
      const page = (await readEnvelope<SyncPull>(res)).data;
      expect(page?.changes.length).toBe(page?.total);
    }
  });

  it('never runs more pull queries at once than the limit', async () => {
    queries.length = 0;
    await Promise.all(
      Array.from({ length: PULLS }, () => app.request(api('/Sync/pull?limit=5000'), { headers: staff })),
    );
    const pullQueries = queries.filter((entry) => entry.isPull);
    expect(pullQueries.length).toBeGreaterThan(0);
    expect(Math.max(...pullQueries.map((entry) => entry.pullsAhead))).toBeLessThan(SLOTS);
  });

  it('a pull after the rush is served again', async () => {
    const res = await app.request(api('/Sync/pull?limit=10'), { headers: staff });
    expect(res.status).toBe(200);
  });
});

describe('GET /Sync/pull pages larger than one query', () => {
  it('reads a large answer in queries of at most 1,000 rows and loses nothing, snapshot and log alike', async () => {
    const db = testDb.db;
    await db.query(
      `INSERT INTO invoices (merchant_id, tour_code, due_date, guest_name, market, handled_by)
       SELECT (SELECT id FROM merchants ORDER BY id LIMIT 1), 'BULK-' || g, '2024-01-01', 'Guest ' || g,
              'Domestic', 'Agent'
       FROM generate_series(1, 2500) g`,
    );
    const invoices = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices')).rows[0]?.n;
    await waitForWatermark(db);
    const mirror: Mirror = new Map();
    const { pages, cursor } = await pullAll(app, staff, mirror, '', 5000);
    expect(alive(mirror, 'invoices')).toHaveLength((await invoices()) ?? -1);
    expect(pageSize(pages[0] as SyncPull)).toBe(pages[0]?.total);

    await db.query(`UPDATE invoices SET guest_name = 'Renamed ' || tour_code WHERE tour_code LIKE 'BULK-%'`);
    await waitForWatermark(db);
    const delta = await pullAll(app, staff, mirror, cursor, 5000);
    expect(delta.pages[0]?.snapshot).toEqual([]);
    expect(delta.pages[0]?.changes).toHaveLength(2500);
    const renamed = alive(mirror, 'invoices').filter((row) =>
      String(row.guestName).startsWith('Renamed BULK-'),
    );
    expect(renamed).toHaveLength(2500);
  });
});

describe('GET /Sync/pull answers spliced from the database text', () => {
  it('carries text that looks like JSON or a replacement pattern exactly as stored', async () => {
    const db = testDb.db;
    const name = 'Kedai "data":null $& $1 \\ \u00e9 \u{1F600}';
    const { rows } = await db.query<{ id: string }>(
      `UPDATE merchants SET merchant_name = $1 WHERE id = (SELECT id FROM merchants ORDER BY id LIMIT 1) RETURNING id`,
      [name],
    );
    await waitForWatermark(db);
    const mirror: Mirror = new Map();
    await pullAll(app, staff, mirror, '', 5000);
    expect(mirror.get(`merchants:${rows[0]?.id}`)?.row).toMatchObject({ merchantName: name });
  });
});

describe('large API answers', () => {
  it('go out gzipped when the client accepts gzip, plain otherwise', async () => {
    const zipped = await app.request(api('/Sync/pull?limit=5000'), {
      headers: { ...staff, 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = JSON.parse(
      gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'),
    ) as Envelope<SyncPull>;
    expect(body.data?.changes.length).toBe(body.data?.total);

    const plain = await app.request(api('/Sync/pull?limit=5000'), { headers: staff });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await readEnvelope<SyncPull>(plain)).data?.changes.length).toBe(body.data?.total);
  });

  it('small answers stay plain', async () => {
    const res = await app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
  });
});
