/**
 * Client List (/client/client-list): the mirrored clients with filters (company name,
 * client name, email, account type, status), sort, paging, export, import, saved views, and activate or
 * deactivate per row and in bulk (FAC `status`), all through the outbox.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { clientEntity, clientName, type ClientListQuery, type SessionUser } from '../../contract';
import { useCan, usePermissions } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { mayImport } from '../../lib/list-import/import-access';
import { useAreaFilters } from '../../ui/list/area-list';
import { ListPage } from '../../ui/list/list-page';
import { useStatusActions } from '../../ui/list/use-status-actions';
import { CLIENT_LABELS, useClientColumns, useClientRowActions, type ClientRow } from './client-columns';
import { changeClientStatus } from './clients.store';

type Props = {
  caller: SessionUser;
  query: ClientListQuery;
  onQueryChange: (next: Partial<ClientListQuery>) => void;
};

export function ClientListPage({ caller, query, onQueryChange }: Props) {
  const { t } = useLingui();
  const can = useCan(caller);
  const permissions = usePermissions(caller);
  const db = getMirror();
  const merchants = useEntityIndex(caller.userType === 'staff' ? db : null, 'merchants');
  const merchantName = useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
  const columns = useClientColumns(db, merchantName);
  const filters = useAreaFilters(clientEntity, CLIENT_LABELS);
  const status = useStatusActions<ClientRow, 'Active' | 'Inactive'>({
    canChangeStatus: can('client.list', 'status'),
    nameOf: clientName,
    change: changeClientStatus,
    choices: [
      {
        status: 'Active',
        offers: (row) => row.status !== 'Active',
        text: <Trans>The client can be booked for again.</Trans>,
        bulkConfirm: (count) => t`Activate ${count} clients?`,
      },
      {
        status: 'Inactive',
        offers: (row) => row.status !== 'Inactive',
        text: <Trans>The client stays listed but cannot be booked for until activated again.</Trans>,
        bulkConfirm: (count) => t`Deactivate ${count} clients?`,
      },
    ],
  });
  const actions = { canEdit: can('client.list', 'update'), canChangeStatus: can('client.list', 'status') };
  const rowActions = useClientRowActions(actions, status.ask);

  return (
    <ListPage
      db={db}
      entity="clients"
      title={<Trans>Client List</Trans>}
      create={
        can('client.create', 'create')
          ? { to: '/client/create-client', label: <Trans>Create Client</Trans> }
          : null
      }
      caption={t`Clients`}
      filterLabel={t`Filter clients`}
      downloadingLabel={t`Downloading clients…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      rowActions={rowActions}
      status={status}
      canExport={can('client.list', 'export')}
      importTo={mayImport(permissions, 'clients') ? '/client/import-clients' : null}
      emptyText={<Trans>There are no clients here yet.</Trans>}
      noMatchText={<Trans>No clients match these filters.</Trans>}
    />
  );
}
