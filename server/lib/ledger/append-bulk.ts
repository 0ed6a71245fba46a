/**
 * The ledger's bulk path, for the seed (docs/ARCHITECTURE.md, Credit): many entries per merchant
 * in one go, with exactly the arithmetic of `appendEntry` (`applyEntry` from the locked figures,
 * numbers `entry_count + 1…`, the account updated to the last entry's figures in the same
 * transaction), so every account still equals the sums of its entries. Spending is checked with
 * `spendBlock` as it would be online; a refused spend is left out, with whatever depended on it.
 */
import { applyEntry, spendBlock } from '../../../src/contract';
import type { CreditAction, CreditFigures } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { insertRows } from '../../db/seed/insert-rows';

export type BulkEntry = {
  id: string;
  action: CreditAction;
  amountSen: number;
  createdAt: string;
  createdBy: string | null;
  topUpId?: string | null;
  bookingId?: string | null;
  reference?: string | null;
  note?: string | null;
  /** A spend (REDEEM_CREDIT) that the seed leaves out when it would pass balance + limit. */
  optional?: boolean;
  /** Left out when the entry with this id was (a refund of a redeem that never happened). */
  after?: string;
};

const ENTRY_COLUMNS = {
  id: 'uuid',
  merchant_id: 'uuid',
  entry_no: 'bigint',
  action: 'text',
  amount_sen: 'bigint',
  balance_after_sen: 'bigint',
  limit_after_sen: 'bigint',
  pending_after_sen: 'bigint',
  top_up_id: 'uuid',
  booking_id: 'uuid',
  reference: 'text',
  note: 'text',
  created_by: 'uuid',
  created_at: 'timestamptz',
};

type Account = CreditFigures & { merchantId: string; entryCount: number };

/** Appends each merchant's entries in the order given; answers how many were written. */
export async function appendEntriesBulk(
  db: Queryable,
  byMerchant: ReadonlyMap<string, readonly BulkEntry[]>,
): Promise<number> {
  const merchantIds = [...byMerchant.keys()];
  if (merchantIds.length === 0) return 0;
  await db.query(
    `INSERT INTO credit_accounts (merchant_id) SELECT unnest($1::uuid[]) ORDER BY 1 ON CONFLICT DO NOTHING`,
    [merchantIds],
  );
  const { rows } = await db.query<Account>(
    `SELECT merchant_id AS "merchantId", balance_sen::float8 AS "balanceSen", limit_sen::float8 AS "limitSen",
            pending_sen::float8 AS "pendingSen", entry_count::float8 AS "entryCount"
     FROM credit_accounts WHERE merchant_id = ANY($1::uuid[]) ORDER BY merchant_id FOR UPDATE`,
    [merchantIds],
  );
  const rowsOut: object[] = [];
  const accounts: object[] = [];
  for (const account of rows) {
    let figures: CreditFigures = account;
    let entryNo = account.entryCount;
    const skipped = new Set<string>();
    for (const entry of byMerchant.get(account.merchantId) ?? []) {
      const refused =
        (entry.after !== undefined && skipped.has(entry.after)) ||
        (entry.optional === true && spendBlock(figures, -entry.amountSen) !== null);
      if (refused) {
        skipped.add(entry.id);
        continue;
      }
      figures = applyEntry(figures, entry.action, entry.amountSen);
      entryNo += 1;
      rowsOut.push({
        id: entry.id,
        merchant_id: account.merchantId,
        entry_no: entryNo,
        action: entry.action,
        amount_sen: entry.amountSen,
        balance_after_sen: figures.balanceSen,
        limit_after_sen: figures.limitSen,
        pending_after_sen: figures.pendingSen,
        top_up_id: entry.topUpId ?? null,
        booking_id: entry.bookingId ?? null,
        reference: entry.reference ?? null,
        note: entry.note ?? null,
        created_by: entry.createdBy,
        created_at: entry.createdAt,
      });
    }
    accounts.push({ merchant_id: account.merchantId, ...figures, entry_count: entryNo });
  }
  await insertRows(db, 'credit_entries', ENTRY_COLUMNS, rowsOut, { batchSize: 2000 });
  await db.query(
    `UPDATE credit_accounts a SET balance_sen = x."balanceSen", limit_sen = x."limitSen",
       pending_sen = x."pendingSen", entry_count = x.entry_count
     FROM jsonb_to_recordset($1::jsonb) AS x(merchant_id uuid, "balanceSen" bigint, "limitSen" bigint,
       "pendingSen" bigint, entry_count bigint)
     WHERE a.merchant_id = x.merchant_id`,
    [JSON.stringify(accounts)],
  );
  return rowsOut.length;
}
