import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { canActivateMerchant } from '../../contract';
import type { MerchantListQuery, MerchantSortKey } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { MerchantRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { useMerchantLabels } from './use-merchant-labels';

type MerchantTableProps = {
  rows: MerchantRow[];
  query: MerchantListQuery;
  onSort: (key: MerchantSortKey) => void;
  onToggleStatus: (row: MerchantRow) => void;
  canChangeStatus: boolean;
};

const cell = css({
  px: '3',
  py: '2',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

export function MerchantTable({ rows, query, onSort, onToggleStatus, canChangeStatus }: MerchantTableProps) {
  const { t, i18n } = useLingui();
  const labels = useMerchantLabels();

  const header = (key: MerchantSortKey, label: ReactNode) => {
    const isSorted = query.sortKey === key;
    return (
      <th
        scope="col"
        className={cell}
        aria-sort={isSorted ? (query.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button
          type="button"
          onClick={() => onSort(key)}
          className={css({ fontWeight: 'semibold', cursor: 'pointer', display: 'inline-flex', gap: '1' })}
        >
          {label}
          <span aria-hidden>{isSorted ? (query.sortOrder === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };

  return (
    <div
      className={css({
        overflowX: 'auto',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
      })}
    >
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>
          <Trans>Merchants</Trans>
        </caption>
        <thead>
          <tr>
            {header('merchantName', <Trans>Merchant name</Trans>)}
            {header('email', <Trans>Email</Trans>)}
            {header('contactNumber', <Trans>Contact number</Trans>)}
            {header('status', <Trans>Status</Trans>)}
            {header('approvalStatus', <Trans>Approval</Trans>)}
            {header('createdAt', <Trans>Created</Trans>)}
            {header('updatedAt', <Trans>Updated</Trans>)}
            <th scope="col" className={cell}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className={css({ p: '6', textAlign: 'center', color: 'fg.muted' })}>
                <Trans>No merchants match these filters.</Trans>
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const merchantName = row.merchantName;
            return (
              <tr key={row.id} data-pending={row._pending || undefined}>
                <th scope="row" className={cell}>
                  <Link
                    to="/merchant/merchant-profile/$ID"
                    params={{ ID: row.id }}
                    className={css({ fontWeight: 'medium', textDecoration: 'underline' })}
                  >
                    {row.merchantName}
                  </Link>
                  {row._pending ? (
                    <span className={css({ ml: '2' })}>
                      <Badge tone="info">
                        <Trans>Pending sync</Trans>
                      </Badge>
                    </span>
                  ) : null}
                </th>
                <td className={cell}>{row.email}</td>
                <td className={cell}>{row.contactNumber}</td>
                <td className={cell}>
                  <Badge tone={row.status === 'Active' ? 'success' : 'neutral'}>
                    {labels.status(row.status)}
                  </Badge>
                </td>
                <td className={cell}>{labels.approval(row.approvalStatus)}</td>
                <td className={cell}>{formatDate(row.createdAt, i18n.locale)}</td>
                <td className={cell}>{formatDate(row.updatedAt, i18n.locale)}</td>
                <td className={cell}>
                  {canChangeStatus && (row.status === 'Active' || canActivateMerchant(row)) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={
                        row.status === 'Active' ? t`Deactivate ${merchantName}` : t`Activate ${merchantName}`
                      }
                      onClick={() => onToggleStatus(row)}
                    >
                      {row.status === 'Active' ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
