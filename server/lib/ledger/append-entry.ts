/**
 * The ONE way credit moves (docs/ARCHITECTURE.md, Credit): every entry of `credit_entries` is
 * written here, and nothing else writes an account's figures. In the caller's transaction:
 * 1. the merchant's account row is created if missing and locked (`FOR UPDATE`), so the entries
 *    of one merchant are serialised;
 * 2. an optional check runs on the locked figures (spending: `spendBlock`), so what it sees
 *    cannot change before the entry is written;
 * 3. the entry takes number `entry_count + 1` and the figures after it (`applyEntry`), and the
 *    account takes the same figures, in the same transaction.
 * Callers that lock a business row (a top-up, a booking) lock it BEFORE calling this: always the
 * business row, then the account, so two calls never wait on each other in opposite orders.
 */
import { randomUUID } from 'node:crypto';
import { applyEntry } from '../../../src/contract';
import type { CreditAction, CreditBlock, CreditEntry, CreditFigures } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../api-error';
import { float, isoTimestamp, toNumber } from '../sql-format';

export type LockedAccount = CreditFigures & {
  merchantId: string;
  entryCount: number;
  proposedLimitSen: number | null;
  proposedBy: string | null;
};

/** Creates the merchant's account if it has none, then locks it for the transaction. */
export async function lockAccount(db: Queryable, merchantId: string): Promise<LockedAccount> {
  await db.query('INSERT INTO credit_accounts (merchant_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    merchantId,
  ]);
  const { rows } = await db.query<LockedAccount>(
    `SELECT merchant_id AS "merchantId", ${float('balance_sen')} AS "balanceSen",
            ${float('limit_sen')} AS "limitSen", ${float('pending_sen')} AS "pendingSen",
            ${float('entry_count')} AS "entryCount", ${float('proposed_limit_sen')} AS "proposedLimitSen",
            proposed_by AS "proposedBy"
     FROM credit_accounts WHERE merchant_id = $1 FOR UPDATE`,
    [merchantId],
  );
  const account = rows[0];
  if (!account) throw new Error(`credit account ${merchantId} could not be locked`);
  return account;
}

export type NewEntry = {
  /** The entry's id: a client's op may name it (redeem), else a fresh one. */
  id?: string | undefined;
  merchantId: string;
  action: CreditAction;
  /** Signed, per ENTRY_SIGN (the table's CHECK holds it too). */
  amountSen: number;
  topUpId?: string | null;
  bookingId?: string | null;
  reference?: string | null;
  note?: string | null;
  createdBy: string | null;
  /** Refuses the entry on the locked figures (e.g. `spendBlock`). */
  check?: (figures: CreditFigures) => CreditBlock | null;
};

export const ENTRY_COLUMNS = `
  e.id AS "id", e.merchant_id AS "merchantId", ${float('e.entry_no')} AS "entryNo", e.action AS "action",
  ${float('e.amount_sen')} AS "amountSen", ${float('e.balance_after_sen')} AS "balanceAfterSen",
  ${float('e.limit_after_sen')} AS "limitAfterSen", ${float('e.pending_after_sen')} AS "pendingAfterSen",
  e.top_up_id AS "topUpId", e.booking_id AS "bookingId", e.reference AS "reference", e.note AS "note",
  e.created_by AS "createdBy",
  coalesce(u.first_name || ' ' || u.last_name, 'System') AS "createdByName",
  ${isoTimestamp('e.created_at')} AS "createdAt", ${float('e.version')} AS "version"`;

export const ENTRY_FROM = 'credit_entries e LEFT JOIN users u ON u.id = e.created_by';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Runs an INSERT whose id a client chose: an id another row already has (two ops racing with one
 * id, or a reused one) is the client's mistake, 422 `idempotency.keyReused`, never a 500.
 */
export async function refuseReusedId<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION) {
      throw new ApiError(422, 'idempotency.keyReused');
    }
    throw error;
  }
}

/** Appends one entry (see the module's comment); answers it as the contract's row. */
export async function appendEntry(db: Queryable, entry: NewEntry): Promise<CreditEntry> {
  const account = await lockAccount(db, entry.merchantId);
  const block = entry.check?.(account) ?? null;
  if (block) throw new ApiError(block.status, block.code, block.params ? { params: block.params } : {});
  const after = applyEntry(account, entry.action, entry.amountSen);
  const entryNo = toNumber(account.entryCount) + 1;
  const id = entry.id ?? randomUUID();
  await refuseReusedId(() =>
    db.query(
      `INSERT INTO credit_entries (id, merchant_id, entry_no, action, amount_sen, balance_after_sen,
       limit_after_sen, pending_after_sen, top_up_id, booking_id, reference, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        entry.merchantId,
        entryNo,
        entry.action,
        entry.amountSen,
        after.balanceSen,
        after.limitSen,
        after.pendingSen,
        entry.topUpId ?? null,
        entry.bookingId ?? null,
        entry.reference ?? null,
        entry.note ?? null,
        entry.createdBy,
      ],
    ),
  );
  await db.query(
    `UPDATE credit_accounts SET balance_sen = $2, limit_sen = $3, pending_sen = $4, entry_count = $5
     WHERE merchant_id = $1`,
    [entry.merchantId, after.balanceSen, after.limitSen, after.pendingSen, entryNo],
  );
  const { rows } = await db.query<CreditEntry>(`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE e.id = $1`, [
    id,
  ]);
  const row = rows[0];
  if (!row) throw new Error(`credit entry ${id} was not written`);
  return row;
}
