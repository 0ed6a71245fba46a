/**
 * Credit Management's address: the tab (top-ups by default, `tab=accounts`) and that tab's list
 * query. The top-ups open on the queue a Checker works through: Pending, unless the address names
 * a status ("All statuses" is `status=`, kept in the address).
 */
import type { CreditAccountListQuery, TopUpListQuery } from '../../contract';
import { parseListSearch } from '../../lib/list-engine/list-rows';

export type TopUpSearch = TopUpListQuery & { tab?: undefined };
export type AccountSearch = CreditAccountListQuery & { tab: 'accounts' };
export type CreditManagementSearch = TopUpSearch | AccountSearch;

const parseTopUps = parseListSearch('topUps');
const parseAccounts = parseListSearch('creditAccounts');

/** Any address parses (a missing or bad parameter takes its default), so links name only what they set. */
export function parseCreditManagementSearch(search: Record<string, unknown>): CreditManagementSearch {
  if (search['tab'] === 'accounts') return { ...parseAccounts(search), tab: 'accounts' };
  const query = parseTopUps(search);
  return 'status' in search ? query : { ...query, status: 'Pending' };
}
