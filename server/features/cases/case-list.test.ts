/**
 * The shared service-request list cases (tests/fixtures/case-list-cases.ts) through
 * Case/caseListPage: the SQL answers the ids and totals worked out by hand and the reference
 * query's, rows exactly in the contract's shape, and a merchant only its own merchant's cases.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseEntity, CaseSchema, queryEntityRows } from '../../../src/contract';
import type { Case, Page } from '../../../src/contract';
import {
  CASE_LIST_MERCHANTS,
  CASE_LIST_USERS,
  caseListCases,
  caseListRows,
} from '../../../tests/fixtures/case-list-cases';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantAdmin: Record<string, string>;
const alpha = CASE_LIST_MERCHANTS.alpha.id;

beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await db.query('DELETE FROM cases');
  for (const merchant of Object.values(CASE_LIST_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
  for (const user of Object.values(CASE_LIST_USERS)) {
    await db.query(
      `INSERT INTO users (id, username, password_hash, first_name, last_name, email, role_id, level, status)
       SELECT $1::uuid, lower('caselist.' || $2), password_hash, $2, $3, $1::text || '@example.com', role_id, 'Checker', 'A'
       FROM users WHERE username = 'admin'`,
      [user.id, user.firstName, user.lastName],
    );
  }
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
  await db.query(`UPDATE users SET merchant_id = $1 WHERE username = 'merchant.admin'`, [alpha]);
  app = buildApp(db);
  staff = await bearerOf(app, 'admin');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

const urlOf = (query: Record<string, string>) =>
  `/Case/caseListPage?${new URLSearchParams(query).toString()}`;

describe('Case/caseListPage', () => {
  it.each(caseListCases)('the reference query agrees: $name', ({ query, expectedIds, expectedTotal }) => {
    const page = queryEntityRows(caseEntity, caseListRows, v.parse(caseEntity.querySchema, query), 'list');
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });

  it.each(caseListCases)('the SQL answers: $name', async ({ query, expectedIds, expectedTotal }) => {
    const { status, body } = await getJson<Page<Case>>(app, urlOf(query), staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it('answers rows exactly as the contract rows', async () => {
    const { body } = await getJson<Page<Case>>(app, urlOf({ pageSize: '50' }), staff);
    expect(body.data?.items).toHaveLength(caseListRows.length);
    for (const item of body.data?.items ?? []) {
      const expected = caseListRows.find((row) => row.id === item.id);
      expect(v.parse(CaseSchema, item)).toEqual({ ...expected, version: item.version });
    }
  });

  it.each(caseListCases)('a merchant admin sees only its merchant’s cases: $name', async ({ query }) => {
    const own = caseListRows.filter((row) => row.merchantId === alpha);
    const expected = queryEntityRows(caseEntity, own, v.parse(caseEntity.querySchema, query), 'list');
    const { body } = await getJson<Page<Case>>(app, urlOf(query), merchantAdmin);
    expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
    expect(body.data?.totalCount).toBe(expected.totalCount);
  });
});
