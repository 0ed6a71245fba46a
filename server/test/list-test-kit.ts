/**
 * What the list API tests of the areas share (clients, markups, cases, credit): the case
 * merchants and users they insert, a staff and a merchant-admin session, and the four checks of a
 * list call against its shared case table (tests/fixtures/*-list-cases.ts): the hand-worked
 * answers equal the reference query's, the SQL gives them, rows come back exactly in the
 * contract's shape, and a merchant admin sees only the rows its scope holds.
 */
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { queryEntityRows, type ListEntity, type Page, type SortOrder } from '../../src/contract';
import type { Db } from '../db/client';
import { bearerOf, getJson } from './as-user';
import { buildApp } from './test-app';

type QueryBase = { pageSize: number; curPageIndex: number; sortKey: string; sortOrder: SortOrder };

export type ListCase = {
  name: string;
  query: Record<string, string>;
  expectedIds: string[];
  expectedTotal: number;
};

/** The merchants a case table names, with placeholder details. */
export async function insertCaseMerchants(db: Db, merchants: Record<string, { id: string; name: string }>) {
  for (const merchant of Object.values(merchants)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
}

/** The users a case table names (requesters, makers), as active Checkers with admin's role. */
export async function insertCaseUsers(
  db: Db,
  users: Record<string, { id: string; firstName: string; lastName: string }>,
  usernamePrefix: string,
) {
  for (const user of Object.values(users)) {
    await db.query(
      `INSERT INTO users (id, username, password_hash, first_name, last_name, email, role_id, level, status)
       SELECT $1::uuid, lower($4 || $2), password_hash, $2, $3, $1::text || '@example.com', role_id, 'Checker', 'A'
       FROM users WHERE username = 'admin'`,
      [user.id, user.firstName, user.lastName, usernamePrefix],
    );
  }
}

export type ListSessions = {
  app: ReturnType<typeof buildApp>;
  staff: Record<string, string>;
  merchantAdmin: Record<string, string>;
};

/** The app on `db`, signed in as staff and as the demo merchant admin, made `merchantId`'s. */
export async function startListSessions(db: Db, merchantId: string): Promise<ListSessions> {
  await db.query(`UPDATE users SET merchant_id = $1 WHERE username = 'merchant.admin'`, [merchantId]);
  const app = buildApp(db);
  return { app, staff: await bearerOf(app, 'admin'), merchantAdmin: await bearerOf(app, 'merchant.admin') };
}

/**
 * The four checks of one list call, as tests of the current describe block. `sessions` is read
 * when the tests run (the beforeAll has started them by then); `label` prefixes each test's name.
 */
export function itAnswersListCases<Row extends { id: string }, Q extends QueryBase>(spec: {
  label: string;
  entity: ListEntity<Row, Q>;
  rowSchema: v.GenericSchema<unknown, Row>;
  rows: readonly Row[];
  cases: readonly ListCase[];
  path: string;
  /** The rows the merchant admin's scope holds. */
  isVisibleToMerchant: (row: Row) => boolean;
  sessions: () => ListSessions;
}) {
  const { entity, rows, cases, label } = spec;
  const parse = (query: Record<string, string>) => v.parse(entity.querySchema, query) as Q;
  const urlOf = (query: Record<string, string>) => `${spec.path}?${new URLSearchParams(query).toString()}`;

  it.each(cases)(`${label}: the reference query agrees: $name`, ({ query, expectedIds, expectedTotal }) => {
    const page = queryEntityRows(entity, rows, parse(query), 'list');
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });

  it.each(cases)(`${label}: the SQL answers: $name`, async ({ query, expectedIds, expectedTotal }) => {
    const { app, staff } = spec.sessions();
    const { status, body } = await getJson<Page<Row>>(app, urlOf(query), staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it(`${label}: answers rows exactly as the contract rows`, async () => {
    const { app, staff } = spec.sessions();
    const { body } = await getJson<Page<Row & { version: number }>>(app, urlOf({ pageSize: '50' }), staff);
    expect(body.data?.items).toHaveLength(rows.length);
    for (const item of body.data?.items ?? []) {
      const expected = rows.find((row) => row.id === item.id);
      expect(v.parse(spec.rowSchema, item)).toEqual({ ...expected, version: item.version });
    }
  });

  it.each(cases)(`${label}: a merchant admin sees only its scope: $name`, async ({ query }) => {
    const { app, merchantAdmin } = spec.sessions();
    const expected = queryEntityRows(entity, rows.filter(spec.isVisibleToMerchant), parse(query), 'list');
    const { body } = await getJson<Page<Row>>(app, urlOf(query), merchantAdmin);
    expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
    expect(body.data?.totalCount).toBe(expected.totalCount);
  });
}
