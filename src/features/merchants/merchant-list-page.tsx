import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MerchantListQuery, SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { MerchantQueue, MerchantRow } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { RowActionConfirm, type ConfirmTexts } from '../../ui/list/row-action-confirm';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { useMerchantBulkActions } from './merchant-bulk-actions';
import { useMerchantColumns, useMerchantRowActions } from './merchant-columns';
import { useMerchantDecisions } from './merchant-decisions';
import { useMerchantFilters } from './merchant-filters';
import { updateMerchantStatus } from './merchants.store';

type MerchantListPageProps = {
  db: MirrorDb;
  user: SessionUser;
  queue: MerchantQueue;
  query: MerchantListQuery;
  onQueryChange: (next: Partial<MerchantListQuery>) => void;
  canChangeStatus: boolean;
  /** May the user decide merchants waiting for approval (FAC `approve` on Pending Approval)? */
  canApprove: boolean;
  canExport: boolean;
};

/**
 * The merchant listing (and the pending-approval view), read from the mirror only. A row's menu
 * holds what this user may do with it: a status change, and in Pending Approval a Checker's
 * approval or rejection; the Actions column shows only when some row has one.
 */
export function MerchantListPage({
  db,
  user,
  queue,
  query,
  onQueryChange,
  canChangeStatus,
  canApprove,
  canExport,
}: MerchantListPageProps) {
  const { t } = useLingui();
  const columns = useMerchantColumns();
  const filters = useMerchantFilters();
  const bulkActions = useMerchantBulkActions(canChangeStatus);
  const queueChange = useQueuedChange();
  const [confirming, setConfirming] = useState<MerchantRow | null>(null);
  const statusActions = useMerchantRowActions(setConfirming);
  const decisions = useMerchantDecisions(db, user, canApprove && queue === 'pending');
  const rowActions = (row: MerchantRow) => [
    ...decisions.rowActions(row),
    ...(canChangeStatus ? statusActions(row) : []),
  ];

  const changeStatus = (row: MerchantRow) => {
    const isActivating = row.status !== 'Active';
    const merchantName = row.merchantName;
    void queueChange(
      () => updateMerchantStatus(row, isActivating ? 'Active' : 'Inactive'),
      isActivating ? t`${merchantName} will be activated.` : t`${merchantName} will be deactivated.`,
    );
  };

  const confirmTexts = (row: MerchantRow): ConfirmTexts => {
    const name = row.merchantName;
    return row.status === 'Active'
      ? {
          title: <Trans>Deactivate {name}?</Trans>,
          text: <Trans>The merchant will be marked Inactive.</Trans>,
          confirm: <Trans>Deactivate</Trans>,
        }
      : {
          title: <Trans>Activate {name}?</Trans>,
          text: <Trans>The merchant will be marked Active.</Trans>,
          confirm: <Trans>Activate</Trans>,
        };
  };
  return (
    <ListPage
      db={db}
      entity="merchants"
      segment={queue}
      viewKey={`merchants:${queue}`}
      title={queue === 'pending' ? <Trans>Pending Approval</Trans> : <Trans>Merchant Listing</Trans>}
      caption={t`Merchants`}
      filterLabel={t`Filter merchants`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      rowActions={rowActions}
      bulkActions={bulkActions}
      canExport={canExport}
      emptyText={<Trans>There are no merchants here yet.</Trans>}
      noMatchText={<Trans>No merchants match these filters.</Trans>}
    >
      <RowActionConfirm
        target={confirming}
        texts={confirmTexts}
        onConfirm={changeStatus}
        onClose={() => setConfirming(null)}
      />
      {decisions.dialogs}
    </ListPage>
  );
}
