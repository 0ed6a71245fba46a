/**
 * Seed entry points: `seedInitial` fills an empty database (first start, tests); `seedMore` adds
 * rows at any scale to an existing one (the seed CLI). Generators take counts so tests seed small.
 * Only the four demo accounts get the public demo password; every generated person gets the hash
 * of a random secret nobody keeps, so they fill the lists but cannot sign in (docs/security.md,
 * "Demo and production starts").
 */
import type { Queryable } from '../client';
import { DEMO_SIZES, type SeedCounts } from './demo-sizes';
import { seedAccess } from './access';
import { seedCases } from './cases';
import { seedNotifications } from './notifications';
import { seedEInvoices, seedSupplierIdentity } from './e-invoice';
import { seedClients } from './clients';
import { seedMarkups } from './markups';
import { seedCredit } from './credit';
import { generateBookings } from './bookings';
import { hashOfNoPassword, seedDemo } from './demo';
import {
  BOOKING_COLUMNS,
  INVOICE_COLUMNS,
  insertRows,
  MERCHANT_COLUMNS,
  NOTE_COLUMNS,
  USER_COLUMNS,
} from './insert-rows';
import { generateInvoices } from './invoices';
import { generateMerchants } from './merchants';
import { generateUsers } from './users';
import type { SeedRoles } from './users';

export const DEFAULT_SEED = 20_250_101;
export const DEFAULT_COUNTS: SeedCounts = DEMO_SIZES.full;
export type { SeedCounts };

/** Independent, well-mixed seeds per table, so adding a table never shifts the others' rows. */
export const subSeed = (seed: number, tag: number) => Math.imul(seed ^ tag, 0x9e3779b1) >>> 0;

type AddOptions = {
  counts: SeedCounts;
  seed: number;
  roles: SeedRoles;
  /** Of the generated users: a password nobody knows (hashOfNoPassword). */
  passwordHash: string;
  /** Running numbers already used (usernames, invoice numbers, merchant lifecycle pattern). */
  offset: { merchants: number; users: number; invoices: number };
  /** Merchants to attach users, bookings and invoices to when no new merchant is added. */
  existingMerchantIds: readonly string[];
  /** The demo merchant gets a larger share of bookings and invoices, so its lists look alive. */
  featuredMerchantId: string | null;
  skipConflicts: boolean;
};

async function addRows(db: Queryable, options: AddOptions): Promise<void> {
  const { counts, seed, roles, passwordHash, offset, skipConflicts } = options;
  const merchants = generateMerchants({
    count: counts.merchants,
    seed: subSeed(seed, 1),
    offset: offset.merchants,
  });
  await insertRows(db, 'merchants', MERCHANT_COLUMNS, merchants, { skipConflicts });
  const merchantIds = merchants.length > 0 ? merchants.map((m) => m.id) : options.existingMerchantIds;
  const users = generateUsers({
    count: counts.users,
    seed: subSeed(seed, 2),
    offset: offset.users,
    merchantIds,
    roles,
    passwordHash,
  });
  await insertRows(db, 'users', USER_COLUMNS, users, { skipConflicts });
  if (merchantIds.length === 0) return;
  const { featuredMerchantId } = options;
  const weighted = featuredMerchantId
    ? [
        ...merchantIds,
        ...Array<string>(Math.max(1, Math.round(merchantIds.length / 20))).fill(featuredMerchantId),
      ]
    : merchantIds;
  const bookings = generateBookings({
    count: counts.bookings,
    seed: subSeed(seed, 3),
    merchantIds: weighted,
  });
  await insertRows(db, 'bookings', BOOKING_COLUMNS, bookings, { skipConflicts });
  await addInvoices(db, counts.invoices, subSeed(seed, 4), weighted, skipConflicts);
}

/**
 * Invoices with cost lines on the merchants' bookings (up to 50 per merchant) and their notes,
 * numbered after the stored counters, which are then raised to the last number used.
 */
async function addInvoices(
  db: Queryable,
  count: number,
  seed: number,
  merchantIds: readonly string[],
  skipConflicts: boolean,
): Promise<void> {
  if (count === 0) return;
  const { rows: bookingRows } = await db.query<{ merchant_id: string; booking_reference: string }>(
    `SELECT merchant_id, booking_reference FROM (
       SELECT merchant_id, booking_reference,
              row_number() OVER (PARTITION BY merchant_id ORDER BY booking_reference) AS n
       FROM bookings) b
     WHERE n <= 50 ORDER BY merchant_id, booking_reference`,
  );
  const bookingsByMerchant = new Map<string, string[]>();
  for (const row of bookingRows) {
    const list = bookingsByMerchant.get(row.merchant_id) ?? [];
    list.push(row.booking_reference);
    bookingsByMerchant.set(row.merchant_id, list);
  }
  const { rows: seriesRows } = await db.query<{ series: string; last_number: string | number }>(
    'SELECT series, last_number FROM document_series',
  );
  const { invoices, notes, series } = generateInvoices({
    count,
    seed,
    merchantIds,
    bookingsByMerchant,
    series: new Map(seriesRows.map((row) => [row.series, Number(row.last_number)])),
  });
  await insertRows(db, 'invoices', INVOICE_COLUMNS, invoices, { skipConflicts });
  await insertRows(db, 'invoice_notes', NOTE_COLUMNS, notes, { skipConflicts });
  await db.query(
    `INSERT INTO document_series (series, last_number)
     SELECT series, last_number FROM jsonb_to_recordset($1::jsonb) AS x(series text, last_number bigint)
     ON CONFLICT (series) DO UPDATE SET last_number = greatest(document_series.last_number, EXCLUDED.last_number)`,
    [JSON.stringify([...series].map(([name, last]) => ({ series: name, last_number: last })))],
  );
}

export type InitialSeedOptions = {
  counts?: SeedCounts;
  seed?: number;
  /** Off: a deployment, which gets the menu and the roles and nothing else. */
  demo: boolean;
  /** Of the four demo accounts (DEMO_PASSWORD). */
  demoPasswordHash: string;
};

export async function seedInitial(db: Queryable, options: InitialSeedOptions): Promise<void> {
  const { counts = DEFAULT_COUNTS, seed = DEFAULT_SEED, demo, demoPasswordHash } = options;
  const roles = await seedAccess(db, subSeed(seed, 5), demo);
  if (!demo) return;
  const demoMerchantId = await seedDemo(db, roles, demoPasswordHash, subSeed(seed, 6));
  await addRows(db, {
    counts,
    seed,
    roles,
    passwordHash: await hashOfNoPassword(),
    offset: { merchants: 0, users: 0, invoices: 0 },
    existingMerchantIds: demoMerchantId ? [demoMerchantId] : [],
    featuredMerchantId: demoMerchantId,
    skipConflicts: false,
  });
  await seedCredit(db, { seed: subSeed(seed, 7), demoMerchantId });
  await seedClients(db, { seed: subSeed(seed, 0xc11e), demoMerchantId });
  await seedMarkups(db, { seed: subSeed(seed, 0x3a4c), demoMerchantId });
  await seedCases(db, { seed: subSeed(seed, 0xca5e), demoMerchantId });
  await seedNotifications(db);
  await seedSupplierIdentity(db);
  await seedEInvoices(db, demoMerchantId);
}

/**
 * Adds rows to a seeded database; a different seed per run keeps the new rows distinct. The users
 * it adds cannot sign in (no one knows their password).
 */
export async function seedMore(db: Queryable, counts: SeedCounts): Promise<void> {
  const { rows: roleRows } = await db.query<{ id: string; name: string }>('SELECT id, name FROM roles');
  const roleId = (name: string) => {
    const role = roleRows.find((row) => row.name === name);
    if (!role) throw new Error(`Role "${name}" is missing; seed the database first.`);
    return role.id;
  };
  const roles: SeedRoles = {
    superAdmin: roleId('Super Admin'),
    merchantAdmin: roleId('Merchant Admin'),
    merchantUser: roleId('Merchant User'),
  };
  const {
    rows: [existing],
  } = await db.query<{ merchants: number; users: number; invoices: number }>(
    `SELECT (SELECT count(*) FROM merchants)::int AS merchants, (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM invoices)::int AS invoices`,
  );
  if (!existing) throw new Error('could not count existing rows');
  const { rows: merchantRows } = await db.query<{ id: string }>(
    'SELECT id FROM merchants ORDER BY created_at LIMIT 10000',
  );
  await addRows(db, {
    counts,
    seed: DEFAULT_SEED + existing.merchants + existing.users,
    roles,
    passwordHash: await hashOfNoPassword(),
    offset: existing,
    existingMerchantIds: merchantRows.map((row) => row.id),
    featuredMerchantId: null,
    skipConflicts: true,
  });
}
