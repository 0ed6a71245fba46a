/**
 * The shared credit list cases (tests/fixtures/top-up-list-cases.ts, credit-entry-list-cases.ts)
 * through Credit/topUpListPage and Credit/historyListPage: the SQL answers the ids and totals
 * worked out by hand and the reference query's, rows exactly in the contract's shape, and a
 * merchant only its own rows.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { creditEntryEntity, CreditEntrySchema, topUpEntity, TopUpSchema } from '../../../src/contract';
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
import { clearMerchantData } from '../../test/clear-merchant-data';
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
const alpha = CREDIT_CASE_MERCHANTS.alpha.id;

/** Only the case rows remain. */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await clearMerchantData(db);
  await insertCaseMerchants(db, CREDIT_CASE_MERCHANTS);
  await insertCaseUsers(db, CREDIT_CASE_USERS, 'case.');
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
  sessions = await startListSessions(db, alpha);
}, 60_000);
afterAll(async () => {
  await testDb.drop();
});

describe('Credit/topUpListPage and Credit/historyListPage answer the shared cases', () => {
  itAnswersListCases({
    label: 'top-ups',
    entity: topUpEntity,
    rowSchema: TopUpSchema,
    rows: topUpCaseRows,
    cases: topUpListCases,
    path: '/Credit/topUpListPage',
    isVisibleToMerchant: (row) => row.merchantId === alpha,
    sessions: () => sessions,
  });
  itAnswersListCases({
    label: 'entries',
    entity: creditEntryEntity,
    rowSchema: CreditEntrySchema,
    rows: creditEntryCaseRows,
    cases: creditEntryListCases,
    path: '/Credit/historyListPage',
    isVisibleToMerchant: (row) => row.merchantId === alpha,
    sessions: () => sessions,
  });
});
