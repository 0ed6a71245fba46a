import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, bookingEntity, queryEntityRows } from '../../../src/contract';
import type { Booking, Page } from '../../../src/contract';
import { CASE_MERCHANTS, cases, rows } from '../../../tests/fixtures/booking-list-cases';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import { clearMerchantData } from '../../test/clear-merchant-data';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantUser: Record<string, string>;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const alphaRows = rows.filter((row) => row.merchantId === CASE_MERCHANTS.alpha.id);
const bintangRow = rows.find((row) => row.merchantId === CASE_MERCHANTS.bintang.id);
const listUrl = (query: Record<string, string>) =>
  `/Booking/bookingListPage?${new URLSearchParams(query).toString()}`;

/**
 * Only the shared fixture rows remain, so every case sees exactly the rows the reference and the
 * app's engine see; merchant.user works for the first case merchant.
 */
beforeAll(async () => {
  testDb = await setupTestDb();
  const { db } = testDb;
  await clearMerchantData(db);
  await db.exec('DELETE FROM bookings');
  for (const merchant of Object.values(CASE_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
  await db.query(`UPDATE users SET merchant_id = $1 WHERE username = 'merchant.user'`, [
    CASE_MERCHANTS.alpha.id,
  ]);
  const columns = Object.keys(rows[0] ?? {}).filter((key) => key !== 'version');
  for (const row of rows) {
    await db.query(
      `INSERT INTO bookings (${columns.map(snake).join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      columns.map((key) => row[key as keyof typeof row]),
    );
  }
  app = buildApp(db);
  staff = await bearerOf(app, 'admin');
  merchantUser = await bearerOf(app, 'merchant.user');
});
afterAll(async () => {
  await testDb.drop();
});

describe('Booking/bookingListPage answers the shared cases', () => {
  it.each(cases)('$name', async ({ query, expectedIds, expectedTotal }) => {
    const { status, body } = await getJson<Page<Booking>>(app, listUrl(query), staff);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
    expect(body.data?.pageSize).toBe(Number(query.pageSize ?? 10));
    expect(body.data?.curPageIndex).toBe(Number(query.curPageIndex ?? 1));
  });

  it('answers rows in the contract shape: integer sen, the hotel name, dates as yyyy-mm-dd', async () => {
    const { body } = await getJson<Page<Booking>>(app, listUrl({ pageSize: '50' }), staff);
    const items = body.data?.items ?? [];
    expect(items).toHaveLength(rows.length);
    for (const item of items) {
      const expected = rows.find((row) => row.id === item.id);
      expect(v.parse(BookingSchema, item)).toEqual({ ...expected, version: item.version });
    }
  });
});

describe('Booking scope', () => {
  it.each(cases)('a merchant user sees only their merchant: $name', async ({ query }) => {
    const expected = queryEntityRows(
      bookingEntity,
      alphaRows as Booking[],
      v.parse(bookingEntity.querySchema, query),
      'list',
    );
    const { status, body } = await getJson<Page<Booking>>(app, listUrl(query), merchantUser);
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expected.items.map((row) => row.id));
    expect(body.data?.totalCount).toBe(expected.totalCount);
  });

  it('answers one booking by id to staff and to its merchant', async () => {
    const own = alphaRows[0];
    if (!own || !bintangRow) throw new Error('fixture rows missing');
    const mine = await getJson<Booking>(app, `/Booking/${own.id}`, merchantUser);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({ ...own, version: mine.body.data?.version });
    const other = await getJson<Booking>(app, `/Booking/${bintangRow.id}`, staff);
    expect(other.status).toBe(200);
    expect(other.body.data?.bookingReference).toBe(bintangRow.bookingReference);
  });

  it("answers 404, never 403, for another merchant's booking, an unknown or a malformed id", async () => {
    const ids = [bintangRow?.id ?? '', '00000000-0000-4000-8000-00000000ffff', 'not-a-uuid'];
    for (const id of ids) {
      const { status, body } = await getJson(app, `/Booking/${id}`, merchantUser);
      expect(status).toBe(404);
      expect(body.code).toBe('error.notFound');
    }
  });
});

describe('Booking guards and bad queries', () => {
  it('answers 422 with the translated envelope for a bad query, never 500', async () => {
    const bad = [
      'pageSize=7',
      'curPageIndex=0',
      'sortKey=amount',
      'sortOrder=up',
      'status=pending',
      'paymentStatus=Free',
      'bookingType=Train',
      'dateFrom=2025-1-1',
      'dateTo=yesterday',
      `travelerName=${'x'.repeat(201)}`,
    ];
    for (const query of bad) {
      const { status, body } = await getJson(app, `/Booking/bookingListPage?${query}`, staff);
      expect(status, query).toBe(422);
      expect(body.code).toBe('error.validation');
      expect(body.success).toBe(false);
      expect(body.message).toBeTruthy();
    }
  });

  it('takes a date bound that is no calendar day as the reference does (text order), not a 500', async () => {
    const { status, body } = await getJson<Page<Booking>>(
      app,
      listUrl({ dateFrom: '2025-02-30', dateTo: '2025-02-99' }),
      staff,
    );
    expect(status).toBe(200);
    expect(body.data?.totalCount).toBe(0);
    const later = await getJson<Page<Booking>>(app, listUrl({ dateFrom: '2025-02-29' }), staff);
    expect(later.body.data?.items.map((item) => item.bookingDate).sort()[0]).toBe('2025-03-01');
  });

  it('refuses a caller without a session (401) and a role without booking.list:view (403)', async () => {
    expect((await getJson(app, '/Booking/bookingListPage', {})).status).toBe(401);
    await testDb.db.query(
      `DELETE FROM role_functions rf USING menus m, roles r
       WHERE rf.menu_id = m.id AND rf.role_id = r.id AND m.key = 'booking.list' AND r.name = 'Merchant User'`,
    );
    for (const path of ['/Booking/bookingListPage', `/Booking/${alphaRows[0]?.id ?? ''}`]) {
      const { status, body } = await getJson(app, path, merchantUser);
      expect(status).toBe(403);
      expect(body.code).toBe('error.forbidden');
    }
  });
});
