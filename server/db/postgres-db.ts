import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from './client';

type ClientLike = Pick<pg.PoolClient, 'query'>;

/**
 * Statements with parameters run as named prepared statements, each connection parsing a text
 * once: planning was most of PostgreSQL's work per list call (0.7 ms for the caller's row with its
 * grants, 0.4 ms for a list page; executing them took 0.4 and 0.9 ms). PostgreSQL keeps a generic
 * plan only where it costs no more than planning each call would (plan_cache_mode auto). The name
 * is the text's hash, so a text always has one name; the map only spares hashing it again.
 * Statements without parameters (several at once, migrations) stay unnamed, as before.
 */
const statementNames = new Map<string, string>();
const MAX_NAMES = 1_000;

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `bo_${createHash('sha1').update(sql).digest('base64url')}`;
    if (statementNames.size >= MAX_NAMES) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}

function wrap(client: ClientLike): Queryable {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await (params.length > 0
        ? client.query({ name: statementName(sql), text: sql, values: params })
        : client.query(sql, params));
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
  // A connection holds the statements it prepared until it closes: an hour bounds what the texts
  // seen in that time can hold (list filters and sorts make a few hundred at most).
  const pool = new pg.Pool({ connectionString, max, maxLifetimeSeconds: 3600 });
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
