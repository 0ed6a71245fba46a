import type { Merchant, MerchantListQuery, MerchantSortKey, Page } from '../../contract';
import { pageOf } from '../paging/page-of';

/**
 * The offline twin of the server's merchantListPage (server/features/merchants): the same rows
 * for the same query (tests/fixtures/merchant-list-cases.ts runs the same cases on both).
 * Filters are case-insensitive "contains" on lower-cased values; text sorts compare lower-cased
 * values by code unit (the server sorts with COLLATE "C"), ties by id ascending. Lower-casing is
 * JavaScript's, which PostgreSQL's lower() matches on a UTF-8 ctype (PGlite's C.UTF-8, and the
 * databases CI creates); the README asks the same of production databases.
 */
export type MerchantRow = Merchant & { _pending?: boolean };
export type MerchantQueue = 'list' | 'pending';

/** A merchant waits in the approval queue while it is submitted and not yet decided. */
export const isAwaitingApproval = (row: Pick<Merchant, 'approvalStatus' | 'submissionStatus'>) =>
  row.approvalStatus === 'Pending' && row.submissionStatus === 'Submitted';

export const foldCase = (value: string) => value.toLowerCase();

const sortValue = (row: Merchant, key: MerchantSortKey): string => {
  const value = row[key];
  return key === 'createdAt' || key === 'updatedAt' ? value : foldCase(value);
};

const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function compareMerchants(key: MerchantSortKey, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? 1 : -1;
  return (a: Merchant, b: Merchant) =>
    direction * compareCodeUnits(sortValue(a, key), sortValue(b, key)) || compareCodeUnits(a.id, b.id);
}

export function matchesFilters(row: Merchant, query: MerchantListQuery): boolean {
  const contains = (value: string, needle: string) => !needle || foldCase(value).includes(foldCase(needle));
  return (
    contains(row.merchantName, query.merchantName) &&
    contains(row.email, query.email) &&
    contains(row.contactNumber, query.contactNumber)
  );
}

export function inQueue(row: Merchant, queue: MerchantQueue) {
  return isAwaitingApproval(row) === (queue === 'pending');
}

/** Filters, sorts and pages rows that are already in memory. */
export function queryMerchantRows<T extends Merchant>(
  rows: readonly T[],
  query: MerchantListQuery,
  queue: MerchantQueue,
): Page<T> {
  const matching = rows.filter((row) => inQueue(row, queue) && matchesFilters(row, query));
  return pageOf(matching.sort(compareMerchants(query.sortKey, query.sortOrder)), query);
}
