import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListCaseTable } from '../../../tests/fixtures/list-case-table';
import { LIST_ENTITIES, type Page } from '../../contract';
import { MirrorDb, type MirrorRow } from '../db';
import { getEntityIndex } from './use-entity-index';

/**
 * The same tables of cases the server's list tests run (docs/ARCHITECTURE.md, Contract): every
 * `*-list-cases.ts` of tests/fixtures, each giving its entity's rows and cases.
 */
const TABLES = Object.values(
  import.meta.glob<ListCaseTable>('../../../tests/fixtures/*-list-cases.ts', {
    eager: true,
    import: 'listCaseTable',
  }),
);
let db: MirrorDb;

beforeAll(async () => {
  db = new MirrorDb('list-cases');
  for (const { entity, rows } of TABLES) await db.rows(entity).bulkPut(rows as MirrorRow[]);
  for (const { entity } of TABLES) await getEntityIndex(db, entity).load();
});
afterAll(async () => {
  for (const { entity } of TABLES) getEntityIndex(db, entity).dispose();
  await db.delete();
});

describe('the engine gives the server’s rows for the shared list cases', () => {
  it('finds a table in every case file, one per entity', () => {
    expect(TABLES.length).toBeGreaterThanOrEqual(11);
    expect(new Set(TABLES.map((table) => table.entity)).size).toBe(TABLES.length);
  });

  const cases = TABLES.flatMap(({ entity, cases, segmentOf }) =>
    cases.map((listCase) => ({ ...listCase, entity, segment: segmentOf?.(listCase) ?? 'list' })),
  );
  it.each(cases)('$entity: $name', ({ entity, query, segment, expectedIds, expectedTotal }) => {
    const parsed = v.parse(LIST_ENTITIES[entity].querySchema, query);
    // One test for every entity: the entity is a union here, so its page is read as any row's.
    const page = getEntityIndex(db, entity).query(parsed as never, segment) as Page<{ id: string }>;
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
});
