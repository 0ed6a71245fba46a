/**
 * Backup and restore of a PostgreSQL database (DATABASE_URL) with the machine's pg_dump and
 * pg_restore, in pg_dump's custom format (compressed, restorable into a newer server). The
 * password goes to them in PGPASSWORD, never on the command line where `ps` would show it.
 * Restore leaves out owners and grants (--no-owner --no-privileges), so a backup restores under
 * another role or on another server; it runs in one transaction and stops at the first error.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { childProcessEnv } from '../../env';
import { BackupError } from './backup-files';

type PgTool = 'pg_dump' | 'pg_restore';

/** libpq's view of DATABASE_URL: the URL without its password, and the password apart. */
function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), password, name: decodeURIComponent(url.pathname.slice(1)) };
}

function run(bin: string, args: string[], password: string, stdout?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      env: childProcessEnv(password ? { PGPASSWORD: password } : {}),
      stdio: ['ignore', stdout ?? 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(bin)} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

const startsIn = (command: string) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(command, ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

/** From PATH, else the newest /usr/lib/postgresql/<major>/bin (Debian's layout). */
export async function findPgTool(name: PgTool): Promise<string> {
  if (await startsIn(name)) return name;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? (await readdir(root)).filter((entry) => /^\d+$/.test(entry)) : [];
  for (const major of majors.sort((a, b) => Number(b) - Number(a))) {
    const bin = path.join(root, major, 'bin', name);
    if (existsSync(bin)) return bin;
  }
  throw new BackupError(
    `${name} was not found in PATH or ${root}/*/bin. Install PostgreSQL's client tools of the ` +
      `server's major version or newer (Debian: apt-get install postgresql-client).`,
  );
}

/** Writes the database to `file` (a new file, readable by its owner only). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  const bin = await findPgTool('pg_dump');
  const { dbname, password } = connectionOf(databaseUrl);
  await mkdir(path.dirname(file), { recursive: true });
  // 'wx': never overwrite an earlier backup. It holds password hashes: owner only.
  const handle = await open(file, 'wx', 0o600);
  try {
    await run(bin, ['--format=custom', '--no-password', `--dbname=${dbname}`], password, handle.fd);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

async function countOtherConnections(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return rows[0]?.n ?? 0;
}

async function countObjects(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
       AND s.nspname <> 'information_schema' AND s.nspname NOT LIKE 'pg\\_%'`,
  );
  return rows[0]?.n ?? 0;
}

/** Drops schema public with everything in it and creates it again with the same owner and grants. */
async function clearPublicSchema(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ owner: string; grants: string[] }>(
    `SELECT s.nspowner::regrole::text AS owner,
            coalesce(array_agg(format('GRANT %s ON SCHEMA public TO %s', a.privilege_type,
                       CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(r.rolname) END))
                     FILTER (WHERE a.privilege_type IS NOT NULL), '{}') AS grants
     FROM pg_namespace s
     LEFT JOIN LATERAL aclexplode(s.nspacl) a ON true
     LEFT JOIN pg_roles r ON r.oid = a.grantee
     WHERE s.nspname = 'public' GROUP BY s.nspowner`,
  );
  const schema = rows[0];
  // Names come from the catalog, quoted by regrole and quote_ident.
  const statements = [
    'DROP SCHEMA IF EXISTS public CASCADE',
    schema ? `CREATE SCHEMA public AUTHORIZATION ${schema.owner}` : 'CREATE SCHEMA public',
    ...(schema?.grants ?? []),
  ];
  await client.query('BEGIN');
  try {
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

export type PostgresRestore = { migrations: number; users: number; safetyFile: string | null };

/**
 * Restores `file` into the database of `databaseUrl`. Refuses while anyone else is connected
 * (the server must be stopped). A database that holds anything is replaced only with `force`:
 * its contents are first backed up to `safetyFile`, then schema public is emptied.
 */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  { force, safetyFile }: { force: boolean; safetyFile: string },
): Promise<PostgresRestore> {
  const bin = await findPgTool('pg_restore');
  const { dbname, password, name } = connectionOf(databaseUrl);
  // Reads the whole table of contents: a damaged or too new file fails here, before any change.
  await run(bin, ['--list', file], password);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let savedTo: string | null = null;
  try {
    const others = await countOtherConnections(client);
    if (others > 0) {
      throw new BackupError(
        `Database ${name} has ${others} other connection(s): stop the server (and anything else using it) first.`,
      );
    }
    const objects = await countObjects(client);
    if (objects > 0 && !force) {
      throw new BackupError(
        `Database ${name} is not empty (${objects} tables, views or sequences). Restoring replaces ` +
          `its contents: run again with --force (the current contents are backed up first).`,
      );
    }
    if (objects > 0) {
      await backupPostgres(databaseUrl, safetyFile);
      savedTo = safetyFile;
      await clearPublicSchema(client);
    }
  } finally {
    await client.end();
  }
  try {
    const options = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
    await run(bin, [...options, '--no-password', `--dbname=${dbname}`, file], password);
  } catch (error) {
    if (savedTo === null) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${reason}\nDatabase ${name} was emptied before the restore failed; its previous contents are in ${savedTo} ` +
        `(npm run restore -- --force ${savedTo}).`,
    );
  }
  return { ...(await countRestored(databaseUrl)), safetyFile: savedTo };
}

async function countRestored(databaseUrl: string): Promise<{ migrations: number; users: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ migrations: number; users: number }>(
      `SELECT (SELECT count(*) FROM schema_migrations)::int AS migrations,
              (SELECT count(*) FROM users)::int AS users`,
    );
    return rows[0] ?? { migrations: 0, users: 0 };
  } finally {
    await client.end();
  }
}
