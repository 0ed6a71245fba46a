/**
 * How many PostgreSQL connections a server process opens: PG_POOL_MAX, or a size derived from
 * WORKERS and the pull slots (env.ts); the pool never opens more than that, however many
 * statements wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, pgPoolSize, pullSlotsFor, readTestDbEnv } from '../env';
import { createTestDb, type TestDb } from '../test/test-db';
import { openPostgres } from './postgres-db';

const SECRET = 'x'.repeat(32);

describe('PG_POOL_MAX', () => {
  it('is read from the environment, and sized by WORKERS when unset', () => {
    const url = 'postgres://db/app';
    expect(parseEnv({ DATABASE_URL: url, PG_POOL_MAX: '3' }).pgPoolMax).toBe(3);
    expect(parseEnv({ DATABASE_URL: url }).pgPoolMax).toBe(pgPoolSize(1, pullSlotsFor(url, 1)));
    expect(parseEnv({ DATABASE_URL: url, WORKERS: '2', JWT_SECRET: SECRET }).pgPoolMax).toBe(
      pgPoolSize(2, pullSlotsFor(url, 2)),
    );
    const eightWorkers = { DATABASE_URL: url, WORKERS: '8', JWT_SECRET: SECRET };
    expect(parseEnv({ ...eightWorkers, PULL_CONCURRENCY: '4' }).pgPoolMax).toBe(6);
    expect(() => parseEnv({ PG_POOL_MAX: 'many' })).toThrow(/PG_POOL_MAX/);
  });

  it('works on as many pulls at once as the processes share cores, 1 to 4 each; 1 on PGlite', () => {
    const url = 'postgres://db/app';
    expect(pullSlotsFor(url, 2, 2)).toBe(1);
    expect(pullSlotsFor(url, 1, 2)).toBe(2);
    expect(pullSlotsFor(url, 4, 2)).toBe(1);
    expect(pullSlotsFor(url, 2, 16)).toBe(4);
    expect(pullSlotsFor(undefined, 1, 16)).toBe(1);
    expect(parseEnv({ DATABASE_URL: url, PULL_CONCURRENCY: '3' }).pullConcurrency).toBe(3);
  });

  it('opens about two per core the processes share, 4 to 10 each', () => {
    expect(pgPoolSize(1, 2, 2)).toBe(4);
    expect(pgPoolSize(2, 1, 2)).toBe(4);
    expect(pgPoolSize(2, 4, 8)).toBe(8);
    expect(pgPoolSize(1, 4, 16)).toBe(10);
    expect(pgPoolSize(8, 1, 64)).toBe(5);
  });

  it('keeps room for small calls beside every pull slot, and the total near 40', () => {
    for (const workers of [1, 2, 3, 4, 8, 16, 64]) {
      for (const slots of [1, 4, 8]) {
        const size = pgPoolSize(workers, slots, 64);
        expect(size).toBeGreaterThanOrEqual(slots + 2);
        expect(size === slots + 2 || workers * size <= 40).toBe(true);
      }
    }
  });
});

describe.runIf(readTestDbEnv().kind === 'postgres')('the pool', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('opens at most `max` connections however many statements wait', async () => {
    const url = new URL(testDb.url ?? '');
    url.searchParams.set('application_name', 'pool-max-test');
    const db = await openPostgres(url.toString(), { max: 2 });
    try {
      await Promise.all(
        Array.from({ length: 6 }, () => db.transaction((tx) => tx.query('SELECT pg_sleep(0.1)'))),
      );
      // The pool keeps its idle connections: every one it opened is still there.
      const sessions = await testDb.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'pool-max-test'`,
      );
      expect(sessions.rows[0]?.n).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('prepares a statement with parameters once per connection; one without stays unprepared', async () => {
    const db = await openPostgres(testDb.url ?? '', { max: 1 });
    const sql = 'SELECT $1::int + 1 AS n';
    const prepared = `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = '${sql}'`;
    try {
      await db.transaction(async (tx) => {
        expect((await tx.query<{ n: number }>(sql, [1])).rows[0]?.n).toBe(2);
        expect((await tx.query<{ n: number }>(sql, [2])).rows[0]?.n).toBe(3);
        expect((await tx.query<{ n: number }>(prepared)).rows[0]?.n).toBe(1);
      });
      // The next statement on the one connection reuses it; several statements at once still run.
      expect((await db.query<{ n: number }>(sql, [41])).rows[0]?.n).toBe(42);
      await db.exec('SELECT 1; SELECT 2');
      expect((await db.query<{ n: number }>(prepared)).rows[0]?.n).toBe(1);
    } finally {
      await db.close();
    }
  });
});
