/**
 * `npm run backup [-- FILE]` and `npm run restore -- [--force] FILE` for the configured database:
 * PostgreSQL (DATABASE_URL) with pg_dump/pg_restore, else PGlite under DATA_DIR with its own
 * dump facility (server/db/backup/). A refusal prints what to do and exits 1; bad usage exits 2.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BackupError,
  backupKindOf,
  checkBackupKind,
  defaultBackupFile,
  pgliteDir,
} from './db/backup/backup-files';
import { backupPglite, restorePglite } from './db/backup/pglite-backup';
import { backupPostgres, restorePostgres } from './db/backup/postgres-backup';
import { readEnv, type Env } from './env';

const HELP = `Usage:
  npm run backup [-- FILE]             back up the configured database to FILE
  npm run restore -- [--force] FILE    replace the configured database with a backup

Database: DATABASE_URL when set (PostgreSQL: pg_dump's custom format, default FILE
DATA_DIR/backups/backup-<time>.dump), else PGlite in DATA_DIR/pglite (its data folder as a
tarball, default FILE DATA_DIR/backups/backup-<time>.tar.gz).

Stop the server before a restore, and before a PGlite backup (PGlite is one process).
Restore refuses a database that is not empty unless --force; the current one is then kept:
PGlite's folder is moved to DATA_DIR/pglite.replaced-<time>, PostgreSQL's contents are backed up
to DATA_DIR/backups/before-restore-<time>.dump first.`;

class UsageError extends Error {}

async function sizeOf(file: string): Promise<string> {
  const { size } = await stat(file);
  return size < 1e6 ? `${(size / 1e3).toFixed(1)} kB` : `${(size / 1e6).toFixed(1)} MB`;
}

async function backup(env: Env, given: string | undefined): Promise<void> {
  const kind = backupKindOf(env);
  const file = given ? path.resolve(given) : defaultBackupFile(env, kind);
  if (env.databaseUrl) await backupPostgres(env.databaseUrl, file);
  else await backupPglite(pgliteDir(env), file);
  const source = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(pgliteDir(env))}`;
  console.log(`Backed up ${source} to:\n${file} (${await sizeOf(file)})`);
}

async function restore(env: Env, given: string | undefined, force: boolean): Promise<void> {
  if (!given) throw new UsageError('restore needs the backup FILE');
  const file = path.resolve(given);
  const kind = backupKindOf(env);
  await checkBackupKind(file, kind);
  if (env.databaseUrl) {
    const safetyFile = defaultBackupFile(env, kind, 'before-restore');
    const done = await restorePostgres(file, env.databaseUrl, { force, safetyFile });
    if (done.safetyFile) console.log(`The previous contents were backed up to ${done.safetyFile}.`);
    console.log(
      `Restored ${file} into PostgreSQL (DATABASE_URL): ${done.migrations} migrations, ${done.users} users.`,
    );
  } else {
    const dir = path.resolve(pgliteDir(env));
    const done = await restorePglite(file, dir, force);
    if (done.replacedDir) console.log(`The previous database was kept in ${done.replacedDir}.`);
    console.log(
      `Restored ${file} into PGlite in ${dir}: ${done.migrations} migrations, ${done.users} users.`,
    );
  }
  console.log('Start the server: it applies any newer migrations.');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, file, ...rest] = positionals;
  if (values.help) return console.log(HELP);
  if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(' ')}`);
  const env = readEnv();
  if (command === 'backup') {
    if (values.force) throw new UsageError('--force is for restore');
    return backup(env, file);
  }
  if (command === 'restore') return restore(env, file, values.force ?? false);
  throw new UsageError(`unknown command: ${command ?? '(none)'}`);
}

try {
  await main();
} catch (error) {
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exitCode = 1;
  } else if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
