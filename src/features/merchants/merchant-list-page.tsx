import { Trans, useLingui } from '@lingui/react/macro';
import type { MerchantListQuery, SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { MerchantQueue, MerchantRow } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { useMerchantColumns, useMerchantFilters, useMerchantRowActions } from './merchant-columns';
import { useMerchantDecisions } from './merchant-decisions';
import { useMerchantStatusActions } from './merchant-status-actions';

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
  /** Offer Import (the area declares it and the user may create merchants). */
  canImport: boolean;
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
  canImport,
}: MerchantListPageProps) {
  const { t } = useLingui();
  const columns = useMerchantColumns();
  const filters = useMerchantFilters();
  const status = useMerchantStatusActions(canChangeStatus);
  const statusActions = useMerchantRowActions((row) =>
    status.ask(row, row.status === 'Active' ? 'Inactive' : 'Active'),
  );
  const decisions = useMerchantDecisions(db, user, canApprove && queue === 'pending');
  const rowActions = (row: MerchantRow) => [
    ...decisions.rowActions(row),
    ...(canChangeStatus ? statusActions(row) : []),
  ];

  return (
    <ListPage
      db={db}
      entity="merchants"
      segment={queue}
      viewKey={`merchants:${queue}`}
      title={queue === 'pending' ? <Trans>Pending Approval</Trans> : <Trans>Merchant Listing</Trans>}
      caption={t`Merchants`}
      filterLabel={t`Filter merchants`}
      downloadingLabel={t`Downloading merchants…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      rowActions={rowActions}
      status={status}
      canExport={canExport}
      importTo={canImport ? '/merchant/import-merchants' : null}
      emptyText={<Trans>There are no merchants here yet.</Trans>}
      noMatchText={<Trans>No merchants match these filters.</Trans>}
    >
      {decisions.dialogs}
    </ListPage>
  );
}
