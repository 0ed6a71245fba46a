import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { topUpEntity } from '../../contract';
import { useAreaFilters } from '../../ui/list/area-list';
import type { ListFilterControl } from '../../ui/list/list-types';
import { merchantFilter, type MerchantChoice } from '../../ui/list/merchant-filter';
import { TOP_UP_LABELS } from './credit-columns-top-ups';

/** The merchant choice is its own control, first. */
const TOP_UP_FILTERS_ELSEWHERE = ['merchantId'] as const;

/** The top-ups' filters: the merchant choice, then each field's kind's control (useAreaFilters). */
export function useTopUpFilters(merchants: readonly MerchantChoice[]): readonly ListFilterControl[] {
  const { i18n } = useLingui();
  const own = useAreaFilters(topUpEntity, TOP_UP_LABELS, TOP_UP_FILTERS_ELSEWHERE);
  return useMemo(() => [merchantFilter(i18n, merchants), ...own], [i18n, merchants, own]);
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
