/**
 * A fresh database per test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new database
 * `bo_test_<random>` on TEST_DATABASE_URL that `drop()` removes again.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Db } from '../db/client';
import { openPglite } from '../db/pglite-db';
import { readTestDbEnv } from '../env';
import { createPostgresDb } from './template-db';

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
  const created = await createPostgresDb(url, 'bo_test', template);
  return {
    db: created.db,
    url: created.url,
    async drop() {
      await created.db.close();
      await created.dropDatabase();
    },
  };
}
