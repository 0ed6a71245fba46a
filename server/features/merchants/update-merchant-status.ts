/**
 * POST /Merchant/status/update { id, status, baseVersion }. Runs in the request's transaction
 * (`mutation` middleware): the row is locked, its version compared with the one the client edited
 * (a mismatch is a 409 with the current row, so the client can merge), then updated and audited.
 */
import type { Context } from 'hono';
import { MerchantStatusUpdateSchema } from '../../../src/contract';
import type { Merchant } from '../../../src/contract';
import type { AppBindings } from '../../lib/context';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { envelope, ok } from '../../lib/envelope';
import { readJson } from '../../lib/validation';
import { findMerchant } from './find-merchant';
import { merchantScope } from '../../lib/scope';
import { MERCHANT_COLUMNS, toMerchant } from './merchant-row';

export function updateMerchantStatus() {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const input = await readJson(c, MerchantStatusUpdateSchema);
    const db = c.get('db');
    const current = await findMerchant(db, input.id, merchantScope(user), { forUpdate: true });
    if (!current) throw new ApiError(404, 'error.notFound');
    if (current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    const { rows } = await db.query<Merchant>(
      `UPDATE merchants AS m SET status = $2 WHERE m.id = $1 RETURNING ${MERCHANT_COLUMNS}`,
      [input.id, input.status],
    );
    const updated = rows[0];
    if (!updated) throw new ApiError(404, 'error.notFound');
    await recordAudit(db, c, {
      userId: user.userID,
      action: 'merchant.status.update',
      entity: 'merchant',
      entityId: input.id,
      details: { from: current.status, to: input.status },
    });
    return ok(c, toMerchant(updated), 'merchant.statusUpdated');
  };
}
