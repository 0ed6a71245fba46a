/**
 * The shared markup list cases (tests/fixtures/markup-list-cases.ts) through
 * Markup/markupListPage: the SQL answers the ids and totals worked out by hand and the reference
 * query's, rows exactly in the contract's shape, and a merchant its own markups and those for every
 * merchant, never another merchant's.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { markupEntity, MarkupSchema } from '../../../src/contract';
import {
  MARKUP_CASE_MERCHANTS,
  markupCaseRows,
  markupListCases,
} from '../../../tests/fixtures/markup-list-cases';
import {
  insertCaseMerchants,
  itAnswersListCases,
  startListSessions,
  type ListSessions,
} from '../../test/list-test-kit';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { markupColumns } from './markup-write';

let testDb: TestDb;
let sessions: ListSessions;
const alpha = MARKUP_CASE_MERCHANTS.alpha.id;

/** Only the case rows remain. */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await db.query('DELETE FROM markups');
  await insertCaseMerchants(db, MARKUP_CASE_MERCHANTS);
  for (const row of markupCaseRows) {
    const columns = {
      id: row.id,
      ...markupColumns(row),
      status: row.status,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
    const names = Object.keys(columns);
    await db.query(
      `INSERT INTO markups (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(columns),
    );
  }
  sessions = await startListSessions(db, alpha);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

describe('Markup/markupListPage answers the shared cases', () => {
  itAnswersListCases({
    label: 'markups',
    entity: markupEntity,
    rowSchema: MarkupSchema,
    rows: markupCaseRows,
    cases: markupListCases,
    path: '/Markup/markupListPage',
    // A merchant sees its own markups and those for every merchant, never another merchant's.
    isVisibleToMerchant: (row) => row.merchantId === alpha || row.merchantId === null,
    sessions: () => sessions,
  });
});
