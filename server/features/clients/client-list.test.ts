/**
 * The shared client list cases (tests/fixtures/client-list-cases.ts) through
 * Client/clientListPage: the SQL answers the ids and totals worked out by hand and the reference
 * query's, rows exactly in the contract's shape, and a merchant only its own clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientEntity, ClientSchema } from '../../../src/contract';
import {
  CLIENT_CASE_MERCHANTS,
  clientCaseRows,
  clientListCases,
} from '../../../tests/fixtures/client-list-cases';
import { getJson } from '../../test/as-user';
import {
  insertCaseMerchants,
  itAnswersListCases,
  startListSessions,
  type ListSessions,
} from '../../test/list-test-kit';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { columnOf } from './create-client';

let testDb: TestDb;
let sessions: ListSessions;
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
  await insertCaseMerchants(db, CLIENT_CASE_MERCHANTS);
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
  sessions = await startListSessions(db, alpha);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

describe('Client/clientListPage answers the shared cases', () => {
  // The rows' logos come back as their metadata.
  itAnswersListCases({
    label: 'clients',
    entity: clientEntity,
    rowSchema: ClientSchema,
    rows: clientCaseRows,
    cases: clientListCases,
    path: '/Client/clientListPage',
    isVisibleToMerchant: (row) => row.merchantId === alpha,
    sessions: () => sessions,
  });

  it('a merchant admin gets another merchant’s client by id as 404, its own as 200', async () => {
    const other = clientCaseRows.find((row) => row.merchantId !== alpha);
    const mine = clientCaseRows.find((row) => row.merchantId === alpha);
    expect((await getJson(sessions.app, `/Client/${other?.id}`, sessions.merchantAdmin)).status).toBe(404);
    expect((await getJson(sessions.app, `/Client/${mine?.id}`, sessions.merchantAdmin)).status).toBe(200);
    expect((await getJson(sessions.app, `/Client/${other?.id}`, sessions.staff)).status).toBe(200);
  });
});
