/**
 * The floor of the merchant list: what GET Merchant/merchantListPage?pageSize=50 runs (the
 * server's own `listPageJson`: the page as JSON text, with the total counted once and then checked
 * against the change log in the same statement), straight on the database with no HTTP and no
 * authentication: through the server's own PostgreSQL handle (the `pg` driver, a pool of 10,
 * prepared statements) on PostgreSQL, through PGlite in this process on the embedded database.
 * One caller alone also times a full count, what every page cost before.
 */
import { join } from 'node:path';
import * as v from 'valibot';
import { merchantEntity } from '../../../src/contract';
import type { Queryable } from '../../../server/db/client';
import { openPglite } from '../../../server/db/pglite-db';
import { openPostgres } from '../../../server/db/postgres-db';
import { listPageJson } from '../../../server/lib/entity-list/list-page';
import { listSql } from '../../../server/lib/entity-list/list-sql';
import { merchantResource } from '../../../server/resources/merchants';

/** Under `callers` at once: statements pairs per second and p99; one caller alone: each statement's median. */
export type FloorResult = { rps: number; p99: number; countMs: number; pageMs: number };

const query = v.parse(merchantEntity.querySchema, { pageSize: '50' });

function listStatements() {
  const { where, orderBy, params } = listSql(merchantResource, query, 'list', null);
  const n = params.length;
  return {
    count: { sql: `SELECT count(*)::int AS total FROM ${merchantResource.from} WHERE ${where}`, params },
    page: {
      sql: `SELECT ${merchantResource.columns} FROM ${merchantResource.from} WHERE ${where}
            ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...params, query.pageSize, (query.curPageIndex - 1) * query.pageSize],
    },
  };
}

async function medianMs(run: () => Promise<unknown>, times = 5): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(times / 2)] ?? Number.NaN;
}

async function drive(db: Queryable, seconds: number, callers: number): Promise<FloorResult> {
  const { count, page } = listStatements();
  const countMs = await medianMs(() => db.query(count.sql, count.params));
  const pageMs = await medianMs(() => db.query(page.sql, page.params));
  const list = () => listPageJson(db, merchantResource, query, 'list', null);
  const latencies: number[] = [];
  const endAt = performance.now() + seconds * 1000;
  const caller = async () => {
    while (performance.now() < endAt) {
      const started = performance.now();
      await list();
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: callers }, caller));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    countMs,
    pageMs,
    rps: latencies.length / elapsed,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN,
  };
}

export async function listFloorPostgres(url: string, seconds: number, callers: number): Promise<FloorResult> {
  const db = await openPostgres(url, { max: 10 });
  try {
    return await drive(db, seconds, callers);
  } finally {
    await db.close();
  }
}

/** Before the server starts: PGlite lets one process open its data directory. */
export async function listFloorPglite(
  dataDir: string,
  seconds: number,
  callers: number,
): Promise<FloorResult> {
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    return await drive(db, seconds, callers);
  } finally {
    await db.close();
  }
}
