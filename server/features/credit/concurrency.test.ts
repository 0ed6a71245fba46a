/**
 * The ledger under concurrent writers. Real PostgreSQL only (PGlite has one
 * connection, so nothing interleaves): run with TEST_DB_KIND=postgres and TEST_DATABASE_URL.
 * Each concurrent caller is its own app on its own connection pool, so the calls really race
 * on separate connections; after every test the account equals the sums of its entries and its
 * last entry's after-figures.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyParam, type Booking, type TopUp } from '../../../src/contract';
import type { Db } from '../../db/client';
import { openPostgres } from '../../db/postgres-db';
import { readTestDbEnv } from '../../env';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers } from './credit-test-kit';
import {
  ledgerOf,
  merchantsOf,
  pendingTopUp,
  post,
  postTopUp,
  signInAll,
  topUpBody,
} from './credit-test-kit';

const onPostgres = readTestDbEnv().kind === 'postgres';
const CONNECTIONS = 20;

let testDb: TestDb;
let app: App;
let as: Callers;
let demo: string;
let other: string;
const pools: Db[] = [];
let apps: App[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
  ({ demo, other } = await merchantsOf(testDb.db));
  for (let i = 0; i < CONNECTIONS; i++) pools.push(await openPostgres(testDb.url ?? ''));
  apps = pools.map((db) => buildApp(db));
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((db) => db.close()));
  await testDb?.drop();
});

async function expectLedgerConsistent(merchantId: string) {
  const ledger = await ledgerOf(testDb.db, merchantId);
  expect(ledger.account).toMatchObject(ledger.sums);
  expect(ledger.account).toMatchObject(ledger.last ?? {});
  expect(ledger.numbers).toEqual(ledger.entries.map((_, index) => index + 1));
  return ledger;
}

describe.skipIf(!onPostgres)('on PostgreSQL, concurrently', () => {
  it(`approves one top-up exactly once when ${CONNECTIONS} connections approve it at once`, async () => {
    for (let round = 0; round < 3; round++) {
      const topUp = await pendingTopUp(app, as, { amountSen: 25_000 });
      const answers = await Promise.all(
        apps.map((racer) => post<TopUp>(racer, '/Credit/approve', { id: topUp.id }, as.admin)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONNECTIONS - 1);
      expect(answers.filter((answer) => answer.body.code === 'credit.notPending')).toHaveLength(
        CONNECTIONS - 1,
      );
      const { rows } = await testDb.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM credit_entries WHERE top_up_id = $1 AND action = 'PAYMENT_VERIFICATION'`,
        [topUp.id],
      );
      expect(rows[0]?.n).toBe(1);
    }
    await expectLedgerConsistent(demo);
  });

  it('never spends past balance + limit when 50 redeems race on one account', async () => {
    // `other`: a limit of RM 1,000 and an approved top-up of RM 500 on top of what the seed left.
    const proposal = await post(
      app,
      '/Credit/adjustLimit',
      { merchantId: other, creditLimitSen: 100_000, reason: 'Test' },
      as.maker,
    );
    expect(proposal.status).toBe(200);
    expect((await post(app, '/Credit/approveLimit', { merchantId: other }, as.admin)).status).toBe(200);
    const topUp = await postTopUp(app, as.maker, topUpBody({ merchantId: other, amountSen: 50_000 }));
    expect((await post(app, '/Credit/approve', { id: topUp.body.data?.id }, as.admin)).status).toBe(200);
    const before = await expectLedgerConsistent(other);
    const available = (before.account?.balanceSen ?? 0) + (before.account?.limitSen ?? 0);
    // About 20 of the 50 fit, whatever the seed left on the account.
    const price = Math.floor(available / 20) + 1;
    const bookings: string[] = [];
    for (let i = 0; i < 50; i++) {
      const { rows } = await testDb.db.query<{ id: string }>(
        `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
           traveler_name, booking_date, destination, amount_sen)
         VALUES ($1, $2, 'Hotel', 'Confirmed', 'Unpaid', 'Traveler', '2026-01-01', 'KUL', $3) RETURNING id`,
        [other, `RACE-${randomUUID().slice(0, 8)}`, price],
      );
      bookings.push(rows[0]?.id ?? '');
    }
    const answers = await Promise.all(
      bookings.map((bookingId, i) =>
        post<Booking>(
          apps[i % apps.length] as App,
          '/Credit/redeem',
          { id: randomUUID(), bookingId },
          as.admin,
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const expected = Math.max(0, Math.min(50, Math.floor(available / price)));
    expect(accepted).toBe(expected);
    expect(answers.filter((answer) => answer.body.code === 'credit.insufficient')).toHaveLength(
      50 - expected,
    );
    const after = await expectLedgerConsistent(other);
    expect((after.account?.balanceSen ?? 0) + (after.account?.limitSen ?? 0)).toBeGreaterThanOrEqual(0);
    expect(after.account?.balanceSen).toBe((before.account?.balanceSen ?? 0) - expected * price);
    const { rows: paid } = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[]) AND payment_status = 'Paid'`,
      [bookings],
    );
    expect(paid[0]?.n).toBe(expected);
    console.log(
      `concurrency: 50 redeems of ${price} sen with ${moneyParam(available, 'MYR')} available: ${accepted} accepted`,
    );
  });

  it('keeps top-ups, decisions and spends of one merchant consistent when they all interleave', async () => {
    const pending = await Promise.all(
      Array.from({ length: 10 }, () => pendingTopUp(app, as, { amountSen: 10_000 })),
    );
    const jobs = [
      ...pending.map((topUp, i) =>
        post(
          apps[i % apps.length] as App,
          i % 2 ? '/Credit/approve' : '/Credit/reject',
          { id: topUp.id, reason: 'Race' },
          as.admin,
        ),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        postTopUp(apps[(i + 10) % apps.length] as App, as.merchantUser, topUpBody()),
      ),
    ];
    const answers = await Promise.all(jobs);
    expect(answers.map((answer) => answer.status)).toEqual(jobs.map(() => 200));
    await expectLedgerConsistent(demo);
  });

  it('answers two ops racing with one id 200 and 422, never a 500', async () => {
    const body = topUpBody();
    const topUps = await Promise.all(
      [0, 1].map((i) => postTopUp(apps[i] as App, as.merchantUser, body, {}, randomUUID())),
    );
    expect(topUps.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const entryId = randomUUID();
    const bookings: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { rows } = await testDb.db.query<{ id: string }>(
        `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
           traveler_name, booking_date, destination, amount_sen)
         VALUES ($1, $2, 'Hotel', 'Confirmed', 'Unpaid', 'Traveler', '2026-01-01', 'KUL', 100) RETURNING id`,
        [demo, `SAME-${randomUUID().slice(0, 8)}`],
      );
      bookings.push(rows[0]?.id ?? '');
    }
    const redeems = await Promise.all(
      bookings.map((bookingId, i) =>
        post(apps[i] as App, '/Credit/redeem', { id: entryId, bookingId }, as.admin),
      ),
    );
    expect(redeems.map((answer) => answer.status).sort()).toEqual([200, 422]);
    await expectLedgerConsistent(demo);
  });

  it('refuses UPDATE and DELETE of an entry even to the table owner', async () => {
    const { rows } = await testDb.db.query<{ id: string; owner: string; me: string }>(
      `SELECT e.id, (SELECT tableowner FROM pg_tables WHERE tablename = 'credit_entries') AS owner,
              current_user AS me FROM credit_entries e LIMIT 1`,
    );
    expect(rows[0]?.owner).toBe(rows[0]?.me);
    await expect(
      testDb.db.query('UPDATE credit_entries SET note = $2 WHERE id = $1', [rows[0]?.id, 'x']),
    ).rejects.toThrow(/append-only/);
    await expect(testDb.db.query('DELETE FROM credit_entries WHERE id = $1', [rows[0]?.id])).rejects.toThrow(
      /append-only/,
    );
  });
});
