import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Role } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';

/** The user list's filters (docs/product.md, Lists); how each matches is userEntity.filters'. */
export function useUserFilters(roles: readonly Role[]): readonly ListFilterControl[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        name: 'filterRole',
        label: t`Role`,
        control: 'select',
        options: roles.map((role) => ({ value: role.id, label: role.name })),
        allLabel: t`All roles`,
      },
      { name: 'fullName', label: t`Full name`, control: 'text' },
      { name: 'email', label: t`Email`, control: 'text' },
      { name: 'merchantName', label: t`Merchant name`, control: 'text' },
      { name: 'contactNumber', label: t`Contact number`, control: 'text' },
    ],
    [roles, t],
  );
}
