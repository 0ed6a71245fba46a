/** The merchant list's columns (docs/ARCHITECTURE.md, List components), one per descriptor column. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { canActivateMerchant, merchantEntity } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { MerchantRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { BreakableEmail } from '../../ui/list/data-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { useMerchantLabels } from './use-merchant-labels';

type Cell = Pick<ListColumn<MerchantRow>, 'label' | 'render' | 'exportValue'>;

export function useMerchantColumns(): readonly ListColumn<MerchantRow>[] {
  const { t, i18n } = useLingui();
  const labels = useMerchantLabels();
  return useMemo(() => {
    const date = (value: string) => formatDate(value, i18n.locale);
    const text = (label: string, value: (row: MerchantRow) => string | null): Cell => ({
      label,
      render: (row) => value(row) ?? '—',
      exportValue: value,
    });
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
      approvalStatus: text(t`Approval`, (row) => labels.approval(row.approvalStatus)),
      businessRegistrationNumber: text(
        t`Business registration number`,
        (row) => row.businessRegistrationNumber,
      ),
      city: text(t`City`, (row) => row.city),
      createdAt: text(t`Created`, (row) => date(row.createdAt)),
      updatedAt: text(t`Updated`, (row) => date(row.updatedAt)),
    };
    return merchantEntity.columns.map((spec) => {
      const cell = cells[spec.key];
      if (!cell) throw new Error(`No cell for the merchant column ${spec.key}`);
      return { ...spec, ...cell };
    });
  }, [t, i18n, labels]);
}

/** A row's status button: deactivate an active merchant, activate one that may be (approved). */
export function MerchantStatusButton({
  row,
  onToggleStatus,
}: {
  row: MerchantRow;
  onToggleStatus: (row: MerchantRow) => void;
}) {
  const { t } = useLingui();
  if (row.status !== 'Active' && !canActivateMerchant(row)) return null;
  const merchantName = row.merchantName;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={row.status === 'Active' ? t`Deactivate ${merchantName}` : t`Activate ${merchantName}`}
      onClick={() => onToggleStatus(row)}
    >
      {row.status === 'Active' ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
    </Button>
  );
}
