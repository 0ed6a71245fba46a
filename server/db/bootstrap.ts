/**
 * Brings a database to a ready state: migrations, then the first-start seed when it is empty (the
 * demo data, or for a deployment the menu and the roles only).
 * Both run in one transaction under a Postgres advisory lock, so several server processes
 * starting together on one PostgreSQL neither race on migrations nor seed twice.
 */
import { hashPassword } from '../lib/passwords';
import type { Db, Queryable } from './client';
import { migrate } from './migrate';
import { DEMO_PASSWORD } from './seed/demo';
import { seedInitial } from './seed/seed';
import type { SeedCounts } from './seed/seed';

/** Arbitrary constant shared by every process of this app ("bo-init"). */
const BOOTSTRAP_LOCK_KEY = 0x626f_696e;

export type BootstrapOptions = { demo: boolean; counts?: SeedCounts; seed?: number };
export type BootstrapResult = { migrations: string[]; seeded: boolean };

/** Runs `fn` in a transaction holding the bootstrap lock (released at commit or rollback). */
export function withBootstrapLock<R>(db: Db, fn: (tx: Queryable) => Promise<R>): Promise<R> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK_KEY]);
    return fn(tx);
  });
}

export async function bootstrapDb(db: Db, options: BootstrapOptions): Promise<BootstrapResult> {
  return withBootstrapLock(db, async (tx) => {
    const migrations = await migrate(tx);
    const { rows } = await tx.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM roles) AS empty');
    if (!rows[0]?.empty) return { migrations, seeded: false };
    // Hashed once for the four demo accounts; a deployment (demo off) creates no user at all.
    const demoPasswordHash = options.demo ? await hashPassword(DEMO_PASSWORD) : '';
    await seedInitial(tx, { ...options, demoPasswordHash });
    return { migrations, seeded: true };
  });
}
