/**
 * How change notices cross processes on PostgreSQL (docs/ARCHITECTURE.md, Change notices):
 * LISTEN/NOTIFY against tailing the change log every 250 ms, on the product's own `sync_changes`
 * table and triggers. Two figures each:
 * - the write path: commits per second of WRITERS connections each updating merchants in small
 *   transactions, with and without a `pg_notify` in the same transaction (NOTIFY takes a lock at
 *   commit that serialises every notifying commit of the cluster);
 * - delivery: from a commit's return to the listener (LISTEN) or the tail reading it, p50 and p95.
 */
import { loadavg } from 'node:os';
import pg from 'pg';

const WRITERS = 16;
const SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 5);
const SAMPLES = 40;
const TAIL_MS = 250;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const load = () => (loadavg()[0] ?? 0).toFixed(2);

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Commits per second of WRITERS connections, each touching one merchant per transaction. */
async function writeRate(url: string, notify: boolean): Promise<number> {
  const clients = await Promise.all(Array.from({ length: WRITERS }, () => connect(url)));
  const [first] = clients;
  if (!first) throw new Error('no connection');
  const { rows } = await first.query<{ id: string }>(`SELECT id FROM merchants LIMIT ${WRITERS}`);
  const deadline = Date.now() + SECONDS * 1000;
  let commits = 0;
  await Promise.all(
    clients.map(async (client, i) => {
      const id = rows[i % rows.length]?.id;
      // One round trip per transaction either way (an id read from the table, not input), so
      // the two runs differ by the NOTIFY alone.
      const sql = [
        'BEGIN',
        `UPDATE merchants SET updated_at = now() WHERE id = '${id}'`,
        ...(notify ? [`SELECT pg_notify('bench_notices', '')`] : []),
        'COMMIT',
      ].join('; ');
      while (Date.now() < deadline) {
        await client.query(sql);
        commits += 1;
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return commits / SECONDS;
}

/** Commit to listener, one change at a time. */
async function listenDelays(url: string): Promise<number[]> {
  const [listener, writer] = await Promise.all([connect(url), connect(url)]);
  await listener.query('LISTEN bench_notices');
  const delays: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const heard = new Promise<number>((resolve) => listener.once('notification', () => resolve(Date.now())));
    await writer.query('BEGIN');
    await writer.query(
      'UPDATE merchants SET updated_at = now() WHERE id = (SELECT id FROM merchants LIMIT 1)',
    );
    await writer.query(`SELECT pg_notify('bench_notices', '')`);
    await writer.query('COMMIT');
    const committed = Date.now();
    delays.push((await heard) - committed);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
  }
  await Promise.all([listener.end(), writer.end()]);
  return delays;
}

/** Commit to the tail's read, as notice-tail.ts reads it (below the snapshot's xmin). */
async function tailDelays(url: string): Promise<number[]> {
  const [tail, writer] = await Promise.all([connect(url), connect(url)]);
  const head = await tail.query<{ txid: string; seq: string }>(
    `SELECT txid::text AS txid, seq::text AS seq FROM sync_changes ORDER BY txid DESC, seq DESC LIMIT 1`,
  );
  let position = head.rows[0] ?? { txid: '0', seq: '0' };
  const delays: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await writer.query(
      'UPDATE merchants SET updated_at = now() WHERE id = (SELECT id FROM merchants LIMIT 1)',
    );
    const committed = Date.now();
    // The tail's clock runs on its own: the change waits for the next of its ticks.
    const phase = Math.random() * TAIL_MS;
    await new Promise((resolve) => setTimeout(resolve, phase));
    for (;;) {
      const { rows } = await tail.query<{ txid: string; seq: string }>(
        `SELECT txid::text AS txid, seq::text AS seq FROM sync_changes
         WHERE (txid, seq) > ($1::xid8, $2::bigint) AND txid < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY txid, seq LIMIT 1000`,
        [position.txid, position.seq],
      );
      const last = rows.at(-1);
      if (last) {
        position = last;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, TAIL_MS));
    }
    delays.push(Date.now() - committed);
  }
  await Promise.all([tail.end(), writer.end()]);
  return delays;
}

/** Prints both mechanisms' figures for the migrated, seeded database at `url`. */
export async function benchNoticeFanout(url: string): Promise<void> {
  const plain = await writeRate(url, false);
  const notifying = await writeRate(url, true);
  const listen = await listenDelays(url);
  const tail = await tailDelays(url);
  console.log(`\nChange notices across processes (${WRITERS} writers, ${SECONDS} s each; load ${load()}):`);
  console.log(
    `  write path: ${plain.toFixed(0)} commits/s without NOTIFY, ${notifying.toFixed(0)} with ` +
      `(${(((notifying - plain) / plain) * 100).toFixed(1)} %)`,
  );
  console.log(
    `  delivery: LISTEN/NOTIFY p50 ${pct(listen, 50)} ms, p95 ${pct(listen, 95)} ms; ` +
      `tail every ${TAIL_MS} ms p50 ${pct(tail, 50)} ms, p95 ${pct(tail, 95)} ms (${SAMPLES} changes each)`,
  );
}

// `npx tsx tests/bench/api/notice-fanout.ts` alone: on a fresh seeded database of TEST_DATABASE_URL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const { createPostgresDb, seedTestDb } = await import('../../../server/test/template-db');
  const created = await createPostgresDb(server, 'bo_bench_fanout');
  try {
    await seedTestDb(created.db);
    await benchNoticeFanout(created.url);
  } finally {
    await created.db.close();
    await created.dropDatabase();
  }
}
