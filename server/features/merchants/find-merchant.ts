import type { Merchant } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { findRow } from '../../lib/entity-list/find-row';
import { merchantResource } from '../../resources/merchants';

/**
 * A merchant by id within the caller's scope (null = every merchant), or null. A malformed id
 * simply names no merchant. `forUpdate` locks the row for the rest of the transaction.
 */
export const findMerchant = (
  db: Queryable,
  id: string,
  merchantId: string | null,
  { forUpdate = false } = {},
) => findRow<Merchant>(db, merchantResource, id, merchantId, { forUpdate });
