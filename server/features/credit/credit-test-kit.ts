/** Shared setup of the credit tests: the demo accounts, merchants, a top-up body and its upload. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CreditAccount, CreditEntry, Envelope, TopUp, TopUpCreateInput } from '../../../src/contract';
import { IDEMPOTENCY_KEY_HEADER, sumEntries } from '../../../src/contract';
import type { Db, Queryable } from '../../db/client';
import { slipPng } from '../../db/seed/slip-files';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { demoMerchants } from '../../test/demo-merchants';
import { api, buildApp, readEnvelope, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

export type App = ReturnType<typeof buildApp>;
export type Headers = Record<string, string>;
export type Callers = { admin: Headers; maker: Headers; merchantAdmin: Headers; merchantUser: Headers };

export async function signInAll(app: App): Promise<Callers> {
  return {
    admin: await bearerOf(app, 'admin'),
    maker: await bearerOf(app, 'maker'),
    merchantAdmin: await bearerOf(app, 'merchant.admin'),
    merchantUser: await bearerOf(app, 'merchant.user'),
  };
}

/** The demo merchant and another one. */
export const merchantsOf = demoMerchants;

export function topUpBody(overrides: Partial<TopUpCreateInput> = {}): TopUpCreateInput {
  return {
    id: randomUUID(),
    merchantId: null,
    amountSen: 50_000,
    methodCode: 'DUITNOW',
    bankName: 'Maybank',
    accountNumber: '5140123456789',
    referenceNumber: `REF-${randomUUID().slice(0, 8)}`,
    bankInAt: '2026-01-15T10:30',
    remark: null,
    ...overrides,
  };
}

export type Upload = { bytes?: Uint8Array | null; name?: string; type?: string };

/** POST Credit/topUp as multipart: the `json` part and (unless `bytes: null`) the `slip` part. */
export async function postTopUp(
  app: App,
  headers: Headers,
  body: unknown,
  { bytes = slipPng(randomUUID()), name = 'slip.png', type = 'image/png' }: Upload = {},
  key: string | null = randomUUID(),
) {
  const form = new FormData();
  form.set('json', typeof body === 'string' ? body : JSON.stringify(body));
  if (bytes) form.set('slip', new File([Buffer.from(bytes)], name, { type }));
  const res = await app.request(api('/Credit/topUp'), {
    method: 'POST',
    headers: { ...headers, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    body: form,
  });
  return { status: res.status, body: await readEnvelope<TopUp>(res), res };
}

export async function post<T>(app: App, path: string, body: unknown, headers: Headers, key = randomUUID()) {
  return sendJson<T>(app, 'POST', path, body, { ...headers, [IDEMPOTENCY_KEY_HEADER]: key });
}

export const get = <T>(app: App, path: string, headers: Headers) => getJson<T>(app, path, headers);

/** A Pending top-up of the demo merchant, submitted by merchant.user. */
export async function pendingTopUp(app: App, as: Callers, overrides: Partial<TopUpCreateInput> = {}) {
  const { status, body } = await postTopUp(app, as.merchantUser, topUpBody(overrides));
  if (status !== 200 || !body.data) throw new Error(`top-up failed: ${status} ${body.message}`);
  return body.data;
}

/**
 * The ledger's invariant for `merchantId`: the account equals the sums of its entries AND the
 * last entry's after-figures, and the entries are numbered 1..n with no gap.
 */
export async function ledgerOf(db: Db | Queryable, merchantId: string) {
  const { rows: entries } = await db.query<
    Pick<CreditEntry, 'action' | 'amountSen' | 'entryNo'> & {
      balanceAfterSen: number;
      limitAfterSen: number;
      pendingAfterSen: number;
    }
  >(
    `SELECT action, amount_sen::float8 AS "amountSen", entry_no::float8 AS "entryNo",
            balance_after_sen::float8 AS "balanceAfterSen", limit_after_sen::float8 AS "limitAfterSen",
            pending_after_sen::float8 AS "pendingAfterSen"
     FROM credit_entries WHERE merchant_id = $1 ORDER BY entry_no`,
    [merchantId],
  );
  const { rows } = await db.query<{
    balanceSen: number;
    limitSen: number;
    pendingSen: number;
    entryCount: number;
  }>(
    `SELECT balance_sen::float8 AS "balanceSen", limit_sen::float8 AS "limitSen",
            pending_sen::float8 AS "pendingSen", entry_count::float8 AS "entryCount"
     FROM credit_accounts WHERE merchant_id = $1`,
    [merchantId],
  );
  const last = entries.at(-1);
  return {
    entries,
    account: rows[0] ?? null,
    sums: { ...sumEntries(entries), entryCount: entries.length },
    last: last
      ? { balanceSen: last.balanceAfterSen, limitSen: last.limitAfterSen, pendingSen: last.pendingAfterSen }
      : null,
    numbers: entries.map((entry) => entry.entryNo),
  };
}

/** What one credit test file works with: its database and app, the demo callers and merchants. */
export type CreditSuite = {
  db: Db;
  app: App;
  as: Callers;
  demo: string;
  other: string;
  /** The merchant's account as the API answers it (the demo merchant's by default). */
  account(merchantId?: string): Promise<CreditAccount>;
  /** The ledger's invariant holds for the merchant (ledgerOf). */
  expectLedgerConsistent(merchantId?: string): Promise<void>;
};

/**
 * A credit test file's setup: its own seeded database and app, made before its tests and dropped
 * after them. The fields are read in tests (after beforeAll), never at the file's top level.
 */
export function creditSuite(): CreditSuite {
  let testDb: TestDb | undefined;
  let ready: { app: App; as: Callers; demo: string; other: string } | undefined;
  beforeAll(async () => {
    testDb = await setupTestDb();
    const app = buildApp(testDb.db);
    ready = { app, as: await signInAll(app), ...(await merchantsOf(testDb.db)) };
  }, 60_000);
  afterAll(async () => {
    await testDb?.drop();
  });
  const state = () => {
    if (!testDb || !ready) throw new Error('the credit suite is read before its setup ran');
    return { db: testDb.db, ...ready };
  };
  const suite: CreditSuite = {
    get db() {
      return state().db;
    },
    get app() {
      return state().app;
    },
    get as() {
      return state().as;
    },
    get demo() {
      return state().demo;
    },
    get other() {
      return state().other;
    },
    account: async (merchantId = suite.demo) =>
      (await get<CreditAccount>(suite.app, `/Credit/account/${merchantId}`, suite.as.admin)).body
        .data as CreditAccount,
    async expectLedgerConsistent(merchantId = suite.demo) {
      const ledger = await ledgerOf(suite.db, merchantId);
      expect(ledger.account).toMatchObject(ledger.sums);
      if (ledger.last) expect(ledger.account).toMatchObject(ledger.last);
      expect(ledger.numbers).toEqual(ledger.entries.map((_, index) => index + 1));
    },
  };
  return suite;
}

export type { Envelope };
