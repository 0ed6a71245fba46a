/**
 * Shared pieces of the merchant writes (create, update, approval, status): column names of the editable
 * fields, the row lock that also reads who submitted it, and the audit entry.
 */
import type { Context } from 'hono';
import { MERCHANT_FIELD_NAMES } from '../../../src/contract';
import type { Merchant, MerchantField } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { findMerchant } from './find-merchant';
import type { MerchantState } from './merchant-transitions';

/** merchantName -> merchant_name: the table's columns are the contract's names in snake case. */
export const columnOf = (field: MerchantField) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type LockedMerchant = Merchant & MerchantState;

/** The merchant, locked for the rest of the request's transaction. */
export async function lockMerchant(db: Queryable, id: string): Promise<LockedMerchant | null> {
  const merchant = await findMerchant(db, id, null, { forUpdate: true });
  return merchant ? { ...merchant, submittedBy: merchant.submittedBy ?? null } : null;
}

/** Values are compared as the wire carries them (numeric columns read as numbers). */
export const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The fields of `input` whose value differs from `current`, as { field: { from, to } }. */
export function changedFields(current: Merchant, input: Partial<Record<MerchantField, unknown>>) {
  const changes: Partial<Record<MerchantField, { from: unknown; to: unknown }>> = {};
  for (const field of MERCHANT_FIELD_NAMES) {
    if (!(field in input) || input[field] === undefined) continue;
    if (!sameValue(current[field], input[field])) changes[field] = { from: current[field], to: input[field] };
  }
  return changes;
}

export function auditMerchant(
  c: Context<AppBindings>,
  action: 'merchant.create' | 'merchant.update' | 'merchant.approval' | 'merchant.status.update',
  merchantId: string,
  details: Record<string, unknown>,
) {
  return recordAudit(c.get('db'), c, {
    userId: c.get('user').userID,
    action,
    entity: 'merchant',
    entityId: merchantId,
    details,
  });
}
