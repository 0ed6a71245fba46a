import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ListFilterControl } from '../../ui/list/list-types';

/** The merchant list's filters (docs/product.md, Lists); how each matches is merchantEntity.filters'. */
export function useMerchantFilters(): readonly ListFilterControl[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { name: 'merchantName', label: t`Merchant name`, control: 'text' },
      { name: 'email', label: t`Email`, control: 'text' },
      { name: 'contactNumber', label: t`Contact number`, control: 'text' },
    ],
    [t],
  );
}
