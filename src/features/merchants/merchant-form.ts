import { MERCHANT_FIELD_NAMES } from '../../contract';
import { merchantFieldText } from './merchant-fields';
import type { Merchant, MerchantField } from '../../contract';
import { issuesToFieldErrors } from '../../lib/forms/field-errors';
import type { FieldErrors } from '../../lib/forms/field-errors';

/** What the merchant form holds: every field as the text of its input. */
export type MerchantFormValues = Record<MerchantField, string>;
export type MerchantFormErrors = FieldErrors;

export function emptyMerchantForm(): MerchantFormValues {
  const values = Object.fromEntries(MERCHANT_FIELD_NAMES.map((field) => [field, ''])) as MerchantFormValues;
  return { ...values, country: 'Malaysia', numberOfTerminals: '1' };
}

export function merchantToForm(merchant: Merchant): MerchantFormValues {
  const values = {} as MerchantFormValues;
  for (const field of MERCHANT_FIELD_NAMES) values[field] = merchantFieldText(field, merchant[field]);
  return values;
}

/** Field messages of a failed contract parse (see lib/forms). */
export const merchantIssuesToErrors = issuesToFieldErrors;

/** The fields whose parsed value differs from the row: what an update sends. */
export function changedMerchantFields(
  row: Merchant,
  parsed: Partial<Record<MerchantField, unknown>>,
): Partial<Record<MerchantField, unknown>> {
  const changes: Partial<Record<MerchantField, unknown>> = {};
  for (const field of MERCHANT_FIELD_NAMES) {
    if (!(field in parsed)) continue;
    if ((row[field] ?? null) !== (parsed[field] ?? null)) changes[field] = parsed[field];
  }
  return changes;
}
