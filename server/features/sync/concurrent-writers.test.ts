/**
 * The cursor must never skip a change when several connections write concurrently and commit out
 * of order (docs/ARCHITECTURE.md, Offline core). Real PostgreSQL only: PGlite has one connection, so nothing interleaves.
 * Four writers update random merchants in small transactions, some deliberately committing in the
 * reverse order of their updates, while three readers follow the log: the API pull (a mirror),
 * the pull's own entry reader (every entry it delivers), and a naive `seq > last` reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/client';
import { readTestDbEnv } from '../../env';
import { bearerOf } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { readEntries } from './log-page';
import { pullAll } from './sync-test-kit';
import type { Mirror } from './sync-test-kit';

const WRITERS = 4;
const ROUNDS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (n: number) => Math.floor(Math.random() * n);

let testDb: TestDb;
let merchantIds: string[];

beforeAll(async () => {
  if (readTestDbEnv().kind !== 'postgres') return;
  testDb = await setupTestDb();
  const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM merchants');
  merchantIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await testDb?.drop();
});

const touch = (tx: Queryable, id: string | undefined) =>
  tx.query('UPDATE merchants SET number_of_terminals = number_of_terminals + 1 WHERE id = $1', [id]);

/**
 * Each round: tx A writes, tx B writes, B commits, then A commits (A's seq < B's, visible later).
 * Each writer owns its own merchants and A and B touch different ones, so no writer ever waits
 * for a row lock held by a transaction that is waiting for it.
 */
async function writer(index: number): Promise<void> {
  const { db } = testDb;
  const own = merchantIds.filter((_, i) => i % WRITERS === index);
  for (let round = 0; round < ROUNDS; round++) {
    const first = random(own.length);
    const second = (first + 1 + random(own.length - 1)) % own.length;
    let releaseA = () => {};
    const aMayCommit = new Promise<void>((resolve) => (releaseA = resolve));
    let aWrote = () => {};
    const aHasWritten = new Promise<void>((resolve) => (aWrote = resolve));
    const a = db.transaction(async (tx) => {
      await touch(tx, own[first]);
      aWrote();
      await aMayCommit;
      await sleep(random(8));
    });
    await aHasWritten;
    await db.transaction(async (tx) => {
      await touch(tx, own[second]);
      await sleep(random(4));
    });
    releaseA();
    await a;
  }
}

describe.skipIf(readTestDbEnv().kind !== 'postgres')('concurrent writers on PostgreSQL', () => {
  it('delivers every change-log entry and every final version to a pulling reader', async () => {
    const { db } = testDb;
    const app = buildApp(db);
    const staff = await bearerOf(app, 'admin');
    const mirror: Mirror = new Map();
    let { cursor } = await pullAll(app, staff, mirror);
    const { rows: start } = await db.query<{ txid: string; seq: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS txid, COALESCE(max(seq), 0)::text AS seq FROM sync_changes',
    );
    let entryCursor = { txid: start[0]?.txid ?? '0', seq: '0' };
    let naiveLast = Number(start[0]?.seq);
    const firstSeq = naiveLast;
    const delivered = new Set<number>();
    const naive = new Set<number>();

    let writing = true;
    const writers = Promise.all(Array.from({ length: WRITERS }, (_, i) => writer(i))).finally(
      () => (writing = false),
    );
    const read = async () => {
      ({ cursor } = await pullAll(app, staff, mirror, cursor, 50));
      for (const entry of await readEntries(db, null, entryCursor, 1000)) {
        delivered.add(Number(entry.seq));
        entryCursor = { txid: entry.txid, seq: entry.seq };
      }
      const { rows } = await db.query<{ seq: string }>(
        'SELECT seq::text FROM sync_changes WHERE seq > $1 ORDER BY seq LIMIT 1000',
        [naiveLast],
      );
      for (const row of rows) naive.add(Number(row.seq));
      naiveLast = Number(rows.at(-1)?.seq ?? naiveLast);
    };
    while (writing) {
      await read();
      await sleep(random(5));
    }
    await writers;
    // Drain: once every writer has committed, the watermark passes all their entries (another
    // database's long transaction on the same server could hold it back for a while).
    const { rows: all } = await db.query<{ seq: string }>(
      'SELECT seq::text FROM sync_changes WHERE seq > $1',
      [firstSeq],
    );
    for (let tries = 0; tries < 100 && delivered.size < all.length; tries++) {
      await read();
      if (delivered.size < all.length) await sleep(100);
    }
    await read();

    expect(all.length).toBeGreaterThanOrEqual(WRITERS * ROUNDS * 2);
    expect([...delivered].sort((x, y) => x - y)).toEqual(
      all.map((row) => Number(row.seq)).sort((x, y) => x - y),
    );
    const { rows: merchants } = await db.query<{ id: string; version: string; n: number }>(
      'SELECT id, version::text, number_of_terminals AS n FROM merchants',
    );
    for (const merchant of merchants) {
      expect(mirror.get(`merchants:${merchant.id}`)).toMatchObject({
        version: Number(merchant.version),
        row: { numberOfTerminals: merchant.n },
      });
    }
    // Nice to have: the naive seq cursor, run alongside, usually skips entries committed late.
    const skipped = all.filter((row) => !naive.has(Number(row.seq))).length;
    console.log(`[concurrent writers] ${all.length} entries; a naive seq cursor skipped ${skipped}`);
  }, 120_000);
});
