/**
 * "Your top-ups" below the Top Up form: the mirrored top-ups of the user's merchant (staff: every
 * merchant they may see), read from the device, so it works offline. A top-up not yet sent shows
 * "Pending sync"; a row opens the top-up's detail with its slip; a Merchant Admin (FAC
 * credit.topup:status) may cancel a Pending one, with a reason, through the outbox.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { topUpCancelBlock, type SessionUser, type TopUpListQuery } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import type { MirrorDb } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { translateMessage } from '../../lib/i18n/server-messages';
import { useTopUpColumns, type TopUpRow } from './credit-columns-top-ups';
import { merchantChoices } from '../../ui/list/merchant-filter';
import { useTopUpFilters } from './credit-management-filters';
import { cancelTopUp } from './top-up.store';
import { TopUpCancelDialog } from './top-up-cancel-dialog';

type TopUpListProps = {
  db: MirrorDb;
  user: SessionUser;
  query: TopUpListQuery;
  onQueryChange: (next: Partial<TopUpListQuery>) => void;
};

export function TopUpList({ db, user, query, onQueryChange }: TopUpListProps) {
  const { t, i18n } = useLingui();
  const can = useCan(user);
  const queueChange = useQueuedChange();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState<TopUpRow | null>(null);
  const isMerchant = user.merchantId !== null;
  const merchants = useEntityIndex(db, 'merchants');
  const topUps = useEntityIndex(db, 'topUps');
  const merchantName = useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
  const allColumns = useTopUpColumns(merchantName);
  const columns = useMemo(
    () => (isMerchant ? allColumns.filter((column) => column.key !== 'merchantId') : allColumns),
    [allColumns, isMerchant],
  );
  const choices = useMemo(
    () => (isMerchant ? [] : merchantChoices(topUps, merchantName)),
    [isMerchant, topUps, merchantName],
  );
  const allFilters = useTopUpFilters(choices);
  const filters = useMemo(
    () => (isMerchant ? allFilters.filter((filter) => filter.name !== 'merchantId') : allFilters),
    [allFilters, isMerchant],
  );
  const mayCancel = can('credit.topup', 'status');
  const isCancellable = (row: TopUpRow) => mayCancel && !row._pending && topUpCancelBlock(row, user) === null;

  return (
    <ListPage
      db={db}
      entity="topUps"
      viewKey="topUps:mine"
      title={isMerchant ? <Trans>Your top-ups</Trans> : <Trans>Top-ups</Trans>}
      caption={t`Top-ups`}
      filterLabel={t`Filter top-ups`}
      downloadingLabel={t`Downloading top-ups…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={(row) => void navigate({ to: '/credit/credit-management/$id', params: { id: row.id } })}
      rowActions={
        mayCancel
          ? (row) =>
              isCancellable(row)
                ? [
                    {
                      id: 'cancel',
                      label: t`Cancel top-up`,
                      isDanger: true,
                      onSelect: () => setCancelling(row),
                    },
                  ]
                : []
          : undefined
      }
      canExport={can('credit.topup', 'export')}
      emptyText={<Trans>There are no top-ups yet.</Trans>}
      noMatchText={<Trans>No top-ups match these filters.</Trans>}
    >
      <TopUpCancelDialog
        target={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => {
          const row = cancelling;
          if (row)
            void queueChange(() => cancelTopUp(row, reason), translateMessage(i18n, 'credit.cancelled'));
        }}
      />
    </ListPage>
  );
}
