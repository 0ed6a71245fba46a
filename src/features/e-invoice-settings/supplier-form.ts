/** The settings form's values (the text of each input, by the identity's dot paths) and back. */
import type { SupplierTaxIdentity, SupplierTaxIdentityInput } from '../../contract';
import { SUPPLIER_FIELD_LABELS } from '../../ui/tax-identity/supplier-fields';

export const SUPPLIER_FORM_FIELDS = Object.keys(SUPPLIER_FIELD_LABELS);
export type SupplierFormValues = Record<string, string>;

export function supplierToForm(identity: SupplierTaxIdentity | null): SupplierFormValues {
  const flat: Record<string, unknown> = identity
    ? {
        ...identity,
        ...Object.fromEntries(Object.entries(identity.address).map(([k, v]) => [`address.${k}`, v])),
      }
    : { 'address.countryCode': 'MYS' };
  return Object.fromEntries(SUPPLIER_FORM_FIELDS.map((field) => [field, String(flat[field] ?? '')]));
}

export function formToSupplier(values: SupplierFormValues): SupplierTaxIdentityInput {
  const address: Record<string, string> = {};
  const top: Record<string, string> = {};
  for (const field of SUPPLIER_FORM_FIELDS) {
    if (field.startsWith('address.')) address[field.slice('address.'.length)] = values[field] ?? '';
    else top[field] = values[field] ?? '';
  }
  return { ...top, address } as unknown as SupplierTaxIdentityInput;
}
