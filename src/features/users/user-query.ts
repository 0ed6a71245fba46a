/**
 * The offline User/userList: the same rows in the same order as the server's SQL
 * (server/features/users/user-list-sql.ts), checked by the shared cases in
 * tests/fixtures/user-list-cases.ts. Users are few enough (thousands) to filter in memory.
 */
import * as v from 'valibot';
import { isListedUser, UserListQuerySchema } from '../../contract';
import type { Page, User, UserListQuery, UserSortKey } from '../../contract';
import { pageOf } from '../../lib/paging/page-of';

export type UserRow = User & { _pending?: boolean | undefined };

export const DEFAULT_USER_QUERY: UserListQuery = v.parse(UserListQuerySchema, {});

/** The list's URL search: a bad link falls back to the defaults rather than failing the page. */
export function parseUserSearch(search: Record<string, unknown>): UserListQuery {
  const parsed = v.safeParse(UserListQuerySchema, search);
  return parsed.success ? parsed.output : DEFAULT_USER_QUERY;
}

const fold = (value: string | null | undefined) => (value ?? '').toLowerCase();

const SORT_VALUE: Record<UserSortKey, (row: User) => string> = {
  fullName: (row) => fold(`${row.firstName} ${row.lastName}`),
  username: (row) => fold(row.username),
  email: (row) => fold(row.email),
  roleName: (row) => fold(row.roleName),
  merchantName: (row) => fold(row.merchantName),
  mobileNumber: (row) => fold(row.mobileNumber),
  status: (row) => fold(row.status),
  createdAt: (row) => new Date(row.createdAt).toISOString(),
};

const FILTERS: Record<'fullName' | 'email' | 'merchantName' | 'contactNumber', (row: User) => string> = {
  fullName: (row) => fold(`${row.firstName} ${row.lastName}`),
  email: (row) => fold(row.email),
  merchantName: (row) => fold(row.merchantName),
  contactNumber: (row) => fold(row.mobileNumber),
};

export function matchesUserFilters(row: User, query: UserListQuery): boolean {
  if (!isListedUser(row)) return false;
  if (query.filterRole && row.roleId !== query.filterRole) return false;
  return (Object.keys(FILTERS) as (keyof typeof FILTERS)[]).every((name) => {
    const wanted = query[name];
    return !wanted || FILTERS[name](row).includes(wanted.toLowerCase());
  });
}

/** Code-unit order of the sort value, ties by id, as `COLLATE "C"` with `ORDER BY ..., id`. */
export function compareUsers(key: UserSortKey, order: 'asc' | 'desc') {
  const valueOf = SORT_VALUE[key];
  const sign = order === 'desc' ? -1 : 1;
  return (a: User, b: User) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

export function queryUserRows<T extends User>(rows: readonly T[], query: UserListQuery): Page<T> {
  const matching = rows
    .filter((row) => matchesUserFilters(row, query))
    .sort(compareUsers(query.sortKey, query.sortOrder));
  return pageOf(matching, query);
}
