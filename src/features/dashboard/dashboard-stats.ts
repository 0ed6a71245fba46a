import { addDays, businessToday, malaysiaDay, startOfBusinessDay, type Merchant } from '../../contract';
import type { MirrorRow } from '../../lib/db';
import type { EntityIndexOf } from '../../lib/list-engine';

/**
 * The dashboard's figures, from the mirror so they show offline. Merchants, users and bookings are
 * counted by their list indexes (lib/list-engine, docs/ARCHITECTURE.md, List engine), so a figure
 * is what the list shows: users through the list's segment (no deleted users), merchants awaiting
 * approval are the pending list's rows; invoices are those the invoice list shows as Issued.
 */
export type DailyCount = { day: string; count: number };
export type MerchantCounts = { active: number; inactive: number; awaitingApproval: number };
export type RoleCount = { role: string; count: number };
/** Invoices issued this month, and what they charged per currency (integer minor units). */
export type InvoiceStats = { count: number; totals: { currency: string; amountSen: number }[] };

const DAYS = 30;

// Module constants: the index memoises a count per predicate and version.
const isActive = (row: Merchant) => row.status === 'Active';
const isInactive = (row: Merchant) => row.status === 'Inactive';

/** Merchants by status (both lists) and awaiting approval: the dashboard's and the navbar's. */
export function merchantCounts(merchants: EntityIndexOf<'merchants'>): MerchantCounts {
  const both = (test: (row: Merchant) => boolean) =>
    merchants.count('list', test) + merchants.count('pending', test);
  return { active: both(isActive), inactive: both(isInactive), awaitingApproval: merchants.count('pending') };
}

/** Listed users per role, most first; roles with none are left out. */
export function usersByRole(roles: readonly MirrorRow[], users: EntityIndexOf<'users'>): RoleCount[] {
  const perRole = new Map<string, number>();
  users.each('list', (user) => perRole.set(user.roleId, (perRole.get(user.roleId) ?? 0) + 1));
  return roles
    .map((role) => ({
      role: typeof role.name === 'string' ? role.name : role.id,
      count: perRole.get(role.id) ?? 0,
    }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

/**
 * Bookings made on each of the last 30 days (the Malaysian day of `createdAt`, docs/product.md),
 * oldest first.
 */
export function bookingsByDay(bookings: EntityIndexOf<'bookings'>, now = new Date()): DailyCount[] {
  const firstDay = addDays(businessToday(now), -(DAYS - 1));
  const sinceIso = startOfBusinessDay(firstDay);
  const perDay = new Map<string, number>();
  for (let offset = 0; offset < DAYS; offset += 1) perDay.set(addDays(firstDay, offset), 0);
  bookings.each('list', (booking) => {
    if (booking.createdAt < sinceIso) return;
    const day = malaysiaDay(booking.createdAt);
    const count = perDay.get(day);
    if (count !== undefined) perDay.set(day, count + 1);
  });
  return [...perDay].map(([day, count]) => ({ day, count }));
}

/**
 * Invoices issued this month (their issue date, a calendar day, in this month) and still Issued:
 * how many, and the sum of their totals in each currency, most used first (never added across
 * currencies). Drafts have no issue date; deactivated invoices charge nothing.
 */
export function invoiceStats(invoices: EntityIndexOf<'invoices'>, now = new Date()): InvoiceStats {
  const month = businessToday(now).slice(0, 7);
  let count = 0;
  const perCurrency = new Map<string, { amountSen: number; count: number }>();
  invoices.each('list', (invoice) => {
    if (invoice.status !== 'Issued' || !invoice.issueDate?.startsWith(month)) return;
    count += 1;
    const sum = perCurrency.get(invoice.currency) ?? { amountSen: 0, count: 0 };
    perCurrency.set(invoice.currency, { amountSen: sum.amountSen + invoice.totalSen, count: sum.count + 1 });
  });
  const totals = [...perCurrency]
    .sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : 1))
    .map(([currency, sum]) => ({ currency, amountSen: sum.amountSen }));
  return { count, totals };
}
