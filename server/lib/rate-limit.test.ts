import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createTestDb } from '../test/test-db';
import type { TestDb } from '../test/test-db';
import { createRateLimiter, pruneRateLimits } from './rate-limit';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.db.transaction((tx) => migrate(tx));
});
afterAll(async () => {
  await testDb.drop();
});

const hits = async (limiter: ReturnType<typeof createRateLimiter>, key: string, n: number) => {
  const answers: number[] = [];
  for (let i = 0; i < n; i++) answers.push(await limiter.hit(key));
  return answers;
};

/** Moves a bucket's window into the past, as if its time had run out. */
const expire = (bucket: string) =>
  testDb.db.query(`UPDATE rate_limits SET window_end = now() - interval '1 second' WHERE bucket = $1`, [
    bucket,
  ]);

describe('rate limiter (table rate_limits)', () => {
  it('lets the limit through, then answers the seconds left in the window', async () => {
    const limiter = createRateLimiter(testDb.db, 'unit', 3, 60);
    const answers = await hits(limiter, 'a', 5);
    expect(answers.slice(0, 3)).toEqual([0, 0, 0]);
    expect(answers[3]).toBeGreaterThan(55);
    expect(answers[4]).toBeLessThanOrEqual(60);
  });

  it('keeps keys and limiter names apart', async () => {
    const first = createRateLimiter(testDb.db, 'one', 1, 60);
    const second = createRateLimiter(testDb.db, 'two', 1, 60);
    expect(await hits(first, 'k', 2)).toEqual([0, expect.any(Number)]);
    expect(await hits(first, 'other', 1)).toEqual([0]);
    expect(await hits(second, 'k', 1)).toEqual([0]);
  });

  it('shares one count between limiters on the same table, as processes do', async () => {
    const processA = createRateLimiter(testDb.db, 'shared', 5, 60);
    const processB = createRateLimiter(testDb.db, 'shared', 5, 60);
    expect(await hits(processA, 'ip', 3)).toEqual([0, 0, 0]);
    expect(await hits(processB, 'ip', 2)).toEqual([0, 0]);
    expect(await processB.hit('ip')).toBeGreaterThan(0);
    expect(await processA.hit('ip')).toBeGreaterThan(0);
  });

  it('counts concurrent hits exactly', async () => {
    const limiter = createRateLimiter(testDb.db, 'race', 10, 60);
    const answers = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('ip')));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(10);
    const { rows } = await testDb.db.query<{ hits: number }>(
      `SELECT hits FROM rate_limits WHERE bucket = 'race:ip'`,
    );
    expect(rows[0]?.hits).toBe(25);
  });

  it('starts a new window once the old one ended', async () => {
    const limiter = createRateLimiter(testDb.db, 'window', 2, 60);
    await hits(limiter, 'ip', 3);
    expect(await limiter.hit('ip')).toBeGreaterThan(0);
    await expire('window:ip');
    expect(await hits(limiter, 'ip', 3)).toEqual([0, 0, expect.any(Number)]);
  });

  it('prunes ended windows only, in batches', async () => {
    const limiter = createRateLimiter(testDb.db, 'prune', 100, 60);
    for (const key of ['x', 'y', 'z', 'live']) await limiter.hit(key);
    for (const key of ['x', 'y', 'z']) await expire(`prune:${key}`);
    expect(await pruneRateLimits(testDb.db, 2)).toBe(2);
    expect(await pruneRateLimits(testDb.db, 2)).toBe(1);
    expect(await pruneRateLimits(testDb.db, 2)).toBe(0);
    const { rows } = await testDb.db.query<{ bucket: string }>(
      `SELECT bucket FROM rate_limits WHERE bucket LIKE 'prune:%'`,
    );
    expect(rows.map((row) => row.bucket)).toEqual(['prune:live']);
  });
});
