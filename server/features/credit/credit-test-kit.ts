/** Shared setup of the credit tests: the demo accounts, merchants, a top-up body and its upload. */
import { randomUUID } from 'node:crypto';
import type { CreditEntry, Envelope, TopUp, TopUpCreateInput } from '../../../src/contract';
import { IDEMPOTENCY_KEY_HEADER, sumEntries } from '../../../src/contract';
import type { Db, Queryable } from '../../db/client';
import { slipPng } from '../../db/seed/slip-files';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import type { buildApp } from '../../test/test-app';
import { api, readEnvelope } from '../../test/test-app';

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
export async function merchantsOf(db: Queryable) {
  const { rows } = await db.query<{ id: string }>(
    `SELECT merchant_id AS id FROM users WHERE username = 'merchant.admin'`,
  );
  const demo = rows[0]?.id ?? '';
  const { rows: others } = await db.query<{ id: string }>(
    'SELECT id FROM merchants WHERE id <> $1 ORDER BY id LIMIT 1',
    [demo],
  );
  return { demo, other: others[0]?.id ?? '' };
}

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

export type { Envelope };
