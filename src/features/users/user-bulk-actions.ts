import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { canOfferUserAction, type UserStatusAction } from '../../contract';
import type { BulkAction } from '../../ui/list/list-types';
import { changeUserStatus } from './users.store';

type UserRow = Parameters<typeof changeUserStatus>[0] & { _pending?: boolean };

/** One outbox op per row, one after another: each is sent exactly once, like a single change. */
async function setStatus(rows: readonly UserRow[], action: UserStatusAction) {
  for (const row of rows) await changeUserStatus(row, action);
}

/**
 * Bulk activate and deactivate of the user list (docs/ARCHITECTURE.md, List tools), offered only
 * with FAC `status` on user.manage. The single-row rules hold: an action applies where
 * canOfferUserAction offers it (src/contract/user-status.ts), and never to the signed-in user.
 */
export function useUserBulkActions(canChangeStatus: boolean, selfId: string): BulkAction<UserRow>[] {
  const { t } = useLingui();
  return useMemo(() => {
    if (!canChangeStatus) return [];
    const offers = (action: 'activate' | 'deactivate') => (row: UserRow) =>
      row.id !== selfId && canOfferUserAction(row.status, action);
    return [
      {
        id: 'activate',
        label: t`Activate`,
        appliesTo: offers('activate'),
        confirmText: (count) => t`Activate ${count} users?`,
        run: (rows) => setStatus(rows, 'Active'),
      },
      {
        id: 'deactivate',
        label: t`Deactivate`,
        appliesTo: offers('deactivate'),
        confirmText: (count) => t`Deactivate ${count} users?`,
        run: (rows) => setStatus(rows, 'Inactive'),
      },
    ];
  }, [canChangeStatus, selfId, t]);
}
