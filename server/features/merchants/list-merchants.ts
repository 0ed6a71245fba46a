/**
 * GET /Merchant/merchantListPage and /Merchant/pendingMerchantListPage. The normal list holds
 * every merchant EXCEPT those pending approval (submitted, approval 'Pending'): drafts, approved
 * and rejected ones; the pending list holds exactly those, for the checkers. Merchant users see
 * only their own merchant.
 */
import type { Context } from 'hono';
import { MerchantListQuerySchema } from '../../../src/contract';
import type { Merchant, Page } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { parseInput } from '../../lib/validation';
import { merchantListSql } from './merchant-list-sql';
import { MERCHANT_COLUMNS, toMerchant } from './merchant-row';

export function listMerchants({ db }: AppDeps, pending: boolean) {
  return async (c: Context<AppBindings>) => {
    const query = parseInput(MerchantListQuerySchema, c.req.query());
    const { where, orderBy, params } = merchantListSql(query, {
      pending,
      merchantId: merchantScope(c.get('user')),
    });
    const n = params.length;
    const [count, page] = [
      await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM merchants m WHERE ${where}`,
        params,
      ),
      await db.query<Merchant>(
        `SELECT ${MERCHANT_COLUMNS} FROM merchants m WHERE ${where}
         ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.pageSize, (query.curPageIndex - 1) * query.pageSize],
      ),
    ];
    const data: Page<Merchant> = {
      items: page.rows.map(toMerchant),
      totalCount: count.rows[0]?.total ?? 0,
      pageSize: query.pageSize,
      curPageIndex: query.curPageIndex,
    };
    return ok(c, data);
  };
}
