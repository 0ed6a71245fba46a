import Dexie from 'dexie';
import { isListedUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';

export type DailyCount = { day: string; count: number };
export type DashboardStats = {
  usersByRole: { role: string; count: number }[];
  bookingsByDay: DailyCount[];
  invoicesThisMonth: { count: number; amount: number };
};

const DAY_MS = 86_400_000;
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The dashboard's figures besides merchants (counted by the in-memory merchant index,
 * lib/merchants), from the mirror through indexes, so they show offline and stay cheap.
 * Recomputed by useLiveQuery whenever the tables it reads change. Users are counted by the
 * lists' visibility rule (`isListedUser`: no deleted users), so a role's count is what Manage
 * User shows for that role.
 */
export async function readDashboardStats(db: MirrorDb, now = new Date()): Promise<DashboardStats> {
  const since = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29);
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const [roles, recentBookings, monthInvoices] = await Promise.all([
    db.roles.toArray(),
    db.bookings.where('createdAt').aboveOrEqual(since.toISOString()).toArray(),
    db.invoices.where('createdAt').aboveOrEqual(monthStart.toISOString()).toArray(),
  ]);

  const usersByRole = await Promise.all(
    roles.map(async (role) => ({
      role: typeof role.name === 'string' ? role.name : role.id,
      count: await db.users
        .where('[roleId+_fullNameLower]')
        .between([role.id, Dexie.minKey], [role.id, Dexie.maxKey])
        .filter(isListedUser)
        .count(),
    })),
  );

  const perDay = new Map<string, number>();
  for (let offset = 0; offset < 30; offset += 1)
    perDay.set(localDay(new Date(since.getTime() + offset * DAY_MS)), 0);
  for (const booking of recentBookings) {
    const day = localDay(new Date(String(booking.createdAt)));
    if (perDay.has(day)) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }

  return {
    usersByRole: usersByRole.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count),
    bookingsByDay: [...perDay].map(([day, count]) => ({ day, count })),
    invoicesThisMonth: {
      count: monthInvoices.length,
      amount: monthInvoices.reduce(
        (sum, invoice) => sum + (typeof invoice.amount === 'number' ? invoice.amount : 0),
        0,
      ),
    },
  };
}
