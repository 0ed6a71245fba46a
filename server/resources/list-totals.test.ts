/**
 * A list's total is counted once and answered from memory until a write commits, on any
 * connection or process (list-total.ts): exact after inserts, deletes, a transaction that was
 * still running when the count was taken, and one rolled back.
 */
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantEntity } from '../../src/contract';
import type { Queryable } from '../db/client';
import { migrate } from '../db/migrate';
import { readTestDbEnv } from '../env';
import { merchantResource } from './merchants';
import { createTestDb, type TestDb } from '../test/test-db';
import { listPage } from '../lib/entity-list/list-page';

let testDb: TestDb;
/** The statements that read the merchants to count them. */
let counts = 0;
let db: Queryable;

const INSERT = `INSERT INTO merchants (merchant_name, business_registration_number, email, contact_number)
  VALUES ($1, '202001012345', 'total@example.com', '03-1234-5678')`;

beforeAll(async () => {
  testDb = await createTestDb();
  await migrate(testDb.db);
  for (let i = 0; i < 5; i++) await testDb.db.query(INSERT, [`Total ${i}`]);
  const inner = testDb.db;
  db = {
    kind: inner.kind,
    exec: (sql) => inner.exec(sql),
    query: (sql, params) => {
      if (/count\(\*\)::int FROM merchants/.test(sql)) counts += 1;
      return inner.query(sql, params);
    },
  };
});
afterAll(async () => {
  await testDb.drop();
});

const total = async (query: Record<string, string> = {}) =>
  (await listPage(db, merchantResource, v.parse(merchantEntity.querySchema, query), 'list', null)).totalCount;

describe('list totals', () => {
  it('counts a query once while nothing is written', async () => {
    const before = counts;
    expect(await total()).toBe(5);
    expect(await total()).toBe(5);
    expect(await total({ curPageIndex: '2' })).toBe(5);
    expect(counts - before).toBe(1);
    // Another query (a filter) has its own count.
    expect(await total({ merchantName: 'total 3' })).toBe(1);
    expect(counts - before).toBe(2);
  });

  it('counts again after a write on another handle commits', async () => {
    expect(await total()).toBe(5);
    await testDb.db.query(INSERT, ['Total 5']);
    expect(await total()).toBe(6);
    await testDb.db.query(`DELETE FROM merchants WHERE merchant_name = 'Total 5'`);
    expect(await total()).toBe(5);
    // A statement that changes no row is no write; one to another mirrored table is (a list may
    // join it): counted again, the same.
    const before = counts;
    await testDb.db.query(`UPDATE roles SET name = name WHERE false`);
    expect(await total()).toBe(5);
    expect(counts).toBe(before);
    await testDb.db.query(`INSERT INTO roles (name, scope) VALUES ('Total role', 'staff')`);
    expect(await total()).toBe(5);
    expect(counts).toBe(before + 1);
  });

  it.runIf(readTestDbEnv().kind === 'postgres')(
    'sees a write whose transaction was running when the count was taken',
    async () => {
      const other = new pg.Client({ connectionString: testDb.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query(INSERT, ['Total late']);
        // Counted while the insert is not committed: 5, and kept.
        expect(await total()).toBe(5);
        expect(await total()).toBe(5);
        await other.query('COMMIT');
        expect(await total()).toBe(6);

        await other.query('BEGIN');
        await other.query(`DELETE FROM merchants WHERE merchant_name = 'Total late'`);
        expect(await total()).toBe(6);
        await other.query('ROLLBACK');
        const before = counts;
        expect(await total()).toBe(6);
        expect(counts).toBe(before);
      } finally {
        await other.end();
      }
    },
  );
});
