/**
 * The merchant filter of a staff list whose rows each belong to a merchant (docs/ARCHITECTURE.md,
 * List components): its choices are the merchants that have rows, by name from the merchants
 * mirror (an unknown one by its id).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListFilterControl } from './list-types';

export type MerchantChoice = { value: string; label: string };

/** An entity index of rows that belong to a merchant. */
type MerchantRows = { each: (segment: string, visit: (row: { merchantId: string }) => void) => void };

export function merchantChoices(
  index: MerchantRows | null,
  merchantName: (id: string) => string | null,
): MerchantChoice[] {
  const ids = new Set<string>();
  index?.each('list', (row) => ids.add(row.merchantId));
  return [...ids]
    .map((id) => ({ value: id, label: merchantName(id) ?? id }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export const merchantFilter = (i18n: I18n, merchants: readonly MerchantChoice[]): ListFilterControl => ({
  name: 'merchantId',
  label: i18n._(msg`Merchant`),
  control: 'select',
  options: merchants,
  allLabel: i18n._(msg`All merchants`),
});
