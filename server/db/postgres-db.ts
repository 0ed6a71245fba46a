import pg from 'pg';
import type { Db, Queryable } from './client';

type ClientLike = Pick<pg.PoolClient, 'query'>;

function wrap(client: ClientLike): Queryable {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which allows several statements.
      await client.query(sql);
    },
  };
}

/** Connections a pool opens at most when the caller does not say (env.ts sizes the server's). */
const DEFAULT_POOL_MAX = 10;

export async function openPostgres(
  connectionString: string,
  { max = DEFAULT_POOL_MAX }: { max?: number | undefined } = {},
): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // Fail fast on a wrong URL instead of at the first request.
  await pool.query('SELECT 1');
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
