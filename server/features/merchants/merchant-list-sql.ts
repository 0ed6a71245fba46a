/**
 * The SQL of the merchant lists. The offline mirror filters and sorts the same rows the same way
 * (tests/fixtures/merchant-list-cases.ts runs the same cases on both), so the rules are exact:
 * - a filter is a case-insensitive "contains" on the lower-cased value, with %, _ and \ taken
 *   literally; empty filters are ignored; given filters are ANDed;
 * - text keys sort by the lower-cased value in code-unit order (COLLATE "C", the order of JS `<`
 *   on lower-cased strings); timestamps by their value to the millisecond (what the row carries);
 * - ties by id ascending, whatever the sort order, so paging is stable.
 * lower() follows the database's ctype (C.UTF-8 on PGlite and PostgreSQL images), which lowers
 * accented letters as JS does; a database created with ctype plain "C" would lower only A-Z.
 */
import type { MerchantListQuery, MerchantSortKey } from '../../../src/contract';

const SORT_EXPRESSIONS: Record<MerchantSortKey, string> = {
  merchantName: 'lower(m.merchant_name) COLLATE "C"',
  email: 'lower(m.email) COLLATE "C"',
  contactNumber: 'lower(m.contact_number) COLLATE "C"',
  status: 'lower(m.status) COLLATE "C"',
  approvalStatus: 'lower(m.approval_status) COLLATE "C"',
  createdAt: "date_trunc('milliseconds', m.created_at)",
  updatedAt: "date_trunc('milliseconds', m.updated_at)",
};

const FILTER_COLUMNS = {
  merchantName: 'm.merchant_name',
  email: 'm.email',
  contactNumber: 'm.contact_number',
} as const;

/** Pending approval: submitted and waiting for a checker (SPEC §4's pending list). */
export const PENDING = `(m.approval_status = 'Pending' AND m.submission_status = 'Submitted')`;

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

export type ListSql = { where: string; orderBy: string; params: unknown[] };

export function merchantListSql(
  query: MerchantListQuery,
  options: { pending: boolean; merchantId: string | null },
): ListSql {
  const params: unknown[] = [];
  const conditions = [options.pending ? PENDING : `NOT ${PENDING}`];
  if (options.merchantId !== null) {
    params.push(options.merchantId);
    conditions.push(`m.id = $${params.length}`);
  }
  for (const [name, column] of Object.entries(FILTER_COLUMNS)) {
    const value = query[name as keyof typeof FILTER_COLUMNS];
    if (!value) continue;
    params.push(escapeLike(value));
    conditions.push(`lower(${column}) LIKE '%' || lower($${params.length}) || '%' ESCAPE '\\'`);
  }
  const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
  return {
    where: conditions.join(' AND '),
    orderBy: `${SORT_EXPRESSIONS[query.sortKey]} ${direction}, m.id ASC`,
    params,
  };
}
