/**
 * Markup List (/markup/markup-list): the mirrored markups with filters, sort, paging,
 * export and saved views. Staff (FAC `status`) activate or deactivate per row and in bulk, through
 * the outbox; a Merchant Admin sees the markups that apply to it, read-only, and opens one for its
 * price preview.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { button } from 'styled-system/recipes';
import type { MarkupListQuery, MarkupStatus, SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { RowActionConfirm, type ConfirmTexts } from '../../ui/list/row-action-confirm';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { useMarkupBulkActions } from './markup-bulk-actions';
import { useMarkupColumns, useMarkupRowActions, type MarkupRow } from './markup-columns';
import { useMarkupFilters } from './markup-filters';
import { changeMarkupStatus } from './markups.store';

type Confirming = { row: MarkupRow; action: MarkupStatus };

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
  const navigate = useNavigate();
  const db = getMirror();
  const columns = useMarkupColumns(useScopeNames());
  const filters = useMarkupFilters();
  const canChangeStatus = can('markup.list', 'status');
  const bulkActions = useMarkupBulkActions(canChangeStatus);
  const queueChange = useQueuedChange();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const rowActions = useMarkupRowActions(canChangeStatus, (row, action) => setConfirming({ row, action }));

  const apply = (row: MarkupRow, status: MarkupStatus) => {
    const name = row.name;
    const title = status === 'Active' ? t`${name} will be activated.` : t`${name} will be deactivated.`;
    void queueChange(() => changeMarkupStatus(row, status), title);
  };

  const confirmTexts = ({ row, action }: Confirming): ConfirmTexts => {
    const name = row.name;
    return action === 'Active'
      ? {
          title: <Trans>Activate {name}?</Trans>,
          text: (
            <Trans>Its prices apply again from its valid dates, unless another markup overlaps it.</Trans>
          ),
          confirm: <Trans>Activate</Trans>,
        }
      : {
          title: <Trans>Deactivate {name}?</Trans>,
          text: <Trans>Its prices stop applying until it is activated again.</Trans>,
          confirm: <Trans>Deactivate</Trans>,
        };
  };

  return (
    <ListPage
      db={db}
      entity="markups"
      viewKey="markups:list"
      title={<Trans>Markup List</Trans>}
      headerActions={
        can('markup.create', 'create') ? (
          <Link to="/markup/create-markup" className={button({ size: 'sm' })}>
            <Trans>Create Markup</Trans>
          </Link>
        ) : null
      }
      caption={t`Markups`}
      filterLabel={t`Filter markups`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={(row) => void navigate({ to: '/markup/markup-list/$id', params: { id: row.id } })}
      rowActions={rowActions}
      bulkActions={bulkActions}
      canExport={can('markup.list', 'export')}
      emptyText={<Trans>There are no markups here yet.</Trans>}
      noMatchText={<Trans>No markups match these filters.</Trans>}
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
