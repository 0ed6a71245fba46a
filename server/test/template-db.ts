/**
 * The seeded test database, built once per run (Vitest's global setup of the `api` projects)
 * instead of once per test file: PGlite's own initdb, the migrations and the small seed cost
 * about 3 s of a file's time, a copy of the finished database under a second.
 * - PGlite: the data directory is dumped to a tar file that each file loads (`loadDataDir`).
 * - PostgreSQL: a template database that each file's `CREATE DATABASE … TEMPLATE` copies.
 * Files that need an empty or differently seeded database still call `createTestDb` directly.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bootstrapDb } from '../db/bootstrap';
import type { Db } from '../db/client';
import { wrapPglite } from '../db/pglite-db';
import { openPostgres } from '../db/postgres-db';

/** The small seed every API test file starts from, with the four demo accounts. */
export const SMALL_SEED = { merchants: 20, users: 40, bookings: 20, invoices: 20 };

export const seedTestDb = (db: Db) => bootstrapDb(db, { demo: true, counts: SMALL_SEED });

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the tar file of the seeded data directory; PostgreSQL: the template's name. */
    seededTemplate: string;
  }
}

async function pgliteTemplate(): Promise<{ name: string; remove: () => Promise<void> }> {
  const pglite = await PGlite.create();
  await seedTestDb(wrapPglite(pglite));
  const dir = join(process.cwd(), '.test-data');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `vitest-template-${process.pid}-${randomBytes(3).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  return { name: file, remove: () => rm(file, { force: true }) };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server of `url`, empty or a copy of `template`: its name, its
 * URL, the app's connection to it, and the removal of the database (after `db.close()`).
 */
export async function createPostgresDb(url: string, prefix: string, template?: string) {
  // Database names cannot be parameters; these are generated hex, never input.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    name,
    url: target.toString(),
    db: await openPostgres(target.toString()),
    dropDatabase: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function postgresTemplate(url: string): Promise<{ name: string; remove: () => Promise<void> }> {
  const { name, db, dropDatabase } = await createPostgresDb(url, 'bo_tpl');
  await seedTestDb(db);
  await db.close();
  return { name, remove: dropDatabase };
}

/** Vitest global setup: builds the template, provides its name, removes it after the run. */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test files, not this setup, which runs in the main process.
  const kind = project.config.env?.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const url = process.env.TEST_DATABASE_URL;
  const template = kind === 'pglite' ? await pgliteTemplate() : await postgresTemplate(url ?? '');
  project.provide('seededTemplate', template.name);
  return template.remove;
}
