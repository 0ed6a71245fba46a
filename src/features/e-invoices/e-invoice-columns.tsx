/** The e-invoices' columns (docs/ARCHITECTURE.md, How to add an area): one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { eInvoiceEntity, firstEInvoiceError } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { type ColumnCell, columnsOf, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { eInvoiceKindLabel, eInvoiceStateLabel } from './e-invoice-labels';
import { EInvoiceStateBadge } from './e-invoice-state-badge';

export type EInvoiceRow = EntityRow<'eInvoices'>;

export function useEInvoiceColumns(): readonly ListColumn<EInvoiceRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const day = (value: string | null) => (value ? formatDate(value, locale) : null);
    const cells: Record<string, ColumnCell<EInvoiceRow>> = {
      codeNumber: textCell(t`Document number`, (row) => row.codeNumber),
      documentKind: textCell(t`Type`, (row) => eInvoiceKindLabel(i18n, row.documentKind)),
      state: {
        label: t`Status`,
        render: (row) => <EInvoiceStateBadge state={row.state} />,
        exportValue: (row) => eInvoiceStateLabel(i18n, row.state),
      },
      queuedAt: textCell(t`Queued`, (row) => day(row.queuedAt)),
      validatedAt: textCell(t`Validated`, (row) => day(row.validatedAt)),
      uuid: textCell(t`UUID`, (row) => row.uuid),
      errors: textCell(t`Error`, (row) => firstEInvoiceError(row.errors, locale) || null),
    };
    return columnsOf('eInvoice', eInvoiceEntity.columns, cells);
  }, [t, i18n]);
}
