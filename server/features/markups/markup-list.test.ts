/**
 * The shared markup list cases (tests/fixtures/markup-list-cases.ts) through
 * Markup/markupListPage: the SQL answers the ids and totals worked out by hand and the reference
 * query's, rows exactly in the contract's shape, and a merchant its own markups and those for every
 * merchant, never another merchant's.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markupEntity, MarkupSchema, queryEntityRows } from '../../../src/contract';
import type { Markup, Page } from '../../../src/contract';
import {
  MARKUP_CASE_MERCHANTS,
  markupCaseRows,
  markupListCases,
} from '../../../tests/fixtures/markup-list-cases';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { markupColumns } from './markup-write';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantAdmin: Record<string, string>;
const alpha = MARKUP_CASE_MERCHANTS.alpha.id;

/** Only the case rows remain. */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await db.query('DELETE FROM markups');
  for (const merchant of Object.values(MARKUP_CASE_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
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
  await db.query(`UPDATE users SET merchant_id = $1 WHERE username = 'merchant.admin'`, [alpha]);
  app = buildApp(db);
  staff = await bearerOf(app, 'admin');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

const parse = (query: Record<string, string>) => v.parse(markupEntity.querySchema, query);

describe('the hand-worked markup cases agree with the reference query', () => {
  it.each(markupListCases)('$name', ({ query, expectedIds, expectedTotal }) => {
    const page = queryEntityRows(markupEntity, markupCaseRows, parse(query), 'list');
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
});

describe('Markup/markupListPage answers the shared cases', () => {
  it.each(markupListCases)('$name', async ({ query, expectedIds, expectedTotal }) => {
    const url = `/Markup/markupListPage?${new URLSearchParams(query).toString()}`;
    const { status, body } = await getJson<Page<Markup>>(app, url, staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it('answers rows exactly as the contract rows', async () => {
    const { body } = await getJson<Page<Markup>>(app, '/Markup/markupListPage?pageSize=50', staff);
    expect(body.data?.items).toHaveLength(markupCaseRows.length);
    for (const item of body.data?.items ?? []) {
      const expected = markupCaseRows.find((row) => row.id === item.id);
      expect(v.parse(MarkupSchema, item)).toEqual({ ...expected, version: item.version });
    }
  });

  it.each(markupListCases)(
    'a merchant admin sees its own and the global markups: $name',
    async ({ query }) => {
      const visible = markupCaseRows.filter((row) => row.merchantId === alpha || row.merchantId === null);
      const expected = queryEntityRows(markupEntity, visible, parse(query), 'list');
      const url = `/Markup/markupListPage?${new URLSearchParams(query).toString()}`;
      const { body } = await getJson<Page<Markup>>(app, url, merchantAdmin);
      expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
      expect(body.data?.totalCount).toBe(expected.totalCount);
    },
  );
});
