import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessInstant, isListedUser, USER_STATUSES } from '../../contract';
import type { User } from '../../contract';
import { MirrorDb, type MirrorRow } from '../../lib/db';
import { addIndexFields } from '../../lib/db/index-fields';
import { getEntityIndex } from '../../lib/list-engine';
import { bookingRows, invoiceRows, merchantRows, random } from '../../lib/list-engine/testing/random-rows';
import { bookingsByDay, invoiceStats, merchantCounts, usersByRole } from './dashboard-stats';

const ROLES = [
  { id: 'role-admin', name: 'Super Admin', version: 1 },
  { id: 'role-user', name: 'Merchant User', version: 1 },
];

/** Users of both roles in every status, deleted ones (X) included. */
const users: User[] = ROLES.flatMap((role, r) =>
  USER_STATUSES.flatMap((status, s) =>
    Array.from({ length: 1 + ((r + s) % 3) }, (_, n) => ({
      id: `${role.id}-${status}-${n}`,
      username: `u${r}${s}${n}`,
      salutation: 'NA' as const,
      firstName: 'Nur',
      lastName: `Aina ${r}${s}${n}`,
      fullName: `Nur Aina ${r}${s}${n}`,
      email: `u${r}${s}${n}@example.com`,
      mobileNumber: null,
      idType: null,
      idNumber: null,
      roleId: role.id,
      roleName: role.name,
      level: 'Maker' as const,
      merchantId: null,
      merchantName: null,
      status,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      version: 1,
    })),
  ),
);

const next = random(7);
const merchants = merchantRows(200, next);
/** Malaysian noon: the dashboard's days are the business's, whatever the device's zone. */
const noon = (day: number) => businessInstant(2026, 9, day, 12 * 3_600_000);
const NOW = noon(20);
/** Bookings made at noon on days around the chart's 30 days, so no day sits on a border. */
const bookings = bookingRows(120, next).map((booking, index) => ({
  ...booking,
  createdAt: noon(20 - (index % 40)).toISOString(),
}));

const invoices = invoiceRows(150, next);
const LISTED = ['users', 'merchants', 'bookings', 'invoices'] as const;

let db: MirrorDb;
beforeAll(async () => {
  db = new MirrorDb(`dashboard-${crypto.randomUUID()}`);
  await db.roles.bulkPut(ROLES.map((role) => addIndexFields('roles', { ...role })));
  await db.users.bulkPut(users.map((user) => addIndexFields('users', { ...user })));
  await db.merchants.bulkPut(merchants as unknown as MirrorRow[]);
  await db.bookings.bulkPut(bookings as unknown as MirrorRow[]);
  await db.invoices.bulkPut(invoices as unknown as MirrorRow[]);
  await Promise.all(LISTED.map((entity) => getEntityIndex(db, entity).load()));
});
afterAll(async () => {
  for (const entity of LISTED) getEntityIndex(db, entity).dispose();
  await db.delete();
});

describe('dashboard figures', () => {
  // Manage User lists the users of the descriptor's `list` segment (isListedUser).
  it('counts the users of each role that the lists show: deleted users are not counted', async () => {
    const figures = usersByRole(await db.roles.toArray(), getEntityIndex(db, 'users'));
    const byRole = (a: { role: string }, b: { role: string }) => a.role.localeCompare(b.role);
    const listed = ROLES.map((role) => ({
      role: role.name,
      count: users.filter((user) => user.roleId === role.id && isListedUser(user)).length,
    }));
    expect([...figures].sort(byRole)).toEqual(listed.sort(byRole));
    expect(users.some((user) => user.status === 'X')).toBe(true);
  });

  it('counts merchants by status, and those waiting in the approval queue', () => {
    const awaiting = (m: (typeof merchants)[number]) =>
      m.approvalStatus === 'Pending' && m.submissionStatus === 'Submitted';
    expect(merchantCounts(getEntityIndex(db, 'merchants'))).toEqual({
      active: merchants.filter((m) => m.status === 'Active').length,
      inactive: merchants.filter((m) => m.status === 'Inactive').length,
      awaitingApproval: merchants.filter(awaiting).length,
    });
  });

  it('counts the bookings made on each of the last 30 days', () => {
    const days = bookingsByDay(getEntityIndex(db, 'bookings'), NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.day).toBe('2026-09-21');
    expect(days.at(-1)?.day).toBe('2026-10-20');
    const perDay = (offset: number) => bookings.filter((_, index) => index % 40 === offset).length;
    expect(days.at(-1)?.count).toBe(perDay(0));
    expect(days[0]?.count).toBe(perDay(29));
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(
      bookings.filter((_, index) => index % 40 < 30).length,
    );
  });

  it('ends the chart on the Malaysian day: at 01:00 there, the UTC day before is not today', () => {
    const days = bookingsByDay(getEntityIndex(db, 'bookings'), new Date('2026-10-20T17:00:00Z'));
    expect(days.at(-1)).toEqual({ day: '2026-10-21', count: 0 });
    expect(days.at(-2)?.count).toBe(bookings.filter((_, index) => index % 40 === 0).length);
  });

  it('counts the invoices issued this month that are still Issued, summing totals per currency', () => {
    const issued = invoices.filter(
      (invoice) => invoice.status === 'Issued' && invoice.issueDate?.startsWith('2026-10'),
    );
    const sum = (currency: string) =>
      issued.filter((i) => i.currency === currency).reduce((total, i) => total + i.totalSen, 0);
    const stats = invoiceStats(getEntityIndex(db, 'invoices'), NOW);
    expect(stats.count).toBe(issued.length);
    expect(stats.count).toBeGreaterThan(0);
    expect(stats.totals).toEqual([
      { currency: 'MYR', amountSen: sum('MYR') },
      { currency: 'USD', amountSen: sum('USD') },
    ]);
  });
});
