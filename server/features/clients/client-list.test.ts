/**
 * The shared client list cases (tests/fixtures/client-list-cases.ts) through
 * Client/clientListPage: the SQL answers the ids and totals worked out by hand and the reference
 * query's, rows exactly in the contract's shape, and a merchant only its own clients.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEntity, ClientSchema, queryEntityRows } from '../../../src/contract';
import type { Client, Page } from '../../../src/contract';
import {
  CLIENT_CASE_MERCHANTS,
  clientCaseRows,
  clientListCases,
} from '../../../tests/fixtures/client-list-cases';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { columnOf } from './create-client';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantAdmin: Record<string, string>;
const alpha = CLIENT_CASE_MERCHANTS.alpha.id;

const FIELDS = [
  'accountType',
  'companyName',
  'employeeCount',
  'title',
  'firstName',
  'lastName',
  'referralCode',
  'defaultCurrency',
  'bookingPccCode',
  'email',
  'phone',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** Only the case rows remain. */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  // Tables that refer to clients (markups for one client) are emptied with them.
  await db.query('TRUNCATE clients CASCADE');
  for (const merchant of Object.values(CLIENT_CASE_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
  for (const row of clientCaseRows) {
    if (row.logo) {
      await db.query(
        `INSERT INTO stored_files (id, sha256, type, size, name, bytes) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          row.logo.id,
          row.logo.sha256,
          row.logo.type,
          row.logo.size,
          row.logo.name,
          Buffer.alloc(row.logo.size),
        ],
      );
    }
    const columns = ['id', 'merchant_id', 'logo_file_id', ...FIELDS.map(columnOf)];
    await db.query(
      `INSERT INTO clients (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      [row.id, row.merchantId, row.logo?.id ?? null, ...FIELDS.map((field) => row[field])],
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

describe('the hand-worked client cases agree with the reference query', () => {
  it.each(clientListCases)('$name', ({ query, expectedIds, expectedTotal }) => {
    const page = queryEntityRows(
      clientEntity,
      clientCaseRows,
      v.parse(clientEntity.querySchema, query),
      'list',
    );
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
});

describe('Client/clientListPage answers the shared cases', () => {
  it.each(clientListCases)('$name', async ({ query, expectedIds, expectedTotal }) => {
    const url = `/Client/clientListPage?${new URLSearchParams(query).toString()}`;
    const { status, body } = await getJson<Page<Client>>(app, url, staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it('answers rows exactly as the contract rows, the logo as its metadata', async () => {
    const { body } = await getJson<Page<Client>>(app, '/Client/clientListPage?pageSize=50', staff);
    expect(body.data?.items).toHaveLength(clientCaseRows.length);
    for (const item of body.data?.items ?? []) {
      const expected = clientCaseRows.find((row) => row.id === item.id);
      expect(v.parse(ClientSchema, item)).toEqual({ ...expected, version: item.version });
    }
  });

  it.each(clientListCases)(
    'a merchant admin sees only their merchant’s clients: $name',
    async ({ query }) => {
      const own = clientCaseRows.filter((row) => row.merchantId === alpha);
      const expected = queryEntityRows(clientEntity, own, v.parse(clientEntity.querySchema, query), 'list');
      const url = `/Client/clientListPage?${new URLSearchParams(query).toString()}`;
      const { body } = await getJson<Page<Client>>(app, url, merchantAdmin);
      expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
      expect(body.data?.totalCount).toBe(expected.totalCount);
    },
  );

  it('a merchant admin gets another merchant’s client by id as 404, its own as 200', async () => {
    const other = clientCaseRows.find((row) => row.merchantId !== alpha);
    const mine = clientCaseRows.find((row) => row.merchantId === alpha);
    expect((await getJson(app, `/Client/${other?.id}`, merchantAdmin)).status).toBe(404);
    expect((await getJson(app, `/Client/${mine?.id}`, merchantAdmin)).status).toBe(200);
    expect((await getJson(app, `/Client/${other?.id}`, staff)).status).toBe(200);
  });
});
