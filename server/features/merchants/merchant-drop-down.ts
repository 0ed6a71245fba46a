/** GET /Merchant/merchantDropDown: active merchants in scope, by name (same order as the lists). */
import type { Context } from 'hono';
import type { MerchantDropDownItem } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';

export function merchantDropDown({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const merchantId = merchantScope(c.get('user'));
    const { rows } = await db.query<{ id: string; merchant_name: string }>(
      `SELECT m.id, m.merchant_name FROM merchants m
       WHERE m.status = 'Active'${merchantId !== null ? ' AND m.id = $1' : ''}
       ORDER BY lower(m.merchant_name) COLLATE "C", m.id`,
      merchantId !== null ? [merchantId] : [],
    );
    const items: MerchantDropDownItem[] = rows.map((row) => ({
      id: row.id,
      merchantName: row.merchant_name,
    }));
    return ok(c, items);
  };
}
