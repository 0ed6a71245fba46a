import * as v from 'valibot';
import { MerchantListQuerySchema, type MerchantListQuery } from '../../contract/list-query';

export const DEFAULT_MERCHANT_QUERY: MerchantListQuery = v.parse(MerchantListQuerySchema, {});

/**
 * Route search params → a list query. A hand-edited or stale URL never breaks the screen: each
 * invalid parameter falls back to its default on its own.
 */
export function parseMerchantSearch(search: Record<string, unknown>): MerchantListQuery {
  const query: Record<string, unknown> = { ...DEFAULT_MERCHANT_QUERY };
  for (const [key, entry] of Object.entries(MerchantListQuerySchema.entries)) {
    const parsed = v.safeParse(entry, search[key]);
    if (parsed.success) query[key] = parsed.output;
  }
  return query as MerchantListQuery;
}
