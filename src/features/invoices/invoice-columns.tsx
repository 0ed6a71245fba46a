/** The invoice list's columns (docs/ARCHITECTURE.md, How to add an area): one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatPercentBp, invoiceEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { InvoiceRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, moneyCell, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { documentNumberText, formatDay, invoiceStatusLabel, marketLabel, statusTone } from './invoice-format';

type Cell = ColumnCell<InvoiceRow>;

/**
 * `merchantName` names an invoice's merchant from the merchants the device mirrors (staff); a
 * merchant user mirrors only their own, and an unknown one shows its id. `eInvoiceCell`, from
 * the route, shows the invoice's e-invoice state.
 */
export function useInvoiceColumns(
  merchantName: (id: string) => string | null,
  eInvoiceCell: Cell,
): readonly ListColumn<InvoiceRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const amount = (pick: (row: InvoiceRow) => number, label: string): Cell =>
      moneyCell(label, pick, (row) => row.currency, locale);
    const text = (pick: (row: InvoiceRow) => string, label: string) => textCell<InvoiceRow>(label, pick);
    const cells: Record<string, Cell> = {
      invoiceNumber: text((row) => documentNumberText(i18n, row.invoiceNumber), t`Invoice number`),
      guestName: text((row) => row.guestName, t`Guest name`),
      tourCode: text((row) => row.tourCode ?? '', t`Tour code`),
      issueDate: text((row) => formatDay(row.issueDate, locale), t`Issue date`),
      dueDate: text((row) => formatDay(row.dueDate, locale), t`Due date`),
      status: {
        label: t`Status`,
        render: (row) => <Badge tone={statusTone(row.status)}>{invoiceStatusLabel(i18n, row.status)}</Badge>,
        exportValue: (row) => invoiceStatusLabel(i18n, row.status),
      },
      eInvoice: eInvoiceCell,
      totalSen: amount((row) => row.totalSen, t`Total`),
      netSen: amount((row) => row.netSen, t`Net amount`),
      grossProfitSen: amount((row) => row.grossProfitSen, t`Gross profit`),
      grossProfitBp: text((row) => formatPercentBp(row.grossProfitBp, locale), t`Gross profit %`),
      market: text((row) => marketLabel(i18n, row.market), t`Market`),
      handledBy: text((row) => row.handledBy, t`Handled by`),
      merchantId: text((row) => merchantName(row.merchantId) ?? row.merchantId, t`Merchant`),
      updatedAt: text((row) => formatDateTime(row.updatedAt, locale), t`Last updated`),
    };
    return columnsOf('invoice', invoiceEntity.columns, cells);
  }, [t, i18n, merchantName, eInvoiceCell]);
}
