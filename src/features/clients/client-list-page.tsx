/**
 * Client List (/client/client-list): the mirrored clients with filters (company name,
 * client name, email, account type, status), sort, paging, export, saved views, and activate or
 * deactivate per row and in bulk (FAC `status`), all through the outbox.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { button } from 'styled-system/recipes';
import { clientName, type ClientListQuery, type ClientStatus, type SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { RowActionConfirm, type ConfirmTexts } from '../../ui/list/row-action-confirm';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { useClientBulkActions } from './client-bulk-actions';
import { useClientColumns, useClientRowActions, type ClientRow } from './client-columns';
import { useClientFilters } from './client-filters';
import { changeClientStatus } from './clients.store';

type Confirming = { row: ClientRow; action: ClientStatus };

type Props = {
  caller: SessionUser;
  query: ClientListQuery;
  onQueryChange: (next: Partial<ClientListQuery>) => void;
};

export function ClientListPage({ caller, query, onQueryChange }: Props) {
  const { t } = useLingui();
  const can = useCan(caller);
  const db = getMirror();
  const merchants = useEntityIndex(caller.userType === 'staff' ? db : null, 'merchants');
  const merchantName = useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
  const columns = useClientColumns(db, merchantName);
  const filters = useClientFilters();
  const bulkActions = useClientBulkActions(can('client.list', 'status'));
  const queueChange = useQueuedChange();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const actions = { canEdit: can('client.list', 'update'), canChangeStatus: can('client.list', 'status') };
  const rowActions = useClientRowActions(actions, (row, action) => setConfirming({ row, action }));

  const apply = (row: ClientRow, status: ClientStatus) => {
    const name = clientName(row);
    const title = status === 'Active' ? t`${name} will be activated.` : t`${name} will be deactivated.`;
    void queueChange(() => changeClientStatus(row, status), title);
  };

  const confirmTexts = ({ row, action }: Confirming): ConfirmTexts => {
    const name = clientName(row);
    return action === 'Active'
      ? {
          title: <Trans>Activate {name}?</Trans>,
          text: <Trans>The client can be booked for again.</Trans>,
          confirm: <Trans>Activate</Trans>,
        }
      : {
          title: <Trans>Deactivate {name}?</Trans>,
          text: <Trans>The client stays listed but cannot be booked for until activated again.</Trans>,
          confirm: <Trans>Deactivate</Trans>,
        };
  };

  return (
    <ListPage
      db={db}
      entity="clients"
      viewKey="clients:list"
      title={<Trans>Client List</Trans>}
      headerActions={
        can('client.create', 'create') ? (
          <Link to="/client/create-client" className={button({ size: 'sm' })}>
            <Trans>Create Client</Trans>
          </Link>
        ) : null
      }
      caption={t`Clients`}
      filterLabel={t`Filter clients`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      rowActions={rowActions}
      bulkActions={bulkActions}
      canExport={can('client.list', 'export')}
      emptyText={<Trans>There are no clients here yet.</Trans>}
      noMatchText={<Trans>No clients match these filters.</Trans>}
    >
      <RowActionConfirm
        target={confirming}
        texts={confirmTexts}
        onConfirm={({ row, action }) => apply(row, action)}
        onClose={() => setConfirming(null)}
      />
    </ListPage>
  );
}
