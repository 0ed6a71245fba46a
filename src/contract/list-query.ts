import * as v from 'valibot';
import { PAGE_SIZES } from './envelope';
import { range } from './fields';

/**
 * List paging and sorting (docs/product.md, Lists). Filters are case-insensitive "contains" matches; the
 * server and the offline mirror must give the same rows for the same query, so the rules live
 * here: compare lower-cased values by code unit (`COLLATE "C"` on the server), ties by `id`.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The longest text a number in a query may be: more digits than any bound below needs. */
const NUMBER_TEXT_MAX = 20;
/** A query number: its text (or a number, as the app passes it), parsed as a JS number. */
const queryNumber = (fallback: number) =>
  v.pipe(
    v.optional(
      v.union([v.pipe(v.string(), v.maxLength(NUMBER_TEXT_MAX, 'validation.tooLong')), v.number()]),
      fallback,
    ),
    v.transform(Number),
  );

/** A whole number in a query, from `min` to `max` (422 `validation.range` beyond). */
export const queryInteger = (fallback: number, min: number, max: number) =>
  v.pipe(queryNumber(fallback), v.integer('validation.integer'), range(min, max));

/**
 * The last page a list may ask for. Without a bound, `curPageIndex=1e20` made an OFFSET beyond
 * PostgreSQL's bigint (a 500); a million pages of 50 is far past any list we hold.
 */
export const MAX_PAGE_INDEX = 1_000_000;

const pageSize = v.pipe(queryNumber(10), v.picklist(PAGE_SIZES, 'validation.invalid'));
const pageIndex = queryInteger(1, 1, MAX_PAGE_INDEX);

/** A "contains" filter of a list query. */
export const listFilter = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.tooLong')),
  '',
);

/**
 * `pageSize` (10, 25, 50) and `curPageIndex` (1 to MAX_PAGE_INDEX) of every paged list (docs/product.md,
 * Lists).
 */
export const LIST_PAGING = { pageSize, curPageIndex: pageIndex };

/** An equals filter over a fixed set of values; empty means any. */
export const listChoice = <T extends readonly string[]>(values: T) =>
  v.optional(v.union([v.literal(''), v.picklist(values)], 'validation.invalid'), '');

/** An equals filter on a record id (a merchant, a requester, a booking); empty means any. */
export const listIdFilter = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.uuid('validation.invalid'))]),
  '',
);
