/**
 * Shared pieces of the merchant writes (create, update, approval, status): column names of the editable
 * fields and the audit entry (the row lock is `lockMerchant`, server/resources/merchants.ts).
 */
import type { Context } from 'hono';
import { MERCHANT_FIELD_NAMES } from '../../../src/contract';
import type { Merchant, MerchantField } from '../../../src/contract';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';

/** merchantName -> merchant_name: the table's columns are the contract's names in snake case. */
export const columnOf = (field: MerchantField) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

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
