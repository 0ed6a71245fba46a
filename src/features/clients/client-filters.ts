import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ACCOUNT_TYPES, CLIENT_STATUSES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { accountTypeLabel, clientStatusLabel } from './use-client-labels';

/** The client list's filters; how each matches is clientEntity.filters'. */
export function useClientFilters(): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { name: 'companyName', label: t`Company name`, control: 'text' },
      { name: 'clientName', label: t`Client name`, control: 'text' },
      { name: 'email', label: t`Email`, control: 'text' },
      {
        name: 'accountType',
        label: t`Account type`,
        control: 'select',
        options: ACCOUNT_TYPES.map((type) => ({ value: type, label: accountTypeLabel(i18n, type) })),
        allLabel: t`All account types`,
      },
      {
        name: 'status',
        label: t`Status`,
        control: 'select',
        options: CLIENT_STATUSES.map((status) => ({ value: status, label: clientStatusLabel(i18n, status) })),
        allLabel: t`All statuses`,
      },
    ],
    [t, i18n],
  );
}
