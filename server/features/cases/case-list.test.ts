/**
 * The shared service-request list cases (tests/fixtures/case-list-cases.ts) through
 * Case/caseListPage: the SQL answers the ids and totals worked out by hand and the reference
 * query's, rows exactly in the contract's shape, and a merchant only its own merchant's cases.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { caseEntity, CaseSchema } from '../../../src/contract';
import {
  CASE_LIST_MERCHANTS,
  CASE_LIST_USERS,
  caseListCases,
  caseListRows,
} from '../../../tests/fixtures/case-list-cases';
import {
  insertCaseMerchants,
  insertCaseUsers,
  itAnswersListCases,
  startListSessions,
  type ListSessions,
} from '../../test/list-test-kit';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let sessions: ListSessions;
const alpha = CASE_LIST_MERCHANTS.alpha.id;

beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await db.query('DELETE FROM cases');
  await insertCaseMerchants(db, CASE_LIST_MERCHANTS);
  await insertCaseUsers(db, CASE_LIST_USERS, 'caselist.');
  for (const row of caseListRows) {
    await db.query(
      `INSERT INTO cases (id, case_number, merchant_id, requester_id, category, subject, description, status,
         assignee_id, resolved_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        row.id,
        row.caseNumber,
        row.merchantId,
        row.requesterId,
        row.category,
        row.subject,
        row.description,
        row.status,
        row.assigneeId,
        row.resolvedAt,
        row.createdAt,
        row.updatedAt,
      ],
    );
  }
  sessions = await startListSessions(db, alpha);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

describe('Case/caseListPage', () => {
  itAnswersListCases({
    label: 'cases',
    entity: caseEntity,
    rowSchema: CaseSchema,
    rows: caseListRows,
    cases: caseListCases,
    path: '/Case/caseListPage',
    isVisibleToMerchant: (row) => row.merchantId === alpha,
    sessions: () => sessions,
  });
});
