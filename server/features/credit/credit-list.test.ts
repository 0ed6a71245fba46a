/**
 * The shared credit list cases (tests/fixtures/top-up-list-cases.ts, credit-entry-list-cases.ts)
 * through Credit/topUpListPage and Credit/historyListPage: the SQL answers the ids and totals
 * worked out by hand and the reference query's, rows exactly in the contract's shape, and a
 * merchant only its own rows.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditEntryEntity,
  CreditEntrySchema,
  queryEntityRows,
  topUpEntity,
  TopUpSchema,
} from '../../../src/contract';
import type { CreditEntry, Page, TopUp } from '../../../src/contract';
import {
  CREDIT_CASE_BOOKING,
  creditEntryCaseRows,
  creditEntryListCases,
} from '../../../tests/fixtures/credit-entry-list-cases';
import {
  CREDIT_CASE_MERCHANTS,
  CREDIT_CASE_USERS,
  topUpCaseRows,
  topUpListCases,
} from '../../../tests/fixtures/top-up-list-cases';
import { bearerOf, getJson } from '../../test/as-user';
import { clearMerchantData } from '../../test/clear-merchant-data';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantAdmin: Record<string, string>;
const alpha = CREDIT_CASE_MERCHANTS.alpha.id;

/** Only the case rows remain. */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await clearMerchantData(db);
  for (const merchant of Object.values(CREDIT_CASE_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
  for (const user of Object.values(CREDIT_CASE_USERS)) {
    await db.query(
      `INSERT INTO users (id, username, password_hash, first_name, last_name, email, role_id, level, status)
       SELECT $1::uuid, lower('case.' || $2), password_hash, $2, $3, $1::text || '@example.com', role_id, 'Checker', 'A'
       FROM users WHERE username = 'admin'`,
      [user.id, user.firstName, user.lastName],
    );
  }
  await db.query(
    `INSERT INTO bookings (id, merchant_id, booking_reference, booking_type, status, payment_status,
       traveler_name, booking_date, destination, amount_sen)
     VALUES ($1, $2, $3, 'Flight', 'Cancelled', 'Refunded', 'Traveler', '2025-03-03', 'KUL', 30000)`,
    [CREDIT_CASE_BOOKING.id, alpha, CREDIT_CASE_BOOKING.reference],
  );
  for (const row of topUpCaseRows) {
    const slip = row.slip;
    if (!slip) throw new Error('a case top-up without its slip');
    await db.query(
      `INSERT INTO stored_files (id, sha256, type, size, name, bytes) VALUES ($1, $2, $3, $4, $5, $6)`,
      [slip.id, slip.sha256, slip.type, slip.size, slip.name, Buffer.alloc(slip.size)],
    );
    await db.query(
      `INSERT INTO top_ups (id, merchant_id, amount_sen, currency, method_code, bank_name, account_number,
         reference_number, bank_in_at, remark, slip_file_id, status, submitted_by, decided_by, decided_at,
         decision_reason, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamp, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        row.id,
        row.merchantId,
        row.amountSen,
        row.currency,
        row.methodCode,
        row.bankName,
        row.accountNumber,
        row.referenceNumber,
        row.bankInAt,
        row.remark,
        slip.id,
        row.status,
        row.submittedBy,
        row.decidedBy,
        row.decidedAt,
        row.decisionReason,
        row.createdAt,
        row.updatedAt,
      ],
    );
  }
  for (const row of creditEntryCaseRows) {
    await db.query(
      `INSERT INTO credit_entries (id, merchant_id, entry_no, action, amount_sen, balance_after_sen,
         limit_after_sen, pending_after_sen, top_up_id, booking_id, reference, note, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        row.id,
        row.merchantId,
        row.entryNo,
        row.action,
        row.amountSen,
        row.balanceAfterSen,
        row.limitAfterSen,
        row.pendingAfterSen,
        row.topUpId,
        row.bookingId,
        row.reference,
        row.note,
        row.createdBy,
        row.createdAt,
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

describe('the hand-worked cases agree with the reference query', () => {
  it.each(topUpListCases)('top-ups: $name', ({ query, expectedIds, expectedTotal }) => {
    const page = queryEntityRows(topUpEntity, topUpCaseRows, v.parse(topUpEntity.querySchema, query), 'list');
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
  it.each(creditEntryListCases)('entries: $name', ({ query, expectedIds, expectedTotal }) => {
    const parsed = v.parse(creditEntryEntity.querySchema, query);
    const page = queryEntityRows(creditEntryEntity, creditEntryCaseRows, parsed, 'list');
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
});

describe('Credit/topUpListPage and Credit/historyListPage answer the shared cases', () => {
  it.each(topUpListCases)('top-ups: $name', async ({ query, expectedIds, expectedTotal }) => {
    const url = `/Credit/topUpListPage?${new URLSearchParams(query).toString()}`;
    const { status, body } = await getJson<Page<TopUp>>(app, url, staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it.each(creditEntryListCases)('entries: $name', async ({ query, expectedIds, expectedTotal }) => {
    const url = `/Credit/historyListPage?${new URLSearchParams(query).toString()}`;
    const { status, body } = await getJson<Page<CreditEntry>>(app, url, staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it('answers rows exactly as the contract rows', async () => {
    const topUps = await getJson<Page<TopUp>>(app, '/Credit/topUpListPage?pageSize=50', staff);
    expect(topUps.body.data?.items).toHaveLength(topUpCaseRows.length);
    for (const item of topUps.body.data?.items ?? []) {
      const expected = topUpCaseRows.find((row) => row.id === item.id);
      expect(v.parse(TopUpSchema, item)).toEqual({ ...expected, version: item.version });
    }
    const entries = await getJson<Page<CreditEntry>>(app, '/Credit/historyListPage?pageSize=50', staff);
    expect(entries.body.data?.items).toHaveLength(creditEntryCaseRows.length);
    for (const item of entries.body.data?.items ?? []) {
      const expected = creditEntryCaseRows.find((row) => row.id === item.id);
      expect(v.parse(CreditEntrySchema, item)).toEqual({ ...expected, version: item.version });
    }
  });

  it.each(topUpListCases)('a merchant admin sees only their merchant’s top-ups: $name', async ({ query }) => {
    const own = topUpCaseRows.filter((row) => row.merchantId === alpha);
    const expected = queryEntityRows(topUpEntity, own, v.parse(topUpEntity.querySchema, query), 'list');
    const url = `/Credit/topUpListPage?${new URLSearchParams(query).toString()}`;
    const { body } = await getJson<Page<TopUp>>(app, url, merchantAdmin);
    expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
    expect(body.data?.totalCount).toBe(expected.totalCount);
  });

  it.each(creditEntryListCases)(
    'a merchant admin sees only their merchant’s entries: $name',
    async ({ query }) => {
      const own = creditEntryCaseRows.filter((row) => row.merchantId === alpha);
      const parsed = v.parse(creditEntryEntity.querySchema, query);
      const expected = queryEntityRows(creditEntryEntity, own, parsed, 'list');
      const url = `/Credit/historyListPage?${new URLSearchParams(query).toString()}`;
      const { body } = await getJson<Page<CreditEntry>>(app, url, merchantAdmin);
      expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
      expect(body.data?.totalCount).toBe(expected.totalCount);
    },
  );
});
