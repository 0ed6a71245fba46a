/**
 * `npm run seed -- --merchants 50000 --users 100000 --bookings 200000 --invoices 100000`
 * Opens the configured database (DATA_DIR or DATABASE_URL), migrates it, seeds it if empty, then
 * adds the requested rows. Stop the server first when using PGlite: only one process may open it.
 */
import { parseArgs } from 'node:util';
import { bootstrapDb, withBootstrapLock } from './db/bootstrap';
import { openDb } from './db/client';
import { seedCreditEntries } from './db/seed/credit';
import { DEFAULT_SEED, seedMore } from './db/seed/seed';
import { readEnv } from './env';

const HELP = `Usage: npm run seed -- [options]

Migrates the configured database, seeds it on first use (in demo mode the demo data and the
four demo accounts; otherwise the menu and the roles only), then adds the given numbers of
generated rows. Generated users cannot sign in: no one knows their password.

Options:
  --merchants N   merchants to add (default 0)
  --users N       users to add, spread over the new merchants, ~5% staff (default 0)
  --bookings N    bookings to add (default 0)
  --invoices N    invoices to add (default 0)
  --credit-entries N
                  credit ledger entries to add over the merchants with a credit account
                  (the bench uses 100000; default 0)
  -h, --help      show this help

Database: DATABASE_URL (PostgreSQL) when set, else PGlite under DATA_DIR (default ./data).`;

function count(value: string | undefined, name: string): number {
  const n = Number(value ?? '0');
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number >= 0`);
  return n;
}

const { values } = parseArgs({
  options: {
    merchants: { type: 'string' },
    users: { type: 'string' },
    bookings: { type: 'string' },
    invoices: { type: 'string' },
    'credit-entries': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(HELP);
} else {
  const counts = {
    merchants: count(values.merchants, 'merchants'),
    users: count(values.users, 'users'),
    bookings: count(values.bookings, 'bookings'),
    invoices: count(values.invoices, 'invoices'),
  };
  const env = readEnv();
  const started = performance.now();
  const db = await openDb(env);
  try {
    const { seeded } = await bootstrapDb(db, { demo: env.demo, counts: env.demoCounts });
    if (seeded) {
      console.log(
        env.demo
          ? 'Seeded the empty database with the demo data set.'
          : 'Set up the empty database with the menu and the roles, no users (`npm run create-admin` adds the first).',
      );
    }
    const creditEntries = count(values['credit-entries'], 'credit-entries');
    if (creditEntries > 0) {
      const added = await withBootstrapLock(db, (tx) =>
        seedCreditEntries(tx, creditEntries, DEFAULT_SEED + creditEntries + (Date.now() % 1_000_000)),
      );
      console.log(
        `Added ${added} credit ledger entries (spends that would pass balance + limit are left out).`,
      );
    }
    if (Object.values(counts).some((n) => n > 0)) {
      await withBootstrapLock(db, (tx) => seedMore(tx, counts));
      console.log(
        `Added ${counts.merchants} merchants, ${counts.users} users, ${counts.bookings} bookings, ${counts.invoices} invoices.`,
      );
    }
    const { rows } = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM merchants)::int AS merchants, (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM invoices)::int AS invoices,
              (SELECT count(*) FROM credit_entries)::int AS "creditEntries"`,
    );
    console.log('Totals:', rows[0], `in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}
