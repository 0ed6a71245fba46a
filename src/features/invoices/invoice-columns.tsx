/**
 * The invoice list's words and columns (docs/ARCHITECTURE.md, How to add an area): each column's
 * and filter's label, the translated statuses with their badge tones, and the special cells only:
 * a Draft's pending number, its e-invoice state (the route's), the gross profit as a percentage,
 * the market's words, the merchant's name and the last change to the minute.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatPercentBp, invoiceEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { InvoiceRow } from '../../lib/list-engine';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ColumnCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { documentNumberText, marketLabel } from './invoice-format';
import { INVOICE_STATUS_LABELS, STATUS_TONES } from './invoice-labels';

export const INVOICE_LABELS = {
  fields: {
    invoiceNumber: msg`Invoice number`,
    guestName: msg`Guest name`,
    tourCode: msg`Tour code`,
    issueDate: msg`Issue date`,
    dueDate: msg`Due date`,
    status: msg`Status`,
    totalSen: msg`Total`,
    netSen: msg`Net amount`,
    grossProfitSen: msg`Gross profit`,
    grossProfitBp: msg`Gross profit %`,
    market: msg`Market`,
    handledBy: msg`Handled by`,
    merchantId: msg`Merchant`,
    updatedAt: msg`Last updated`,
    dateFrom: msg`Issued from`,
    dateTo: msg`Issued to`,
  },
  choices: {
    status: { labels: INVOICE_STATUS_LABELS, tones: STATUS_TONES, all: msg`All statuses` },
  },
} satisfies AreaLabels;

/**
 * `merchantName` names an invoice's merchant from the merchants the device mirrors (staff); a
 * merchant user mirrors only their own, and an unknown one shows its id. `eInvoiceCell`, from
 * the route, shows the invoice's e-invoice state.
 */
export function useInvoiceColumns(
  merchantName: (id: string) => string | null,
  eInvoiceCell: ColumnCell<InvoiceRow>,
): readonly ListColumn<InvoiceRow>[] {
  const { i18n } = useLingui();
  const special = useMemo(() => {
    const locale = i18n.locale;
    const text = (value: (row: InvoiceRow) => string) => ({ render: value, exportValue: value });
    return {
      invoiceNumber: text((row) => documentNumberText(i18n, row.invoiceNumber)),
      eInvoice: eInvoiceCell,
      grossProfitBp: text((row) => formatPercentBp(row.grossProfitBp, locale)),
      market: text((row) => marketLabel(i18n, row.market)),
      merchantId: text((row) => merchantName(row.merchantId) ?? row.merchantId),
      updatedAt: text((row) => formatDateTime(row.updatedAt, locale)),
    };
  }, [i18n, merchantName, eInvoiceCell]);
  return useAreaColumns(invoiceEntity, INVOICE_LABELS, special);
}
