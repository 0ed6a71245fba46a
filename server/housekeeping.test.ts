/**
 * Housekeeping: change-log entries and idempotency keys past their retention are
 * pruned; a pull cursor from before the pruned horizon answers `reset` and a fresh bootstrap
 * works; one process at a time prunes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDbEnv } from './env';
import { alive, pullAll, pullOnce, waitForWatermark } from './features/sync/sync-test-kit';
import type { Mirror } from './features/sync/sync-test-kit';
import { pruneChangeLog } from './features/sync/log-horizon';
import { HOUSEKEEPING_LOCK_KEY, runHousekeeping, startHousekeeping } from './housekeeping';
import { KEY_RETENTION_DAYS } from './lib/idempotency-store';
import { bearerOf } from './test/as-user';
import { buildApp, setupTestDb } from './test/test-app';
import type { TestDb } from './test/test-db';

const RETENTION = { syncLogRetentionDays: 30 };

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantIds: string[];

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  staff = await bearerOf(app, 'admin');
  const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM merchants ORDER BY id LIMIT 2');
  merchantIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await testDb.drop();
});

const query = async <T>(sql: string, params: unknown[] = []) => (await testDb.db.query<T>(sql, params)).rows;
const count = async (sql: string, params: unknown[] = []) =>
  (await query<{ n: number }>(`SELECT (${sql})::int AS n`, params))[0]?.n ?? -1;

/** Renames a merchant (one change-log entry) and dates that entry `days` back. */
async function renameAged(id: string | undefined, name: string, days: number) {
  await query('UPDATE merchants SET merchant_name = $2 WHERE id = $1', [id, name]);
  await query(
    `UPDATE sync_changes SET created_at = now() - make_interval(days => $2)
     WHERE seq = (SELECT max(seq) FROM sync_changes WHERE entity_id = $1)`,
    [id, days],
  );
}

const storeKey = (key: string, days: number) =>
  query(
    `INSERT INTO idempotency_keys (user_id, key, fingerprint, status, body, created_at)
     SELECT id, $1, 'f', 200, '{}', now() - make_interval(days => $2) FROM users WHERE username = 'admin'`,
    [key, days],
  );

describe('housekeeping', () => {
  it('prunes the old change log; an older cursor resets, a newer one goes on, a bootstrap works', async () => {
    // Everything the seed logged is old; a client has pulled it all (cursor `beforeA`).
    await query(`UPDATE sync_changes SET created_at = now() - interval '40 days'`);
    await waitForWatermark(testDb.db);
    const { cursor: beforeA } = await pullAll(app, staff, new Map());
    // A change that will be pruned too, pulled by the client (cursor `afterA`), then a young one.
    await renameAged(merchantIds[0], 'Pruned Change Sdn Bhd', 40);
    await waitForWatermark(testDb.db);
    const { cursor: afterA } = await pullAll(app, staff, new Map(), beforeA);
    await renameAged(merchantIds[1], 'Kept Change Sdn Bhd', 20);
    const logged = await count('SELECT count(*) FROM sync_changes');

    // A small batch first: the oldest go, the horizon rises with them.
    expect(await pruneChangeLog(testDb.db, RETENTION.syncLogRetentionDays, 10)).toBe(10);
    const result = await runHousekeeping(testDb.db, RETENTION);
    expect(result?.changes).toBe(logged - 10 - 1);
    expect(await query('SELECT entity_id FROM sync_changes')).toEqual([{ entity_id: merchantIds[1] }]);

    await waitForWatermark(testDb.db);
    const stale = await pullOnce(app, staff, beforeA, 100);
    expect(stale).toMatchObject({ reset: true, changes: [], cursor: '' });
    const current = await pullOnce(app, staff, afterA, 100);
    expect(current.reset).toBe(false);
    expect(current.changes.map((change) => change.row?.merchantName)).toEqual(['Kept Change Sdn Bhd']);

    const mirror: Mirror = new Map();
    const { pages } = await pullAll(app, staff, mirror);
    expect(pages.some((page) => page.reset)).toBe(false);
    const names = alive(mirror, 'merchants').map((row) => row.merchantName);
    expect(names).toEqual(expect.arrayContaining(['Pruned Change Sdn Bhd', 'Kept Change Sdn Bhd']));
    expect(names).toHaveLength(await count('SELECT count(*) FROM merchants'));
  });

  it('drops idempotency keys past their retention and keeps fresh ones', async () => {
    await storeKey('hk-old', KEY_RETENTION_DAYS + 1);
    await storeKey('hk-fresh', KEY_RETENTION_DAYS - 1);
    expect((await runHousekeeping(testDb.db, RETENTION))?.keys).toBe(1);
    const keys = await query<{ key: string }>(`SELECT key FROM idempotency_keys WHERE key LIKE 'hk-%'`);
    expect(keys).toEqual([{ key: 'hk-fresh' }]);
  });

  it('drops sessions that can never be used again and keeps what the Devices tab and reuse detection need', async () => {
    const session = (family: string, created: number, expires: number, revoked: boolean, tag: string) =>
      query(
        `INSERT INTO sessions (user_id, token_hash, family_id, device_name, created_at, expires_at, revoked_at)
         SELECT id, $1, $2::uuid, 'hk', now() - make_interval(days => $3), now() + make_interval(days => $4),
                CASE WHEN $5::boolean THEN now() ELSE NULL END
         FROM users WHERE username = 'admin'`,
        [`hk-${tag}`, family, created, expires, revoked],
      );
    const dead = '00000000-0000-4000-8000-0000000000d1';
    const live = '00000000-0000-4000-8000-0000000000a1';
    // A family over for days: all of it goes.
    await session(dead, 40, -20, true, 'dead-1');
    await session(dead, 30, -10, false, 'dead-2');
    // A live family: its first row and its live row stay, a rotated row long expired goes, a
    // revoked row not yet expired stays (presenting it is reuse).
    await session(live, 40, -20, true, 'live-first');
    await session(live, 30, -10, true, 'live-rotated');
    await session(live, 5, 10, true, 'live-revoked');
    await session(live, 1, 14, false, 'live-current');
    // Expired only hours ago: within the grace.
    await session('00000000-0000-4000-8000-0000000000c1', 20, 0, false, 'recent');
    expect((await runHousekeeping(testDb.db, RETENTION))?.sessions).toBe(3);
    const kept = await query<{ token_hash: string }>(
      `SELECT token_hash FROM sessions WHERE token_hash LIKE 'hk-%' ORDER BY token_hash`,
    );
    expect(kept.map((row) => row.token_hash)).toEqual([
      'hk-live-current',
      'hk-live-first',
      'hk-live-revoked',
      'hk-recent',
    ]);
  });

  it('runs on its interval and stops', async () => {
    await storeKey('hk-timer', KEY_RETENTION_DAYS + 1);
    const housekeeping = startHousekeeping(testDb.db, { ...RETENTION, housekeepingInterval: 1 });
    const started = Date.now();
    while ((await count(`SELECT count(*) FROM idempotency_keys WHERE key = 'hk-timer'`)) > 0) {
      if (Date.now() - started > 10_000) throw new Error('the housekeeping did not run');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await housekeeping.stop();
  });

  // PGlite is one connection: no second session can hold the lock meanwhile.
  it.skipIf(readTestDbEnv().kind === 'pglite')(
    'leaves the pass to the process holding the lock',
    async () => {
      await storeKey('hk-locked', KEY_RETENTION_DAYS + 1);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let signalLocked = () => {};
      const locked = new Promise<void>((resolve) => (signalLocked = resolve));
      const holder = testDb.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [HOUSEKEEPING_LOCK_KEY]);
        signalLocked();
        await held;
      });
      await locked;
      const result = await runHousekeeping(testDb.db, RETENTION);
      release();
      await holder;
      expect(result).toBeNull();
      expect(await count(`SELECT count(*) FROM idempotency_keys WHERE key = 'hk-locked'`)).toBe(1);
      expect((await runHousekeeping(testDb.db, RETENTION))?.keys).toBe(1);
    },
  );
});
