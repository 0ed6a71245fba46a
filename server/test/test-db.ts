/**
 * A fresh database per test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new database
 * `bo_test_<random>` on TEST_DATABASE_URL that `drop()` removes again.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/client';
import { openPglite } from '../db/pglite-db';
import { openPostgres } from '../db/postgres-db';
import { readTestDbEnv } from '../env';

/** `url` (PostgreSQL only) lets a test start real server processes on the same database. */
export type TestDb = { db: Db; url?: string; drop(): Promise<void> };

export async function createTestDb(): Promise<TestDb> {
  return openTestDb(undefined);
}

/**
 * A fresh copy of the run's seeded database (server/test/template-db.ts): migrated, with the
 * small seed and the demo accounts.
 */
export async function createSeededTestDb(): Promise<TestDb> {
  return openTestDb(inject('seededTemplate'));
}

/** Without a template, an empty database; with one, a copy of it. */
async function openTestDb(template: string | undefined): Promise<TestDb> {
  const { kind, url } = readTestDbEnv();
  if (kind === 'pglite') {
    const dump = template ? new Blob([await readFile(template)]) : undefined;
    const db = await openPglite(undefined, dump);
    return { db, drop: () => db.close() };
  }
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  // Database names cannot be parameters; these are generated hex, never input.
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  return {
    db,
    url: target.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
