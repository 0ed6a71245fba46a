/**
 * The SQL of User/userList. The offline list (src/features/users/user-query.ts) filters and sorts
 * the same rows the same way, and tests/fixtures/user-list-cases.ts runs the same cases on both:
 * - `filterRole` is an exact role id; the other filters are case-insensitive "contains" on the
 *   lower-cased value with %, _ and \ literal (`contactNumber` matches the mobile number);
 * - text keys sort by the lower-cased value in code-unit order (COLLATE "C"), missing values
 *   (a staff user's merchant) as empty text; timestamps by value; ties by id ascending;
 * - deleted users (status X) are never listed (UNLISTED_USER_STATUSES, the rule every user list
 *   and count shares).
 */
import { UNLISTED_USER_STATUSES } from '../../../src/contract';
import type { UserListQuery, UserSortKey } from '../../../src/contract';
import { escapeLike, type ListSql } from '../merchants/merchant-list-sql';

const lowered = (column: string) => `lower(coalesce(${column}, '')) COLLATE "C"`;

const SORT_EXPRESSIONS: Record<UserSortKey, string> = {
  fullName: lowered(`u.first_name || ' ' || u.last_name`),
  username: lowered('u.username'),
  email: lowered('u.email'),
  roleName: lowered('ur.name'),
  merchantName: lowered('um.merchant_name'),
  mobileNumber: lowered('u.mobile_number'),
  status: lowered('u.status'),
  createdAt: "date_trunc('milliseconds', u.created_at)",
};

const FILTER_COLUMNS = {
  fullName: `u.first_name || ' ' || u.last_name`,
  email: 'u.email',
  merchantName: 'um.merchant_name',
  contactNumber: 'u.mobile_number',
} as const;

export function userListSql(query: UserListQuery, merchantId: string | null): ListSql {
  const params: unknown[] = [UNLISTED_USER_STATUSES];
  const conditions = [`u.status <> ALL($1::text[])`];
  if (merchantId !== null) {
    params.push(merchantId);
    conditions.push(`u.merchant_id = $${params.length}`);
  }
  if (query.filterRole) {
    params.push(query.filterRole);
    conditions.push(`u.role_id = $${params.length}`);
  }
  for (const [name, column] of Object.entries(FILTER_COLUMNS)) {
    const value = query[name as keyof typeof FILTER_COLUMNS];
    if (!value) continue;
    params.push(escapeLike(value));
    conditions.push(`lower(coalesce(${column}, '')) LIKE '%' || lower($${params.length}) || '%' ESCAPE '\\'`);
  }
  const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
  return {
    where: conditions.join(' AND '),
    orderBy: `${SORT_EXPRESSIONS[query.sortKey]} ${direction}, u.id ASC`,
    params,
  };
}
