import { Trans, useLingui } from '@lingui/react/macro';
import { canActivateMerchant, type MerchantStatus } from '../../contract';
import type { MerchantRow } from '../../lib/list-engine';
import { useStatusActions } from '../../ui/list/use-status-actions';
import { updateMerchantStatus } from './merchants.store';

/**
 * A merchant's activation and deactivation, for the list (row menu and bulk) and the profile.
 * Only an approved merchant can be activated (canActivateMerchant, src/contract).
 */
export function useMerchantStatusActions(canChangeStatus: boolean) {
  const { t } = useLingui();
  return useStatusActions<MerchantRow, MerchantStatus>({
    canChangeStatus,
    nameOf: (row) => row.merchantName,
    change: updateMerchantStatus,
    choices: [
      {
        status: 'Active',
        offers: (row) => row.status !== 'Active' && canActivateMerchant(row),
        text: <Trans>The merchant will be marked Active.</Trans>,
        bulkConfirm: (count) => t`Activate ${count} merchants?`,
      },
      {
        status: 'Inactive',
        offers: (row) => row.status === 'Active',
        text: <Trans>The merchant will be marked Inactive.</Trans>,
        bulkConfirm: (count) => t`Deactivate ${count} merchants?`,
      },
    ],
  });
}
