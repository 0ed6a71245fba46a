/**
 * Kept only for tests/bench/api/list-floor.ts, which builds the merchant list's statements with the
 * server's code: the list itself is server/lib/entity-list on server/resources/merchants.ts. Delete
 * this file once the bench calls `listSql(merchantResource, query, segment, merchantId)` itself.
 */
import type { MerchantListQuery } from '../../../src/contract';
import { listSql } from '../../lib/entity-list/list-sql';
import { merchantResource } from '../../resources/merchants';

export const merchantListSql = (
  query: MerchantListQuery,
  options: { pending: boolean; merchantId: string | null },
) => listSql(merchantResource, query, options.pending ? 'pending' : 'list', options.merchantId);
