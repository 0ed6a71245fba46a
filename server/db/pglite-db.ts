import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './client';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(pg: PgliteLike): Queryable {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
}

/** The app's database interface over an open PGlite. */
export function wrapPglite(pg: PGlite): Db {
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

/**
 * Opens PGlite with files under `dataDir`, or in memory when `dataDir` is omitted (tests); an
 * in-memory database may start from a dump of another's data directory (`PGlite.dumpDataDir`).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir ? { dataDir } : { loadDataDir }));
}
