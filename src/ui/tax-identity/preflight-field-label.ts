import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BUYER_FIELD_LABELS } from './buyer-fields';
import { SUPPLIER_FIELD_LABELS } from './supplier-fields';

const PLACES = {
  supplier: msg`Company e-invoice settings`,
  buyer: msg`Merchant (buyer)`,
  totals: msg`Totals`,
  document: msg`Document`,
  exchangeRate: msg`Exchange rate`,
  original: msg`Original invoice`,
  classificationCode: msg`Classification code`,
};

/**
 * Where a pre-flight problem is fixed, in words (`supplier.tin` → "Company e-invoice settings: Tax
 * identification number (TIN)", `lines.2.taxRate` → "Line 3").
 */
export function preflightFieldLabel(i18n: I18n, field: string): string {
  const [head = '', ...rest] = field.split('.');
  const path = rest.join('.');
  if (head === 'lines') return i18n._(msg`Line ${Number(rest[0] ?? 0) + 1}`);
  if (head === 'supplier' || head === 'buyer') {
    const labels: Record<string, (typeof SUPPLIER_FIELD_LABELS)[string]> =
      head === 'supplier' ? SUPPLIER_FIELD_LABELS : BUYER_FIELD_LABELS;
    const label = labels[path];
    return `${i18n._(PLACES[head])}: ${label ? i18n._(label) : path}`;
  }
  const place = PLACES[head as keyof typeof PLACES] as (typeof PLACES)['totals'] | undefined;
  return place ? i18n._(place) : field;
}
