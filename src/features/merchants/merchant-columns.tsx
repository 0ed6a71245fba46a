/**
 * The merchant list's words and columns (docs/ARCHITECTURE.md, How to add an area): each column's
 * and filter's label, the statuses' words and tones, and the special cells only (the name links to
 * the profile, an e-mail breaks where it may, the approval shows a change awaiting approval).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { css } from 'styled-system/css';
import { canActivateMerchant, hasProposedChange, merchantEntity } from '../../contract';
import type { MerchantRow } from '../../lib/list-engine';
import { Badge, type BadgeTone } from '../../ui/badge';
import { type AreaLabels, useAreaColumns, useAreaFilters } from '../../ui/list/area-list';
import { BreakableEmail } from '../../ui/list/data-cells';
import type { ListColumn, ListFilterControl } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { MERCHANT_STATUS_LABELS, useMerchantLabels } from './use-merchant-labels';

const MERCHANT_LABELS = {
  fields: {
    merchantName: msg`Merchant name`,
    email: msg`Email`,
    contactNumber: msg`Contact number`,
    status: msg`Status`,
    approvalStatus: msg`Approval`,
    businessRegistrationNumber: msg`Business registration number`,
    city: msg`City`,
    createdAt: msg`Created`,
    updatedAt: msg`Updated`,
  },
  choices: {
    status: {
      labels: MERCHANT_STATUS_LABELS,
      tones: { Active: 'success', Inactive: 'neutral' },
      all: msg`All statuses`,
    },
  },
} satisfies AreaLabels;

const APPROVAL_TONES: Record<MerchantRow['approvalStatus'], BadgeTone> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'danger',
};

export function useMerchantColumns(): readonly ListColumn<MerchantRow>[] {
  const { t } = useLingui();
  const labels = useMerchantLabels();
  const special = useMemo(() => {
    const changeWaiting = t`Change awaiting approval`;
    return {
      merchantName: {
        render: (row: MerchantRow) => (
          <Link
            to="/merchant/merchant-profile/$ID"
            params={{ ID: row.id }}
            className={css({ fontWeight: 'medium', textDecoration: 'underline' })}
          >
            {row.merchantName}
          </Link>
        ),
      },
      email: { render: (row: MerchantRow) => <BreakableEmail email={row.email} /> },
      approvalStatus: {
        // An approved merchant's proposed edit waits in the pending list beside new merchants.
        render: (row: MerchantRow) => (
          <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' })}>
            <Badge tone={APPROVAL_TONES[row.approvalStatus]}>{labels.approval(row.approvalStatus)}</Badge>
            {hasProposedChange(row) ? <Badge tone="warning">{changeWaiting}</Badge> : null}
          </span>
        ),
        exportValue: (row: MerchantRow) =>
          hasProposedChange(row)
            ? `${labels.approval(row.approvalStatus)}, ${changeWaiting}`
            : labels.approval(row.approvalStatus),
      },
    };
  }, [t, labels]);
  return useAreaColumns(merchantEntity, MERCHANT_LABELS, special);
}

/** The merchant list's filters (docs/product.md, Lists): each a text control of its contains rule. */
export const useMerchantFilters = (): readonly ListFilterControl[] =>
  useAreaFilters(merchantEntity, MERCHANT_LABELS);

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
