/** The merchant list's columns (docs/ARCHITECTURE.md, List components), one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { css } from 'styled-system/css';
import { canActivateMerchant, hasProposedChange, merchantEntity } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { MerchantRow } from '../../lib/list-engine';
import { Badge, type BadgeTone } from '../../ui/badge';
import { BreakableEmail } from '../../ui/list/data-cells';
import { type ColumnCell, columnsOf, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { useMerchantLabels } from './use-merchant-labels';

type Cell = ColumnCell<MerchantRow>;

const APPROVAL_TONES: Record<MerchantRow['approvalStatus'], BadgeTone> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
};

export function useMerchantColumns(): readonly ListColumn<MerchantRow>[] {
  const { t, i18n } = useLingui();
  const labels = useMerchantLabels();
  return useMemo(() => {
    const date = (value: string) => formatDate(value, i18n.locale);
    const changeWaiting = t`Change awaiting approval`;
    const text = textCell<MerchantRow>;
    const cells: Record<string, Cell> = {
      merchantName: {
        label: t`Merchant name`,
        render: (row) => (
          <Link
            to="/merchant/merchant-profile/$ID"
            params={{ ID: row.id }}
            className={css({ fontWeight: 'medium', textDecoration: 'underline' })}
          >
            {row.merchantName}
          </Link>
        ),
        exportValue: (row) => row.merchantName,
      },
      email: { ...text(t`Email`, (row) => row.email), render: (row) => <BreakableEmail email={row.email} /> },
      contactNumber: text(t`Contact number`, (row) => row.contactNumber),
      status: {
        label: t`Status`,
        render: (row) => (
          <Badge tone={row.status === 'Active' ? 'success' : 'neutral'}>{labels.status(row.status)}</Badge>
        ),
        exportValue: (row) => labels.status(row.status),
      },
      approvalStatus: {
        label: t`Approval`,
        // An approved merchant's proposed edit waits in the pending list beside new merchants.
        render: (row) => (
          <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' })}>
            <Badge tone={APPROVAL_TONES[row.approvalStatus]}>{labels.approval(row.approvalStatus)}</Badge>
            {hasProposedChange(row) ? <Badge tone="warning">{changeWaiting}</Badge> : null}
          </span>
        ),
        exportValue: (row) =>
          hasProposedChange(row)
            ? `${labels.approval(row.approvalStatus)}, ${changeWaiting}`
            : labels.approval(row.approvalStatus),
      },
      businessRegistrationNumber: text(
        t`Business registration number`,
        (row) => row.businessRegistrationNumber,
      ),
      city: text(t`City`, (row) => row.city),
      createdAt: text(t`Created`, (row) => date(row.createdAt)),
      updatedAt: text(t`Updated`, (row) => date(row.updatedAt)),
    };
    return columnsOf('merchant', merchantEntity.columns, cells);
  }, [t, i18n, labels]);
}

/**
 * A row's actions: deactivate an active merchant, activate one that may be (approved); none for
 * a merchant waiting for approval (its menu is not shown).
 */
export function useMerchantRowActions(
  onToggleStatus: (row: MerchantRow) => void,
): (row: MerchantRow) => readonly RowAction[] {
  const { t } = useLingui();
  return useCallback(
    (row) => {
      if (row.status !== 'Active' && !canActivateMerchant(row)) return [];
      const isActive = row.status === 'Active';
      return [
        {
          id: 'status',
          label: isActive ? t`Deactivate` : t`Activate`,
          isDanger: isActive,
          onSelect: () => onToggleStatus(row),
        },
      ];
    },
    [t, onToggleStatus],
  );
}
