import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { PAYMENT_METHOD_CODES, TOP_UP_STATUSES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { merchantFilter, type MerchantChoice } from '../../ui/list/merchant-filter';
import { PAYMENT_METHOD_LABELS, TOP_UP_STATUS_LABELS } from './credit-labels';

/** The top-ups' filters; how each matches is the descriptor's (topUpEntity.filters). */
export function useTopUpFilters(merchants: readonly MerchantChoice[]): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      merchantFilter(i18n, merchants),
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
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      merchantFilter(i18n, merchants),
      {
        name: 'proposal',
        label: t`Credit limit change`,
        control: 'select',
        options: [{ value: 'Pending', label: t`Awaiting approval` }],
        allLabel: t`All accounts`,
      },
    ],
    [t, i18n, merchants],
  );
}
