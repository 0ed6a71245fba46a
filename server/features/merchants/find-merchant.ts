import type { Merchant } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { isUuid } from '../../lib/scope';
import { MERCHANT_COLUMNS, toMerchant } from './merchant-row';

/**
 * A merchant by id within the caller's scope (null = every merchant), or null. A malformed id
 * simply names no merchant. `forUpdate` locks the row for the rest of the transaction.
 */
export async function findMerchant(
  db: Queryable,
  id: string,
  merchantId: string | null,
  { forUpdate = false } = {},
) {
  if (!isUuid(id)) return null;
  const params: unknown[] = [id];
  if (merchantId !== null) params.push(merchantId);
  const { rows } = await db.query<Merchant>(
    `SELECT ${MERCHANT_COLUMNS} FROM merchants m WHERE m.id = $1${merchantId !== null ? ' AND m.id = $2' : ''}
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    params,
  );
  const row = rows[0];
  return row ? toMerchant(row) : null;
}
