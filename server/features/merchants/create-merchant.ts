/**
 * POST /Merchant/create: a new merchant with the id the client made (a uuid), so a create made
 * offline is replayed as it is. It always goes to a Checker (Submitted, Pending, Inactive).
 * The same id again is a replay, not a duplicate: with the same fields it answers the existing
 * row (200, nothing changes); with other fields it is 409 merchant.alreadyExists. The
 * Idempotency-Key of the outbox catches most replays first; this also covers a lost key.
 */
import type { Context } from 'hono';
import { MERCHANT_FIELD_NAMES, MerchantInputSchema } from '../../../src/contract';
import type { Merchant } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { MERCHANT_COLUMNS, toMerchant, lockMerchant } from '../../resources/merchants';
import { merchantTransition } from '../../../src/contract';
import { merchantSubmitted } from './merchant-notices';
import { auditMerchant, changedFields, columnOf } from './merchant-write';

export function createMerchant() {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const allowed = merchantTransition(null, { kind: 'create' }, user);
    if (!allowed.ok) throw new ApiError(allowed.status, allowed.code);
    const input = inputOf(c, MerchantInputSchema);
    const db = c.get('db');
    const { next } = allowed;
    const columns = [
      'id',
      ...MERCHANT_FIELD_NAMES.map(columnOf),
      'status',
      'submission_status',
      'approval_status',
      'submitted_by',
    ];
    const values = [
      input.id,
      ...MERCHANT_FIELD_NAMES.map((field) => input[field]),
      next.status,
      next.submissionStatus,
      next.approvalStatus,
      next.submittedBy,
    ];
    const { rows } = await db.query<Merchant>(
      `INSERT INTO merchants AS m (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (id) DO NOTHING
       RETURNING ${MERCHANT_COLUMNS}`,
      values,
    );
    const created = rows[0];
    if (!created) {
      // The id exists: a replay of this create (same fields) or a clash.
      const existing = await lockMerchant(db, input.id);
      if (!existing || Object.keys(changedFields(existing, input)).length > 0) {
        throw new ApiError(409, 'merchant.alreadyExists');
      }
      return ok(c, toMerchant(existing), 'merchant.created');
    }
    await auditMerchant(c, 'merchant.create', input.id, {
      fields: Object.fromEntries(MERCHANT_FIELD_NAMES.map((field) => [field, input[field]])),
      submissionStatus: next.submissionStatus,
      approvalStatus: next.approvalStatus,
    });
    await merchantSubmitted(db, created, user.userID);
    return ok(c, toMerchant(created), 'merchant.created');
  };
}
