import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { ENTITY_SOURCES, selectNames } from './sync-entities';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await setupTestDb();
});
afterAll(async () => {
  await testDb.drop();
});

describe('the snapshot columns of each entity', () => {
  it('are the keys of a row read with its select list, in order', async () => {
    // The seed queues no e-invoice (the job would submit them at every start): one of its own.
    await testDb.db.query(
      `INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number)
       SELECT 'invoice', gen_random_uuid(), id, 'SYNC-TEST-1' FROM merchants LIMIT 1`,
    );
    for (const source of ENTITY_SOURCES) {
      const { rows } = await testDb.db.query<Record<string, unknown>>(
        `SELECT ${source.columns} FROM ${source.from} LIMIT 1`,
      );
      expect(rows.length, source.entity).toBe(1);
      expect(Object.keys(rows[0] ?? {}), source.entity).toEqual(source.names);
    }
  });

  it('come from aliases at the top level only, and an item without one is refused', () => {
    const columns = `a.id AS "id", to_char(a.at, 'YYYY, MM') AS "at", coalesce(a.x, a.y) AS "xy", a.v AS "version"`;
    expect(selectNames('test', columns)).toEqual(['id', 'at', 'xy', 'version']);
    expect(() => selectNames('test', 'a.id AS "id", a.name')).toThrow(/without an alias: a.name/);
  });
});
