/**
 * Backup and restore of the embedded database with PGlite's own facility: `dumpDataDir` writes
 * the whole data folder as a gzipped tarball, `loadDataDir` starts a new folder from one. The
 * tarball is PostgreSQL's files, so it restores only into the same PGlite (Postgres) major version.
 *
 * PGlite is one process: a second one opening the folder would corrupt it. While open, PGlite
 * keeps `postmaster.pid` in the folder (its only lock; it does not check it itself), so both
 * commands refuse while that file exists.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './backup-files';

const LOCK_FILE = 'postmaster.pid';

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

function refuseIfOpen(dir: string): void {
  if (!existsSync(path.join(dir, LOCK_FILE))) return;
  throw new BackupError(
    `The database in ${dir} is open: stop the server first (PGlite is one process).\n` +
      `If no server is running, the last one stopped without closing the database: start it and ` +
      `stop it once, or delete ${path.join(dir, LOCK_FILE)}.`,
  );
}

/** Writes the tarball of `dir` to `file` (a new file, readable by its owner only). */
export async function backupPglite(dir: string, file: string): Promise<void> {
  if (await isEmptyDir(dir)) throw new BackupError(`No PGlite database in ${dir}: nothing to back up.`);
  refuseIfOpen(dir);
  const db = await PGlite.create({ dataDir: dir });
  let tarball: Blob;
  try {
    tarball = await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx': never overwrite an earlier backup. It holds password hashes: owner only.
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx', mode: 0o600 });
}

export type PgliteRestore = { migrations: number; users: number; replacedDir: string | null };

/**
 * Restores `file` as the database folder `dir`. A folder holding a database is replaced only with
 * `force`, and is then kept beside it (`<dir>.replaced-<time>`) rather than deleted. The backup
 * is unpacked into a new folder first, so a damaged file leaves `dir` as it was.
 */
export async function restorePglite(file: string, dir: string, force: boolean): Promise<PgliteRestore> {
  refuseIfOpen(dir);
  const isEmpty = await isEmptyDir(dir);
  if (!isEmpty && !force) {
    throw new BackupError(
      `${dir} already holds a database. Restoring replaces it: run again with --force ` +
        `(the current folder is then kept as ${path.basename(dir)}.replaced-<time>).`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${dir}.restoring-${stamp}`;
  let counts: { migrations: number; users: number };
  await mkdir(path.dirname(dir), { recursive: true });
  try {
    const db = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([await readFile(file)]) });
    try {
      const { rows } = await db.query<{ migrations: number; users: number }>(
        `SELECT (SELECT count(*) FROM schema_migrations)::int AS migrations,
                (SELECT count(*) FROM users)::int AS users`,
      );
      counts = rows[0] ?? { migrations: 0, users: 0 };
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${file} could not be restored (damaged, or not a backup of this portal): ${reason}`,
    );
  }
  let replacedDir: string | null = null;
  if (!isEmpty) {
    replacedDir = `${dir}.replaced-${stamp}`;
    await rename(dir, replacedDir);
  } else if (existsSync(dir)) {
    await rmdir(dir);
  }
  await rename(staging, dir);
  return { ...counts, replacedDir };
}
