import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CREDIT_ACTIONS } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { merchantFilter, type MerchantChoice } from '../../ui/list/merchant-filter';
import { CREDIT_ACTION_LABELS } from './credit-labels';

/**
 * Credit History's filters (creditEntryEntity.filters). `merchants` adds the merchant choice
 * (staff, who see every account; a merchant's mirror holds only their own).
 */
export function useCreditEntryFilters(
  merchants: readonly MerchantChoice[] | null,
): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const controls: ListFilterControl[] = [
      {
        name: 'action',
        label: t`Action`,
        control: 'select',
        options: CREDIT_ACTIONS.map((value) => ({ value, label: i18n._(CREDIT_ACTION_LABELS[value]) })),
        allLabel: t`All actions`,
      },
      { name: 'reference', label: t`Reference`, control: 'text' },
      { name: 'dateFrom', label: t`From`, control: 'date' },
      { name: 'dateTo', label: t`To`, control: 'date' },
    ];
    if (merchants) controls.unshift(merchantFilter(i18n, merchants));
    return controls;
  }, [t, i18n, merchants]);
}
