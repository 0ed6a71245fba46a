import * as v from 'valibot';
import { PAGE_SIZES } from './envelope';

/**
 * List paging and sorting (SPEC §3, §7). Filters are case-insensitive "contains" matches; the
 * server and the offline mirror must give the same rows for the same query, so the rules live
 * here: compare lower-cased values by code unit (`COLLATE "C"` on the server), ties by `id`.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const pageSize = v.pipe(
  v.optional(v.union([v.string(), v.number()]), 10),
  v.transform(Number),
  v.picklist(PAGE_SIZES, 'validation.invalid'),
);
const pageIndex = v.pipe(
  v.optional(v.union([v.string(), v.number()]), 1),
  v.transform(Number),
  v.integer('validation.integer'),
  v.minValue(1, 'validation.invalid'),
);
/** A "contains" filter of a list query. */
export const listFilter = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.tooLong')),
  '',
);

/** `pageSize` (10, 25, 50) and `curPageIndex` (from 1) of every paged list (SPEC §3). */
export const LIST_PAGING = { pageSize, curPageIndex: pageIndex };

export const MERCHANT_SORT_KEYS = [
  'merchantName',
  'email',
  'contactNumber',
  'status',
  'approvalStatus',
  'createdAt',
  'updatedAt',
] as const;
export type MerchantSortKey = (typeof MERCHANT_SORT_KEYS)[number];

export const MerchantListQuerySchema = v.object({
  ...LIST_PAGING,
  sortKey: v.optional(v.picklist(MERCHANT_SORT_KEYS, 'validation.invalid'), 'merchantName'),
  sortOrder: v.optional(v.picklist(SORT_ORDERS, 'validation.invalid'), 'asc'),
  merchantName: listFilter,
  email: listFilter,
  contactNumber: listFilter,
});
export type MerchantListQuery = v.InferOutput<typeof MerchantListQuerySchema>;
export type MerchantListQueryInput = v.InferInput<typeof MerchantListQuerySchema>;
