import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { css } from 'styled-system/css';
import type { MerchantListQuery, MerchantSortKey } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { type MerchantQueue, type MerchantRow, useEntityPage } from '../../lib/list-engine';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Loading } from '../../ui/loading';
import { PaginationBar } from '../../ui/pagination-bar';
import { toaster } from '../../ui/toaster';
import { MerchantFilters } from './merchant-filters';
import { MerchantTable } from './merchant-table';
import { updateMerchantStatus } from './merchants.store';

type MerchantListPageProps = {
  db: MirrorDb;
  queue: MerchantQueue;
  query: MerchantListQuery;
  onQueryChange: (next: Partial<MerchantListQuery>) => void;
  canChangeStatus: boolean;
};

/** The merchant listing (and the pending-approval view), read from the mirror only. */
export function MerchantListPage({
  db,
  queue,
  query,
  onQueryChange,
  canChangeStatus,
}: MerchantListPageProps) {
  const { t } = useLingui();
  const page = useEntityPage(db, 'merchants', query, queue);
  const [confirming, setConfirming] = useState<MerchantRow | null>(null);

  const handleFilters = useCallback(
    (filters: Pick<MerchantListQuery, 'merchantName' | 'email' | 'contactNumber'>) =>
      onQueryChange({ ...filters, curPageIndex: 1 }),
    [onQueryChange],
  );

  const handleSort = (key: MerchantSortKey) =>
    onQueryChange({
      sortKey: key,
      sortOrder: query.sortKey === key && query.sortOrder === 'asc' ? 'desc' : 'asc',
      curPageIndex: 1,
    });

  async function changeStatus(row: MerchantRow) {
    const status = row.status === 'Active' ? 'Inactive' : 'Active';
    const merchantName = row.merchantName;
    try {
      await updateMerchantStatus(row, status);
      toaster.create({
        type: 'success',
        title:
          status === 'Active'
            ? t`${merchantName} will be activated.`
            : t`${merchantName} will be deactivated.`,
        description: t`The change is saved on this device and sent to the server when possible.`,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: error instanceof Error ? error.message : t`The change could not be saved.`,
      });
    }
  }

  const name = confirming?.merchantName ?? '';
  return (
    <section aria-labelledby="merchant-list-title" className={css({ display: 'grid', gap: '4' })}>
      <h1 id="merchant-list-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {queue === 'pending' ? <Trans>Pending Approval</Trans> : <Trans>Merchant Listing</Trans>}
      </h1>
      <MerchantFilters query={query} onChange={handleFilters} />
      {page ? (
        <>
          <MerchantTable
            rows={page.items}
            query={query}
            onSort={handleSort}
            onToggleStatus={setConfirming}
            canChangeStatus={canChangeStatus}
          />
          <PaginationBar
            pageSize={page.pageSize}
            curPageIndex={page.curPageIndex}
            totalCount={page.totalCount}
            onPageSizeChange={(pageSize) => onQueryChange({ pageSize, curPageIndex: 1 })}
            onPageChange={(curPageIndex) => onQueryChange({ curPageIndex })}
          />
        </>
      ) : (
        <Loading />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={
          confirming?.status === 'Active' ? (
            <Trans>Deactivate {name}?</Trans>
          ) : (
            <Trans>Activate {name}?</Trans>
          )
        }
        description={
          confirming?.status === 'Active' ? (
            <Trans>The merchant will be marked Inactive.</Trans>
          ) : (
            <Trans>The merchant will be marked Active.</Trans>
          )
        }
        confirmLabel={confirming?.status === 'Active' ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
        onConfirm={() => {
          if (confirming) void changeStatus(confirming);
        }}
      />
    </section>
  );
}
