import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { canActivateMerchant, type MerchantStatus } from '../../contract';
import type { BulkAction } from '../../ui/list/list-types';
import { updateMerchantStatus } from './merchants.store';

type MerchantRow = Parameters<typeof updateMerchantStatus>[0] & { _pending?: boolean };

/** One outbox op per row, one after another: each is sent exactly once, like a single change. */
async function setStatus(rows: readonly MerchantRow[], status: MerchantStatus) {
  for (const row of rows) await updateMerchantStatus(row, status);
}

/**
 * Bulk activate and deactivate of the merchant list (docs/ARCHITECTURE.md, List tools), offered
 * only with FAC `status` on the list's menu item. Activating follows the single-row rule
 * (canActivateMerchant: approved merchants only); the others are skipped and counted by the bar.
 */
export function useMerchantBulkActions(canChangeStatus: boolean): BulkAction<MerchantRow>[] {
  const { t } = useLingui();
  return useMemo(() => {
    if (!canChangeStatus) return [];
    return [
      {
        id: 'activate',
        label: t`Activate`,
        appliesTo: (row) => row.status !== 'Active' && canActivateMerchant(row),
        confirmText: (count) => t`Activate ${count} merchants?`,
        run: (rows) => setStatus(rows, 'Active'),
      },
      {
        id: 'deactivate',
        label: t`Deactivate`,
        appliesTo: (row) => row.status === 'Active',
        confirmText: (count) => t`Deactivate ${count} merchants?`,
        run: (rows) => setStatus(rows, 'Inactive'),
      },
    ];
  }, [canChangeStatus, t]);
}
