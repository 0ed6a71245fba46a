/**
 * A tiny database interface with two implementations: embedded PGlite (default, zero set-up) and
 * node-postgres when DATABASE_URL is set. Both speak the same SQL, so the app never branches on it.
 * Values always travel as $n parameters, never interpolated into SQL text.
 */
import type { Env } from '../env';

export type DbKind = 'pglite' | 'postgres';

export type Queryable = {
  kind: DbKind;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
};

export async function openDb(
  env: Pick<Env, 'databaseUrl' | 'dataDir'> & Partial<Pick<Env, 'pgPoolMax'>>,
): Promise<Db> {
  if (env.databaseUrl) {
    const { openPostgres } = await import('./postgres-db');
    return openPostgres(env.databaseUrl, { max: env.pgPoolMax });
  }
  const path = await import('node:path');
  const { openPglite } = await import('./pglite-db');
  return openPglite(path.join(env.dataDir, 'pglite'));
}
