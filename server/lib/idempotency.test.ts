import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../src/contract';
import { readTestDbEnv } from '../env';
import { bearerOf, getJson, sendJson } from '../test/as-user';
import { buildApp, setupTestDb } from '../test/test-app';
import type { TestDb } from '../test/test-db';
import { REPLAYED_HEADER } from './idempotency';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let adminId: string;
let merchantId: string;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  admin = await bearerOf(app, 'admin');
  const { rows } = await testDb.db.query<{ merchant: string; admin: string }>(
    // An approved merchant: only those may be switched on (merchant-transitions.ts).
    `SELECT (SELECT id FROM merchants WHERE approval_status = 'Approved' ORDER BY id LIMIT 1) AS merchant,
            (SELECT id FROM users WHERE username = 'admin') AS admin`,
  );
  merchantId = rows[0]?.merchant ?? '';
  adminId = rows[0]?.admin ?? '';
});
afterAll(async () => {
  await testDb.drop();
});

const current = async () => (await getJson<Merchant>(app, `/Merchant/${merchantId}`, admin)).body.data;
const update = (body: unknown, key?: string) =>
  sendJson<Merchant>(app, 'POST', '/Merchant/status/update', body, {
    ...admin,
    ...(key ? { 'Idempotency-Key': key } : {}),
  });
const counts = async () =>
  (
    await testDb.db.query<{ audit: number; changes: number }>(
      `SELECT (SELECT count(*) FROM audit_log WHERE entity = 'merchant')::int AS audit,
              (SELECT count(*) FROM sync_changes WHERE entity = 'merchants')::int AS changes`,
    )
  ).rows[0];
const flip = (m: Merchant | null) => (m?.status === 'Active' ? 'Inactive' : 'Active');

describe('Idempotency-Key on mutating calls', () => {
  it('replays a completed key: same status and body, nothing changes again', async () => {
    const before = await current();
    const body = { id: merchantId, status: flip(before), baseVersion: before?.version };
    const first = await update(body, 'key-replay');
    expect(first.status).toBe(200);
    expect(first.res.headers.get(REPLAYED_HEADER)).toBeNull();
    const after = await counts();
    // Same content, other key order: the same request.
    const again = await update(
      { baseVersion: body.baseVersion, status: body.status, id: merchantId },
      'key-replay',
    );
    expect(again.status).toBe(200);
    expect(again.res.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await counts()).toEqual(after);
    expect((await current())?.version).toBe(first.body.data?.version);
  });

  it('answers 422 to the same key with different content', async () => {
    const before = await current();
    await update({ id: merchantId, status: flip(before), baseVersion: before?.version }, 'key-reused');
    const res = await update(
      { id: merchantId, status: before?.status, baseVersion: before?.version },
      'key-reused',
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('idempotency.keyReused');
  });

  it('keeps no key for a failed answer, so the fixed change can be sent under it', async () => {
    const before = await current();
    const stale = await update({ id: merchantId, status: flip(before), baseVersion: 1 }, 'key-fixed');
    expect(stale.status).toBe(409);
    const { rows } = await testDb.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', ['key-fixed']);
    expect(rows).toHaveLength(0);
    const fixed = await update(
      { id: merchantId, status: flip(before), baseVersion: before?.version },
      'key-fixed',
    );
    expect(fixed.status).toBe(200);
  });

  it('rolls back the whole change when the handler fails', async () => {
    const before = await counts();
    const res = await update({ id: merchantId, status: 'Nope', baseVersion: 1 }, 'key-invalid');
    expect(res.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('works without the header, and rejects a malformed key', async () => {
    const before = await current();
    const res = await update({ id: merchantId, status: flip(before), baseVersion: before?.version });
    expect(res.status).toBe(200);
    const bad = await update({ id: merchantId, status: flip(before), baseVersion: 1 }, 'x'.repeat(201));
    expect(bad.status).toBe(422);
  });

  it('runs concurrent requests with one key once', async () => {
    const before = await current();
    const body = { id: merchantId, status: flip(before), baseVersion: before?.version };
    const answers = await Promise.all([update(body, 'key-race'), update(body, 'key-race')]);
    const statuses = answers.map((a) => a.status).sort();
    // PGlite serialises them (one change + one replay); PostgreSQL may also answer 409 in progress.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect((await current())?.version).toBe(answers.find((a) => a.status === 200)?.body.data?.version);
  });

  // PGlite has one connection: a second transaction cannot hold the lock while a request runs.
  it.skipIf(readTestDbEnv().kind === 'pglite')(
    'answers 409 while the first request is in progress',
    async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let signalLocked = () => {};
      const locked = new Promise<void>((resolve) => (signalLocked = resolve));
      const holder = testDb.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`idem:${adminId}:key-busy`]);
        signalLocked();
        await held;
      });
      await locked;
      const before = await current();
      const res = await update(
        { id: merchantId, status: flip(before), baseVersion: before?.version },
        'key-busy',
      );
      release();
      await holder;
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('idempotency.inProgress');
      expect(await current()).toEqual(before);
    },
  );
});
