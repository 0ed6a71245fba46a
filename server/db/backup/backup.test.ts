/**
 * Backup and restore end to end: a seeded database is backed up, restored somewhere new, and the
 * app started on the copy signs a demo user in. PGlite in the `api` project; PostgreSQL (pg_dump,
 * pg_restore) in `api-postgres`, on databases created and dropped here.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readTestDbEnv } from '../../env';
import { buildApp, SMALL_SEED, signIn } from '../../test/test-app';
import { bootstrapDb } from '../bootstrap';
import type { Db } from '../client';
import { openPglite } from '../pglite-db';
import { openPostgres } from '../postgres-db';
import { BackupError } from './backup-files';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

const { kind, url: adminUrl } = readTestDbEnv();
const run = promisify(execFile);
/** Several PGlite starts, a seed and a child process: generous for a loaded machine. */
const SLOW = 120_000;

/** Starts the app on `db` and signs the demo Super Admin in. */
async function signsInOn(db: Db): Promise<boolean> {
  const { res, body } = await signIn(buildApp(db), 'admin');
  return res.status === 200 && typeof body.data?.accessToken === 'string';
}

describe.runIf(kind === 'pglite')('PGlite backup and restore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bo-backup-'));
  afterAll(() => rm(root, { recursive: true, force: true }));

  it(
    'backs up with npm run backup, restores into a fresh data folder, and the app signs in on it',
    async () => {
      const dataDir = path.join(root, 'data');
      const seeded = await openPglite(path.join(dataDir, 'pglite'));
      await bootstrapDb(seeded, { demo: true, counts: SMALL_SEED });
      await seeded.close();

      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/backup-cli.ts', 'backup'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      const file = /^(\/.+\.tar\.gz) \(/m.exec(stdout)?.[1] ?? '';
      expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const fresh = path.join(root, 'fresh', 'pglite');
      const restored = await restorePglite(file, fresh, false);
      expect(restored).toMatchObject({ replacedDir: null });
      expect(restored.users).toBeGreaterThan(SMALL_SEED.users);
      const db = await openPglite(fresh);
      try {
        expect(await signsInOn(db)).toBe(true);
        // The server has it open now: neither command touches it.
        await expect(backupPglite(fresh, path.join(root, 'other.tar.gz'))).rejects.toThrow(
          /stop the server first/,
        );
        await expect(restorePglite(file, fresh, true)).rejects.toThrow(/stop the server first/);
      } finally {
        await db.close();
      }

      await expect(restorePglite(file, fresh, false)).rejects.toThrow(/already holds a database.*--force/s);
      const forced = await restorePglite(file, fresh, true);
      expect(forced.replacedDir).toMatch(/pglite\.replaced-/);
      expect(readdirSync(forced.replacedDir ?? '')).toContain('PG_VERSION');
      expect(existsSync(path.join(fresh, 'postmaster.pid'))).toBe(false);
    },
    SLOW,
  );

  it('refuses a folder without a database and a file that is not a backup', async () => {
    await expect(backupPglite(path.join(root, 'none'), path.join(root, 'x.tar.gz'))).rejects.toThrow(
      /No PGlite database/,
    );
    const { stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/backup-cli.ts', 'restore', 'package.json'],
      { env: { ...process.env, DATA_DIR: path.join(root, 'data'), DATABASE_URL: '' } },
    ).catch((error: { stderr: string; code: number }) => {
      expect(error.code).toBe(1);
      return error;
    });
    expect(stderr).toContain('is not a backup made by npm run backup');
  });
});

describe.runIf(kind === 'postgres' && adminUrl)('PostgreSQL backup and restore', () => {
  const names: string[] = [];
  const urlOf = (name: string) => Object.assign(new URL(adminUrl ?? ''), { pathname: `/${name}` }).toString();
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  /** A new empty database, dropped after the tests; its name is generated hex, never input. */
  async function newDatabase(): Promise<string> {
    const name = `bo_backup_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    names.push(name);
    return urlOf(name);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'bo-backup-pg-'));
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(root, { recursive: true, force: true });
  });

  it(
    'backs up with pg_dump, restores into a new database, and the app signs in on it',
    async () => {
      const source = await newDatabase();
      const seeded = await openPostgres(source);
      await bootstrapDb(seeded, { demo: true, counts: SMALL_SEED });
      await seeded.close();
      const file = path.join(root, 'backup.dump');
      await backupPostgres(source, file);
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const target = await newDatabase();
      const safetyFile = path.join(root, 'before-restore.dump');
      const restored = await restorePostgres(file, target, { force: false, safetyFile });
      expect(restored).toMatchObject({ safetyFile: null });
      expect(restored.users).toBeGreaterThan(SMALL_SEED.users);

      const db = await openPostgres(target);
      try {
        expect(await signsInOn(db)).toBe(true);
        // The server is connected: no restore.
        await expect(restorePostgres(file, target, { force: true, safetyFile })).rejects.toThrow(
          /other connection\(s\): stop the server/,
        );
      } finally {
        await db.close();
      }

      await expect(restorePostgres(file, target, { force: false, safetyFile })).rejects.toThrow(
        /is not empty .*--force/s,
      );
      const forced = await restorePostgres(file, target, { force: true, safetyFile });
      expect(forced.safetyFile).toBe(safetyFile);
      expect(statSync(safetyFile).size).toBeGreaterThan(0);
      const again = await openPostgres(target);
      try {
        expect(await signsInOn(again)).toBe(true);
      } finally {
        await again.close();
      }
    },
    SLOW,
  );

  it('refuses a damaged file before touching the database', async () => {
    const target = await newDatabase();
    const damaged = path.join(root, 'damaged.dump');
    await writeFile(damaged, 'PGDMP but not really');
    const safetyFile = path.join(root, 'unused.dump');
    const error = await restorePostgres(damaged, target, { force: true, safetyFile }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/pg_restore failed/);
    expect(existsSync(safetyFile)).toBe(false);
  });
});
