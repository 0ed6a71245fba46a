/** What the two kinds of backup have in common: where they go, and telling them apart. */
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../env';

/** A refusal or failure the CLI prints as is (no stack): the message says what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupKind = 'pglite' | 'postgres';

export const backupKindOf = (env: Pick<Env, 'databaseUrl'>): BackupKind =>
  env.databaseUrl ? 'postgres' : 'pglite';

/** The PGlite data folder the server opens (db/client.ts). */
export const pgliteDir = (env: Pick<Env, 'dataDir'>) => path.join(env.dataDir, 'pglite');

const EXTENSION: Record<BackupKind, string> = { pglite: '.tar.gz', postgres: '.dump' };

/** DATA_DIR/backups/<prefix>-2026-11-24T09-30-00Z.tar.gz (PGlite) or .dump (pg_dump's custom format). */
export function defaultBackupFile(env: Pick<Env, 'dataDir'>, kind: BackupKind, prefix = 'backup'): string {
  const stamp = `${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
  return path.resolve(env.dataDir, 'backups', `${prefix}-${stamp}${EXTENSION[kind]}`);
}

/** Which kind a file holds, from its first bytes: gzip (PGlite's tarball) or pg_dump's "PGDMP". */
export async function readBackupKind(file: string): Promise<BackupKind | 'unknown'> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No such backup file: ${file}`);
    throw error;
  }
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

/** Refuses a file of the other kind, naming the setting that restores it. */
export async function checkBackupKind(file: string, expected: BackupKind): Promise<void> {
  const kind = await readBackupKind(file);
  if (kind === expected) return;
  if (kind === 'unknown') {
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  }
  throw new BackupError(
    kind === 'postgres'
      ? `${file} is a PostgreSQL backup (pg_dump): it restores into PostgreSQL only (set DATABASE_URL).`
      : `${file} is a PGlite backup: it restores into PGlite only (unset DATABASE_URL).`,
  );
}
