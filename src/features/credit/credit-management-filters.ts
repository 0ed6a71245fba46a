import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { PAYMENT_METHOD_CODES, TOP_UP_STATUSES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { PAYMENT_METHOD_LABELS, TOP_UP_STATUS_LABELS } from './credit-labels';

export type MerchantChoice = { value: string; label: string };
/** An entity index of rows that belong to a merchant. */
type MerchantRows = { each: (segment: string, visit: (row: { merchantId: string }) => void) => void };

/**
 * The merchants that have rows of a credit list, by name (from the merchants mirror; an unknown
 * one by its id): the merchant filter's choices, like the adjustment enquiry's.
 */
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

const merchantControl = (label: string, allLabel: string, merchants: readonly MerchantChoice[]) =>
  ({ name: 'merchantId', label, control: 'select', options: merchants, allLabel }) as const;

/** The top-ups' filters; how each matches is the descriptor's (topUpEntity.filters). */
export function useTopUpFilters(merchants: readonly MerchantChoice[]): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      merchantControl(t`Merchant`, t`All merchants`, merchants),
      {
        name: 'status',
        label: t`Status`,
        control: 'select',
        options: TOP_UP_STATUSES.map((value) => ({ value, label: i18n._(TOP_UP_STATUS_LABELS[value]) })),
        allLabel: t`All statuses`,
      },
      {
        name: 'methodCode',
        label: t`Payment method`,
        control: 'select',
        options: PAYMENT_METHOD_CODES.map((value) => ({
          value,
          label: i18n._(PAYMENT_METHOD_LABELS[value]),
        })),
        allLabel: t`All methods`,
      },
      { name: 'referenceNumber', label: t`Reference number`, control: 'text' },
      { name: 'dateFrom', label: t`Submitted from`, control: 'date' },
      { name: 'dateTo', label: t`Submitted to`, control: 'date' },
    ],
    [t, i18n, merchants],
  );
}

/** The accounts' filters (creditAccountEntity.filters). */
export function useCreditAccountFilters(merchants: readonly MerchantChoice[]): readonly ListFilterControl[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      merchantControl(t`Merchant`, t`All merchants`, merchants),
      {
        name: 'proposal',
        label: t`Credit limit change`,
        control: 'select',
        options: [{ value: 'Pending', label: t`Awaiting approval` }],
        allLabel: t`All accounts`,
      },
    ],
    [t, merchants],
  );
}
