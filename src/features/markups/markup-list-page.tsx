/**
 * Markup List (/markup/markup-list): the mirrored markups with filters, sort, paging,
 * export and saved views. Staff (FAC `status`) activate or deactivate per row and in bulk, through
 * the outbox; a Merchant Admin sees the markups that apply to it, read-only, and opens one for its
 * price preview.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { markupEntity, type MarkupListQuery, type SessionUser } from '../../contract';
import { useCan, usePermissions } from '../../lib/access/access-check';
import { mayImport } from '../../lib/list-import/import-access';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { useAreaFilters } from '../../ui/list/area-list';
import { ListPage } from '../../ui/list/list-page';
import { useStatusActions } from '../../ui/list/use-status-actions';
import {
  MARKUP_FILTERS_ELSEWHERE,
  MARKUP_LABELS,
  useMarkupColumns,
  useMarkupRowActions,
  type MarkupRow,
} from './markup-columns';
import { changeMarkupStatus } from './markups.store';

type Props = {
  caller: SessionUser;
  query: MarkupListQuery;
  onQueryChange: (next: Partial<MarkupListQuery>) => void;
};

/** Names of merchants and clients from the caller's mirrors, for the "applies for" column. */
export function useScopeNames() {
  const db = getMirror();
  const merchants = useEntityIndex(db, 'merchants');
  const clients = useEntityIndex(db, 'clients');
  const merchant = useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
  const client = useCallback(
    (id: string) => {
      const row = clients?.get(id);
      return row ? (row.companyName ?? `${row.firstName} ${row.lastName}`) : null;
    },
    [clients],
  );
  return useMemo(() => ({ merchant, client }), [merchant, client]);
}

export function MarkupListPage({ caller, query, onQueryChange }: Props) {
  const { t } = useLingui();
  const can = useCan(caller);
  const permissions = usePermissions(caller);
  const navigate = useNavigate();
  const db = getMirror();
  const columns = useMarkupColumns(useScopeNames());
  const filters = useAreaFilters(markupEntity, MARKUP_LABELS, MARKUP_FILTERS_ELSEWHERE);
  const canChangeStatus = can('markup.list', 'status');
  const status = useStatusActions<MarkupRow, 'Active' | 'Inactive'>({
    canChangeStatus,
    nameOf: (row) => row.name,
    change: changeMarkupStatus,
    choices: [
      {
        status: 'Active',
        offers: (row) => row.status !== 'Active',
        text: <Trans>Its prices apply again from its valid dates, unless another markup overlaps it.</Trans>,
        bulkConfirm: (count) => t`Activate ${count} markups?`,
      },
      {
        status: 'Inactive',
        offers: (row) => row.status !== 'Inactive',
        text: <Trans>Its prices stop applying until it is activated again.</Trans>,
        bulkConfirm: (count) => t`Deactivate ${count} markups?`,
      },
    ],
  });
  const rowActions = useMarkupRowActions(canChangeStatus, status.ask);

  return (
    <ListPage
      db={db}
      entity="markups"
      title={<Trans>Markup List</Trans>}
      create={
        can('markup.create', 'create')
          ? { to: '/markup/create-markup', label: <Trans>Create Markup</Trans> }
          : null
      }
      caption={t`Markups`}
      filterLabel={t`Filter markups`}
      downloadingLabel={t`Downloading markups…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={(row) => void navigate({ to: '/markup/markup-list/$id', params: { id: row.id } })}
      rowActions={rowActions}
      status={status}
      canExport={can('markup.list', 'export')}
      importTo={mayImport(permissions, 'markups') ? '/markup/import-markups' : null}
      emptyText={<Trans>There are no markups here yet.</Trans>}
      noMatchText={<Trans>No markups match these filters.</Trans>}
    />
  );
}
