/**
 * Calls of one list that find no count while it is being taken wait for that count (list-total.ts)
 * instead of each taking its own; each still gets its own page, and a write after the count is
 * still seen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createTestDb, type TestDb } from '../../test/test-db';
import { pageAndTotal } from './list-total';

let testDb: TestDb;

const INSERT = `INSERT INTO merchants (merchant_name, business_registration_number, email, contact_number)
  VALUES ($1, '202001012345', 'herd@example.com', '03-1234-5678')`;

beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
  for (let i = 0; i < 25; i++) await testDb.db.query(INSERT, [`Herd ${String(i).padStart(2, '0')}`]);
});
afterAll(async () => {
  await testDb.drop();
});

/** A handle of its own (so no count is remembered yet) that counts the statements counting merchants. */
function countingHandle() {
  const inner = testDb.db;
  const handle = {
    counts: 0,
    db: {
      kind: inner.kind,
      exec: (sql) => inner.exec(sql),
      query: (sql, params) => {
        if (/count\(\*\)::int FROM merchants/.test(sql)) handle.counts += 1;
        return inner.query(sql, params);
      },
    } satisfies Queryable as Queryable,
  };
  return handle;
}

/** Page `index` (from 1) of ten merchant names, and the total, as a list call reads them. */
async function page(db: Queryable, index = 1) {
  const { page: json, total } = await pageAndTotal(db, 'merchants m', 'true', [], {
    sql: `(SELECT coalesce(json_agg(p), '[]')::text FROM (
            SELECT m.merchant_name AS name FROM merchants m ORDER BY m.merchant_name LIMIT $1 OFFSET $2) p)`,
    params: [10, (index - 1) * 10],
  });
  return { totalCount: total, names: (JSON.parse(json) as { name: string }[]).map((row) => row.name) };
}

describe('list totals under many callers at once', () => {
  it('takes one count for calls that arrive together, each with its own page', async () => {
    const handle = countingHandle();
    const pages = await Promise.all(Array.from({ length: 9 }, (_, i) => page(handle.db, (i % 3) + 1)));
    expect(handle.counts).toBe(1);
    expect(pages.map((p) => p.totalCount)).toEqual(Array(9).fill(25));
    expect(pages.map((p) => p.names.length)).toEqual([10, 10, 5, 10, 10, 5, 10, 10, 5]);
    expect(pages[1]?.names[0]).toBe('Herd 10');
    expect(pages[5]?.names).toEqual(['20', '21', '22', '23', '24'].map((n) => `Herd ${n}`));
  });

  it('still counts again once a write commits after the shared count', async () => {
    const handle = countingHandle();
    await Promise.all(Array.from({ length: 4 }, () => page(handle.db)));
    await testDb.db.query(INSERT, ['Herd 25']);
    expect((await page(handle.db)).totalCount).toBe(26);
    expect(handle.counts).toBe(2);
  });
});
