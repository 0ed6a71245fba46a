import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BookingSchema, InvoiceNoteSchema, InvoiceSchema } from '../../../src/contract';
import type { SyncPull } from '../../../src/contract';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { alive, pageSize, pullAll, pullOnce, waitForWatermark } from './sync-test-kit';
import type { Mirror } from './sync-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let staff: Record<string, string>;
let merchantAdmin: Record<string, string>;
let demoId: string;

const count = async (sql: string, params: unknown[] = []) =>
  (await testDb.db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params)).rows[0]?.n ?? -1;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  staff = await bearerOf(app, 'admin');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
  const { rows } = await testDb.db.query<{ merchant_id: string }>(
    `SELECT merchant_id FROM users WHERE username = 'merchant.admin'`,
  );
  demoId = rows[0]?.merchant_id ?? '';
});
afterAll(async () => {
  await testDb.drop();
});

describe('GET /Sync/pull bootstrap', () => {
  it('gives staff every row: the snapshot with its total, then the log', async () => {
    const mirror: Mirror = new Map();
    const { pages, cursor } = await pullAll(app, staff, mirror, '', 25);
    const rowCount = await count(`SELECT (SELECT count(*) FROM merchants) + (SELECT count(*) FROM users)
      + (SELECT count(*) FROM bookings) + (SELECT count(*) FROM invoices) + (SELECT count(*) FROM roles)
      + (SELECT count(*) FROM menus) + (SELECT count(*) FROM invoice_notes) + (SELECT count(*) FROM top_ups)
      + (SELECT count(*) FROM credit_entries) + (SELECT count(*) FROM credit_accounts)
      + (SELECT count(*) FROM clients) + (SELECT count(*) FROM markups) + (SELECT count(*) FROM cases)
      + (SELECT count(*) FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.username = 'admin')
      + (SELECT count(*) FROM e_invoices)`);
    expect(pages[0]?.total).toBe(rowCount);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.slice(0, -1).every((page) => page.hasMore && pageSize(page) === 25)).toBe(true);
    expect(pages.every((page) => page.total === rowCount)).toBe(true);
    expect((await pullOnce(app, staff, cursor, 25)).total).toBeNull();
    expect(alive(mirror, 'merchants')).toHaveLength(await count('SELECT count(*) FROM merchants'));
    expect(alive(mirror, 'users')).toHaveLength(await count('SELECT count(*) FROM users'));
    expect(alive(mirror, 'bookings')).toHaveLength(await count('SELECT count(*) FROM bookings'));
    expect(alive(mirror, 'invoices')).toHaveLength(await count('SELECT count(*) FROM invoices'));
    expect(alive(mirror, 'invoiceNotes')).toHaveLength(await count('SELECT count(*) FROM invoice_notes'));
    expect(alive(mirror, 'roles')).toHaveLength(3);
    expect(alive(mirror, 'menu')).toHaveLength(await count('SELECT count(*) FROM menus'));
  });

  it('gives rows in the list shape, never secrets', async () => {
    const mirror: Mirror = new Map();
    await pullAll(app, staff, mirror, '', 5000);
    const user = alive(mirror, 'users').find((row) => row.username === 'merchant.user');
    expect(Object.keys(user ?? {}).sort()).toEqual(
      [
        'id',
        'username',
        'salutation',
        'firstName',
        'lastName',
        'fullName',
        'email',
        'mobileNumber',
        'idType',
        'idNumber',
        'pendingChange',
        'roleId',
        'roleName',
        'level',
        'merchantId',
        'merchantName',
        'status',
        'createdAt',
        'updatedAt',
        'version',
      ].sort(),
    );
    expect(user).toMatchObject({
      roleName: 'Merchant User',
      merchantId: demoId,
      fullName: expect.any(String),
    });
    const booking = alive(mirror, 'bookings')[0] ?? {};
    expect(booking.bookingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isSafeInteger(booking.amountSen)).toBe(true);
    // Every mirrored booking is a contract Booking (integer sen, hotel name), as the list answers it.
    for (const row of alive(mirror, 'bookings')) expect(v.parse(BookingSchema, row)).toEqual(row);
    expect(alive(mirror, 'bookings').some((row) => row.bookingType === 'Hotel' && row.hotelName)).toBe(true);
    expect(booking.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // Every mirrored invoice and note is its contract row (lines, integer sen), as the lists answer them.
    for (const row of alive(mirror, 'invoices')) expect(v.parse(InvoiceSchema, row)).toEqual(row);
    for (const row of alive(mirror, 'invoiceNotes')) expect(v.parse(InvoiceNoteSchema, row)).toEqual(row);
    expect(alive(mirror, 'invoiceNotes').length).toBeGreaterThan(0);
    expect(alive(mirror, 'roles')[0]).toMatchObject({ isSystem: true, version: expect.any(Number) });
    expect(alive(mirror, 'menu')[0]).toHaveProperty('sortOrder');
    expect(JSON.stringify([...mirror.values()])).not.toMatch(/password|failed_?attempts/i);
  });

  it('carries the same rows as columns (the app) and as one change per row (older apps)', async () => {
    const asColumns: Mirror = new Map();
    const asChanges: Mirror = new Map();
    const columns = await pullAll(app, staff, asColumns, '', 100, 'columns');
    const changes = await pullAll(app, staff, asChanges, '', 100, 'changes');
    expect(columns.pages.length).toBeGreaterThan(2);
    expect(asColumns.size).toBeGreaterThanOrEqual(columns.pages[0]?.total ?? Infinity);
    expect(asColumns).toEqual(asChanges);
    expect(columns.pages.map(pageSize)).toEqual(changes.pages.map(pageSize));
    // Snapshot rows travel only as columns (each entity's names once), the log only as changes.
    expect(columns.pages[0]?.changes).toEqual([]);
    expect(changes.pages[0]?.snapshot).toBeUndefined();
    const firstPage = columns.pages[0]?.snapshot ?? [];
    expect(new Set(firstPage.map((table) => table.entity)).size).toBe(firstPage.length);
  });

  it('gives a merchant admin only their merchant and its rows, the markups for every merchant, the merchant roles and the menu', async () => {
    const mirror: Mirror = new Map();
    const { pages } = await pullAll(app, merchantAdmin, mirror);
    const own = [
      'SELECT count(*) FROM users WHERE merchant_id = $1',
      'SELECT count(*) FROM bookings WHERE merchant_id = $1',
      'SELECT count(*) FROM invoices WHERE merchant_id = $1',
      'SELECT count(*) FROM invoice_notes WHERE merchant_id = $1',
      // Credit: the merchant's top-ups, ledger and account.
      `SELECT (SELECT count(*) FROM top_ups WHERE merchant_id = $1)
         + (SELECT count(*) FROM credit_entries WHERE merchant_id = $1)
         + (SELECT count(*) FROM credit_accounts WHERE merchant_id = $1)`,
      // Its clients and cases, and the markups for it or for every merchant.
      `SELECT (SELECT count(*) FROM clients WHERE merchant_id = $1)
         + (SELECT count(*) FROM cases WHERE merchant_id = $1)
         + (SELECT count(*) FROM markups WHERE merchant_id = $1 OR merchant_id IS NULL)`,
    ];
    const [users, bookings, invoices, notes, credit, business] = await Promise.all(
      own.map((sql) => count(sql, [demoId])),
    );
    expect(alive(mirror, 'merchants').map((row) => row.id)).toEqual([demoId]);
    expect(alive(mirror, 'users')).toHaveLength(users ?? -1);
    expect(alive(mirror, 'users').every((row) => row.merchantId === demoId)).toBe(true);
    expect(alive(mirror, 'bookings')).toHaveLength(bookings ?? -1);
    expect(alive(mirror, 'invoices')).toHaveLength(invoices ?? -1);
    expect(alive(mirror, 'invoiceNotes')).toHaveLength(notes ?? -1);
    expect(alive(mirror, 'invoiceNotes').every((row) => row.merchantId === demoId)).toBe(true);
    for (const entity of ['topUps', 'creditEntries', 'creditAccounts']) {
      expect(alive(mirror, entity).length).toBeGreaterThan(0);
      expect(alive(mirror, entity).every((row) => row.merchantId === demoId)).toBe(true);
    }
    for (const entity of ['clients', 'cases']) {
      expect(alive(mirror, entity).length).toBeGreaterThan(0);
      expect(alive(mirror, entity).every((row) => row.merchantId === demoId)).toBe(true);
    }
    expect(alive(mirror, 'markups').some((row) => row.merchantId === null)).toBe(true);
    expect(
      alive(mirror, 'markups').every((row) => row.merchantId === null || row.merchantId === demoId),
    ).toBe(true);
    // The roles a Merchant Admin may give (merchant roles, its own among them), not the catalog.
    expect(alive(mirror, 'roles').map((row) => row.scope)).toEqual(['merchant', 'merchant']);
    const menus = await count('SELECT count(*) FROM menus');
    expect(pages[0]?.total).toBe(
      1 +
        (users ?? 0) +
        (bookings ?? 0) +
        (invoices ?? 0) +
        (notes ?? 0) +
        (credit ?? 0) +
        (business ?? 0) +
        2 +
        menus,
    );
  });
});

describe('GET /Sync/pull after the bootstrap', () => {
  it('sends updates, tombstones for deletes, and a delete to the scope a row left', async () => {
    const db = testDb.db;
    const { rows: invoices } = await db.query<{ id: string }>(
      `INSERT INTO invoices (merchant_id, tour_code, due_date, guest_name, market, handled_by)
       VALUES ($1, 'T-INV-1', '2024-01-01', 'Guest', 'Domestic', 'Agent') RETURNING id`,
      [demoId],
    );
    const { rows: moved } = await db.query<{ id: string }>(
      `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
         traveler_name, booking_date, destination, amount_sen)
       VALUES ($1, 'T-BK-1', 'Flight', 'Confirmed', 'Paid', 'Traveler', '2024-01-01', 'KUL', 10000) RETURNING id`,
      [demoId],
    );
    const staffMirror: Mirror = new Map();
    const userMirror: Mirror = new Map();
    await waitForWatermark(db);
    let staffCursor = (await pullAll(app, staff, staffMirror)).cursor;
    let userCursor = (await pullAll(app, merchantAdmin, userMirror)).cursor;
    expect(userMirror.get(`bookings:${moved[0]?.id}`)?.row).toMatchObject({ merchantId: demoId });
    await db.query(`UPDATE merchants SET status = 'Inactive' WHERE id = $1`, [demoId]);
    await db.query('DELETE FROM invoices WHERE id = $1', [invoices[0]?.id]);
    await db.query(
      `UPDATE bookings SET merchant_id = (SELECT id FROM merchants WHERE id <> $1 LIMIT 1) WHERE id = $2`,
      [demoId, moved[0]?.id],
    );
    const invoiceKey = `invoices:${invoices[0]?.id}`;
    const bookingKey = `bookings:${moved[0]?.id}`;
    await waitForWatermark(db);
    staffCursor = (await pullAll(app, staff, staffMirror, staffCursor)).cursor;
    userCursor = (await pullAll(app, merchantAdmin, userMirror, userCursor)).cursor;
    for (const mirror of [staffMirror, userMirror]) {
      expect(mirror.get(`merchants:${demoId}`)?.row).toMatchObject({ status: 'Inactive' });
      expect(mirror.get(invoiceKey)).toMatchObject({ row: null });
    }
    expect(staffMirror.get(bookingKey)?.row).toMatchObject({ id: moved[0]?.id });
    expect(userMirror.get(bookingKey)).toMatchObject({ row: null });
    // Nothing new: an empty page, same position.
    const idle = await pullOnce(app, staff, staffCursor, 100);
    expect(idle).toMatchObject({
      changes: [],
      hasMore: false,
      reset: false,
      total: null,
      cursor: staffCursor,
    });
    expect(userCursor).not.toBe('');
  });

  it('pages the log with hasMore and loses nothing across pages', async () => {
    const mirror: Mirror = new Map();
    await waitForWatermark(testDb.db);
    const { cursor } = await pullAll(app, staff, mirror);
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM merchants ORDER BY id LIMIT 30');
    for (const [i, row] of rows.entries()) {
      await testDb.db.query(`UPDATE merchants SET city = $2 WHERE id = $1`, [row.id, `City ${i}`]);
      if (i % 3 === 0) await testDb.db.query(`UPDATE merchants SET fax = 'x' WHERE id = $1`, [row.id]);
    }
    await waitForWatermark(testDb.db);
    const { pages } = await pullAll(app, staff, mirror, cursor, 7);
    expect(pages.length).toBe(Math.ceil((rows.length + Math.ceil(rows.length / 3)) / 7));
    expect(pages.slice(0, -1).every((page) => page.hasMore)).toBe(true);
    const { rows: now } = await testDb.db.query<{ id: string; version: string }>(
      'SELECT id, version FROM merchants ORDER BY id LIMIT 30',
    );
    for (const [i, row] of now.entries()) {
      expect(mirror.get(`merchants:${row.id}`)).toMatchObject({
        version: Number(row.version),
        row: { city: `City ${i}` },
      });
    }
  });
});

describe('GET /Sync/pull cursors', () => {
  it('answers reset for a garbage, unknown-version or other-scope cursor', async () => {
    const staffCursor = (await pullOnce(app, staff, '', 10)).cursor;
    const foreign = Buffer.from(JSON.stringify({ v: 99, p: 'l', s: '*', x: '1', q: '1' })).toString(
      'base64url',
    );
    for (const [cursor, headers] of [
      ['garbage!', staff],
      ['eyJ2IjoxfQ', staff],
      [foreign, staff],
      [staffCursor, merchantAdmin],
    ] as const) {
      expect(await pullOnce(app, headers, cursor, 10)).toEqual({
        snapshot: [],
        changes: [],
        cursor: '',
        hasMore: false,
        reset: true,
        total: null,
      });
      expect(await pullOnce(app, headers, cursor, 10, 'changes')).toEqual({
        changes: [],
        cursor: '',
        hasMore: false,
        reset: true,
        total: null,
      });
    }
  });

  it('needs sign-in, a limit of 1..5000 and a known format', async () => {
    expect((await getJson(app, '/Sync/pull?format=rows', staff)).status).toBe(422);
    expect((await getJson(app, '/Sync/pull', {})).status).toBe(401);
    for (const limit of ['0', '5001', 'abc']) {
      const { status } = await getJson<SyncPull>(app, `/Sync/pull?limit=${limit}`, staff);
      expect(status).toBe(422);
    }
  });
});
