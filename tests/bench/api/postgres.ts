/**
 * The PostgreSQL the API bench runs on: a fresh database on BENCH_DATABASE_URL or
 * TEST_DATABASE_URL when one is set (dropped again at the end), else a private throwaway cluster
 * like .ci/run starts (initdb and pg_ctl from /usr/lib/postgresql/<version>/bin, run as the
 * postgres user, its own port and socket folder), stopped and deleted at the end. Null when
 * neither is possible; the reason is in `skipped`.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../server/test/free-port';

export type BenchPostgres = { url: string; origin: string; stop: () => Promise<void> };

function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

/** Runs a PostgreSQL tool as the postgres user (the server refuses to run as root). */
function asPostgres(args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [command, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const result = spawnSync(command ?? '', rest, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr || result.error}`);
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // Database names cannot be parameters; this one is generated hex, never input.
  const name = `bo_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function startBenchPostgres(): Promise<BenchPostgres | { skipped: string }> {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) {
    const db = await freshDatabase(given);
    return { url: db.url, origin: 'a fresh database on BENCH_DATABASE_URL/TEST_DATABASE_URL', stop: db.drop };
  }
  const bin = findPgBin();
  if (!bin)
    return { skipped: 'no PostgreSQL binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)' };
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return { skipped: 'no postgres user to run the private cluster as' };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = process.env.BENCH_PG_PORT ?? String(await freePort());
  const stopCluster = () => asPostgres([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop']);
  try {
    // A UTF-8 ctype, as CI creates it: lower() must fold letters the way the app's filters do.
    asPostgres([
      join(bin, 'initdb'),
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    asPostgres([
      join(bin, 'pg_ctl'),
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=localhost`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  } catch (error) {
    try {
      stopCluster();
    } catch {
      // it never started
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@localhost:${port}/postgres`,
    origin: `a private cluster (${bin}, port ${port})`,
    async stop() {
      try {
        stopCluster();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
