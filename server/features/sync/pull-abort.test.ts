/**
 * A pull whose client has gone stops at its next step: a bootstrap reads the snapshot entity by
 * entity (a dozen queries and more), and once the request's signal is aborted it reads no more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { downloadPlan } from './download-plan';
import { pullChanges } from './pull';
import { SUPER_ADMIN } from './sync-test-kit';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await setupTestDb();
});
afterAll(async () => {
  await testDb.drop();
});

/** The database, counting queries, calling `onQuery` after each. */
function counting(onQuery: (n: number) => void = () => undefined) {
  const inner = testDb.db;
  let n = 0;
  const db: Queryable = {
    kind: inner.kind,
    exec: (sql) => inner.exec(sql),
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await inner.query<T>(sql, params);
      onQuery(++n);
      return result;
    },
  };
  return { db, queries: () => n };
}

describe('an abandoned pull', () => {
  it('reads the whole bootstrap when its client stays', async () => {
    const { db, queries } = counting();
    const answer = await pullChanges(db, downloadPlan(SUPER_ADMIN), '', 5000, new AbortController().signal);
    expect(answer.reset).toBe(false);
    expect(queries()).toBeGreaterThan(10);
  });

  it('stops at its next step once the client has gone', async () => {
    const controller = new AbortController();
    const { db, queries } = counting((n) => {
      if (n === 2) controller.abort();
    });
    const pulled = pullChanges(db, downloadPlan(SUPER_ADMIN), '', 5000, controller.signal);
    await expect(pulled).rejects.toBeInstanceOf(ApiError);
    expect(queries()).toBe(2);
  });

  it('does not start for a client already gone', async () => {
    const { db, queries } = counting();
    await expect(
      pullChanges(db, downloadPlan(SUPER_ADMIN), '', 5000, AbortSignal.abort()),
    ).rejects.toBeInstanceOf(ApiError);
    expect(queries()).toBe(0);
  });
});
