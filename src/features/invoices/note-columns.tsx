/** The credit and debit notes' columns (docs/ARCHITECTURE.md, How to add an area): one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { invoiceNoteEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { InvoiceNoteRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, moneyCell, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import {
  documentNumberText,
  formatDay,
  NOTE_KIND_TONES,
  noteKindLabel,
  noteStatusLabel,
  paymentModeLabel,
  statusTone,
} from './invoice-format';

type Cell = ColumnCell<InvoiceNoteRow>;

/**
 * `merchantName` names a note's merchant from the merchants mirror (staff); else its id shows.
 * `eInvoiceCell`, from the route, shows the note's e-invoice state.
 */
export function useNoteColumns(
  merchantName: (id: string) => string | null,
  eInvoiceCell: Cell,
): readonly ListColumn<InvoiceNoteRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const text = (pick: (row: InvoiceNoteRow) => string, label: string) =>
      textCell<InvoiceNoteRow>(label, pick);
    const cells: Record<string, Cell> = {
      documentNumber: text((row) => documentNumberText(i18n, row.documentNumber), t`Document number`),
      kind: {
        label: t`Type`,
        render: (row) => <Badge tone={NOTE_KIND_TONES[row.kind]}>{noteKindLabel(i18n, row.kind)}</Badge>,
        exportValue: (row) => noteKindLabel(i18n, row.kind),
      },
      invoiceNumber: text((row) => row.invoiceNumber, t`Invoice number`),
      documentDate: text((row) => formatDay(row.documentDate, locale), t`Document date`),
      paymentMode: text((row) => paymentModeLabel(i18n, row.paymentMode), t`Payment mode`),
      referenceNumber: text((row) => row.referenceNumber ?? '', t`Reference number`),
      status: {
        label: t`Status`,
        render: (row) => <Badge tone={statusTone(row.status)}>{noteStatusLabel(i18n, row.status)}</Badge>,
        exportValue: (row) => noteStatusLabel(i18n, row.status),
      },
      eInvoice: eInvoiceCell,
      totalSen: moneyCell(
        t`Total`,
        (row) => row.totalSen,
        (row) => row.currency,
        locale,
      ),
      merchantId: text((row) => merchantName(row.merchantId) ?? row.merchantId, t`Merchant`),
      updatedAt: text((row) => formatDateTime(row.updatedAt, locale), t`Last updated`),
    };
    return columnsOf('note', invoiceNoteEntity.columns, cells);
  }, [t, i18n, merchantName, eInvoiceCell]);
}
