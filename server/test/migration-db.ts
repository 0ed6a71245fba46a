/**
 * A database as it stood before one migration, for the tests of a migration that changes data
 * (docs/ARCHITECTURE.md, Testing): every earlier migration applied and recorded as `migrate` records
 * it, so `migrate` then runs that migration and those after it on the rows a test puts in between.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from '../db/client';
import { createTestDb, type TestDb } from './test-db';

const DIR = new URL('../db/migrations/', import.meta.url);

/** The migration files, in the order `migrate` runs them. */
export const migrationFiles = async () =>
  (await readdir(DIR)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();

/** A fresh database with the migrations numbered below `next` (`9` stops before 009_…). */
export async function databaseBefore(next: number): Promise<TestDb> {
  const testDb = await createTestDb();
  const { db } = testDb;
  await db.exec(
    'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const file of (await migrationFiles()).filter((name) => Number(name.slice(0, 3)) < next)) {
    await db.exec(await readFile(new URL(file, DIR), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
  }
  return testDb;
}

/** A merchant of the old database, for the rows a migration test hangs on it. */
export const insertOldMerchant = (db: Db, id: string) =>
  db.query(
    `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
     VALUES ($1, 'Old Merchant', '202001012345', 'old@example.com', '03-1234-5678')`,
    [id],
  );
