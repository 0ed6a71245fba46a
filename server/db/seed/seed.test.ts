import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../../test/test-db';
import { createTestDb } from '../../test/test-db';
import { bootstrapDb } from '../bootstrap';
import { computeDocumentTotals } from '../../../src/contract';
import { generateBookings } from './bookings';
import { generateInvoices } from './invoices';
import { generateMerchants } from './merchants';
import { generateUsers } from './users';

const PHONE = /^0\d{1,2}-\d{3,4}-\d{4}$/;
const roles = { superAdmin: 'r-sa', merchantAdmin: 'r-ma', merchantUser: 'r-mu' };

function generateAll(seed: number) {
  const merchants = generateMerchants({ count: 200, seed });
  const merchantIds = merchants.map((m) => m.id);
  return {
    merchants,
    users: generateUsers({ count: 1000, seed, merchantIds, roles, passwordHash: 'hash' }),
    bookings: generateBookings({ count: 2000, seed, merchantIds }),
    invoices: generateInvoices({
      count: 1000,
      seed,
      merchantIds,
      bookingsByMerchant: new Map(merchantIds.map((id, i) => [id, [`BK${i}A`, `BK${i}B`]])),
    }),
  };
}

describe('seed generators', () => {
  const rows = generateAll(7);

  it('are deterministic: the same seed gives the same rows', () => {
    expect(generateAll(7)).toEqual(rows);
    expect(generateAll(8).merchants[0]).not.toEqual(rows.merchants[0]);
  });

  it('date activity in the 700 days before the seed day, never in the future', () => {
    const windowStart = '2024-12-21';
    const bookings = generateBookings({ count: 500, seed: 3, merchantIds: ['m'], windowStart });
    const { invoices, notes } = generateInvoices({ count: 500, seed: 3, merchantIds: ['m'], windowStart });
    const lastDay = '2026-11-20'; // the day before the seed day, 700 days after windowStart
    const lastMoment = `${lastDay}T23:59:59.999Z`;
    const stamps = [...bookings, ...invoices, ...notes].flatMap((row) => [row.created_at, row.updated_at]);
    for (const stamp of stamps) expect(stamp >= windowStart && stamp <= lastMoment).toBe(true);
    for (const row of bookings)
      expect(row.booking_date >= windowStart && row.booking_date <= lastDay).toBe(true);
    for (const note of notes) expect(note.document_date <= lastDay).toBe(true);
    expect(bookings.some((row) => row.booking_date > '2026-10-21')).toBe(true);
    // Later moments past the window are not all pinned to its last millisecond.
    expect(stamps.filter((stamp) => stamp === lastMoment)).toEqual([]);
  });

  it("seed today's window with nothing after the moment the seed runs", () => {
    const bookings = generateBookings({ count: 2000, seed: 5, merchantIds: ['m'] });
    const { invoices, notes } = generateInvoices({ count: 2000, seed: 5, merchantIds: ['m'] });
    const now = new Date().toISOString();
    const rows = [...bookings, ...invoices, ...notes];
    const future = rows.flatMap((row) => [row.created_at, row.updated_at].filter((stamp) => stamp > now));
    expect(future).toEqual([]);
    const issued = invoices.flatMap((row) => (row.issued_at && row.issued_at > now ? [row.issued_at] : []));
    expect(issued).toEqual([]);
  });

  it('give the requested counts and unique keys', () => {
    expect(rows.merchants).toHaveLength(200);
    expect(rows.users).toHaveLength(1000);
    expect(rows.bookings).toHaveLength(2000);
    expect(rows.invoices.invoices).toHaveLength(1000);
    expect(new Set(rows.users.map((u) => u.username)).size).toBe(1000);
    expect(new Set(rows.merchants.map((m) => m.merchant_name)).size).toBe(200);
    expect(new Set(rows.bookings.map((b) => b.booking_reference)).size).toBe(2000);
  });

  it('write phone numbers in the style of docs/product.md', () => {
    const phones = [
      ...rows.merchants.flatMap((m) => [m.contact_number, m.office_phone, m.fax]),
      ...rows.users.map((u) => u.mobile_number),
    ].filter((phone): phone is string => phone !== null);
    expect(phones.length).toBeGreaterThan(1400);
    for (const phone of phones) expect(phone).toMatch(PHONE);
  });

  it('cover the merchant lifecycle and every user status', () => {
    const pending = rows.merchants.filter(
      (m) => m.approval_status === 'Pending' && m.submission_status === 'Submitted',
    );
    expect(pending.length).toBeGreaterThanOrEqual(20);
    expect(rows.merchants.some((m) => m.approval_status === 'Rejected')).toBe(true);
    expect(
      rows.merchants.filter((m) => m.status === 'Active' && m.approval_status === 'Approved').length,
    ).toBeGreaterThan(100);
    expect(new Set(rows.users.map((u) => u.status))).toEqual(new Set(['A', 'N', 'D', 'X', 'L', 'R']));
    expect(
      rows.users.filter((u) => u.merchant_id === null).every((u) => u.role_id === roles.superAdmin),
    ).toBe(true);
    for (const m of rows.merchants)
      expect(m.business_registration_number).toMatch(/^\d{12} \(\d{6,7}-[A-Z]\)$/);
  });

  it('makes invoices real documents: figures from their lines, notes within the rules, numbers gap-free', () => {
    const { invoices, notes, series } = rows.invoices;
    const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    for (const invoice of invoices) {
      const totals = computeDocumentTotals(invoice.revenue_lines, invoice.cost_lines);
      expect(invoice.revenue_lines.length).toBeGreaterThanOrEqual(1);
      expect(invoice.revenue_lines.length).toBeLessThanOrEqual(4);
      expect(invoice.cost_lines.length).toBeLessThanOrEqual(3);
      expect(invoice.revenue_lines.map(({ amountSen, taxSen }) => ({ amountSen, taxSen }))).toEqual(
        totals.revenueLines,
      );
      expect(invoice.cost_lines.map((line) => line.amountSen)).toEqual(totals.costLines);
      expect(invoice).toMatchObject({
        revenue_sen: totals.revenueSen,
        tax_sen: totals.taxSen,
        total_sen: totals.totalSen,
        cost_sen: totals.costSen,
        gross_profit_sen: totals.grossProfitSen,
        gross_profit_bp: totals.grossProfitBp,
      });
      expect((invoice.status === 'Draft') === (invoice.invoice_number === null)).toBe(true);
      const own = notes.filter((note) => note.invoice_id === invoice.id && note.status === 'Active');
      const sum = (kind: string) => own.filter((n) => n.kind === kind).reduce((t, n) => t + n.total_sen, 0);
      expect(invoice.credited_sen).toBe(sum('Credit'));
      expect(invoice.debited_sen).toBe(sum('Debit'));
      expect(invoice.credited_sen).toBeLessThanOrEqual(invoice.total_sen + invoice.debited_sen);
      if (invoice.status === 'Deactivated') {
        expect(invoice.credited_sen).toBe(invoice.total_sen + invoice.debited_sen);
      }
    }
    for (const note of notes) expect(byId.get(note.invoice_id)?.status).not.toBe('Draft');
    const statuses = invoices.map((invoice) => invoice.status);
    for (const status of ['Draft', 'Issued', 'Deactivated']) expect(statuses).toContain(status);
    expect(new Set(notes.map((note) => note.kind))).toEqual(new Set(['Credit', 'Debit']));
    expect(notes.some((note) => note.status === 'Deactivated' && note.deactivation_reason)).toBe(true);
    expect(invoices.some((invoice) => invoice.cost_lines.length > 0)).toBe(true);
    const numbers = [...invoices.map((i) => i.invoice_number), ...notes.map((n) => n.document_number)];
    for (const [name, last] of series) {
      const used = numbers.filter((number) => number?.startsWith(`${name}-`)).sort();
      expect(used).toEqual(
        Array.from({ length: last }, (_, i) => `${name}-${String(i + 1).padStart(6, '0')}`),
      );
    }
  });
});

describe('bootstrapDb', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('migrates and seeds an empty database once', async () => {
    const counts = { merchants: 20, users: 40, bookings: 30, invoices: 25 };
    const { migrations, seeded } = await bootstrapDb(testDb.db, { demo: true, counts });
    expect(seeded).toBe(true);
    // Every migration file, in the order of their numbers (001_init, 002_sync, 003_account, ...).
    expect(migrations[0]).toBe('001_init.sql');
    expect(migrations).toEqual([...migrations].sort());
    const { rows } = await testDb.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM merchants)::int AS merchants, (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM invoices)::int AS invoices,
              (SELECT count(*) FROM roles)::int AS roles`,
    );
    // The demo merchant and the four demo accounts come on top of the generated rows.
    expect(rows[0]).toEqual({ merchants: 21, users: 44, bookings: 30, invoices: 25, roles: 3 });
    expect(await bootstrapDb(testDb.db, { demo: true, counts })).toEqual({ migrations: [], seeded: false });
  });
});
