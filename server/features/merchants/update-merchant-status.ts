/**
 * POST /Merchant/status/update { id, status, baseVersion }. Runs in the request's transaction
 * (`mutation` middleware) like every merchant write: the row is locked, its version compared with
 * the one the client edited (a mismatch is a 409 with the current row, so the client can merge),
 * the change goes through merchantTransition (only an approved merchant may be activated: 409
 * merchant.notApproved), then the row is updated and audited.
 */
import type { Context } from 'hono';
import { MerchantStatusUpdateSchema } from '../../../src/contract';
import type { Merchant } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { MERCHANT_COLUMNS, toMerchant, lockMerchant } from '../../resources/merchants';
import { merchantTransition } from '../../../src/contract';
import { auditMerchant } from './merchant-write';

export function updateMerchantStatus() {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const input = inputOf(c, MerchantStatusUpdateSchema);
    const db = c.get('db');
    const current = await lockMerchant(db, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    if (current.version !== input.baseVersion) {
      return c.json(
        envelope(c, { success: false, code: 'sync.conflict', data: { current: toMerchant(current) } }),
        409,
      );
    }
    const allowed = merchantTransition(current, { kind: 'status', status: input.status }, user);
    if (!allowed.ok) throw new ApiError(allowed.status, allowed.code);
    const { rows } = await db.query<Merchant>(
      `UPDATE merchants AS m SET status = $2 WHERE m.id = $1 RETURNING ${MERCHANT_COLUMNS}`,
      [input.id, allowed.next.status],
    );
    const updated = rows[0];
    if (!updated) throw new ApiError(404, 'error.notFound');
    await auditMerchant(c, 'merchant.status.update', input.id, {
      from: current.status,
      to: allowed.next.status,
    });
    return ok(c, toMerchant(updated), 'merchant.statusUpdated');
  };
}
