/**
 * The credit and debit notes' words and columns (docs/ARCHITECTURE.md, How to add an area): each
 * column's and filter's label, the translated values with their badge tones, and the special cells
 * only: a note not yet numbered, its e-invoice state (the route's), its merchant's name and its
 * last change to the minute.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { invoiceNoteEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { InvoiceNoteRow } from '../../lib/list-engine';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ColumnCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { documentNumberText, NOTE_KIND_TONES } from './invoice-format';
import { NOTE_KIND_LABELS, NOTE_STATUS_LABELS, PAYMENT_MODE_LABELS, STATUS_TONES } from './invoice-labels';

type Cell = ColumnCell<InvoiceNoteRow>;

export const NOTE_LABELS = {
  fields: {
    documentNumber: msg`Document number`,
    kind: msg`Type`,
    invoiceNumber: msg`Invoice number`,
    documentDate: msg`Document date`,
    paymentMode: msg`Payment mode`,
    referenceNumber: msg`Reference number`,
    status: msg`Status`,
    totalSen: msg`Total`,
    merchantId: msg`Merchant`,
    updatedAt: msg`Last updated`,
    dateFrom: msg`Dated from`,
    dateTo: msg`Dated to`,
  },
  choices: {
    kind: { labels: NOTE_KIND_LABELS, tones: NOTE_KIND_TONES, all: msg`All types` },
    paymentMode: { labels: PAYMENT_MODE_LABELS, all: msg`All modes` },
    status: { labels: NOTE_STATUS_LABELS, tones: STATUS_TONES, all: msg`All statuses` },
  },
} satisfies AreaLabels;

/**
 * `merchantName` names a note's merchant from the merchants mirror (staff); else its id shows.
 * `eInvoiceCell`, from the route, shows the note's e-invoice state.
 */
export function useNoteColumns(
  merchantName: (id: string) => string | null,
  eInvoiceCell: Cell,
): readonly ListColumn<InvoiceNoteRow>[] {
  const { i18n } = useLingui();
  const special = useMemo(() => {
    const text = (value: (row: InvoiceNoteRow) => string) => ({ render: value, exportValue: value });
    return {
      documentNumber: text((row) => documentNumberText(i18n, row.documentNumber)),
      eInvoice: eInvoiceCell,
      merchantId: text((row) => merchantName(row.merchantId) ?? row.merchantId),
      updatedAt: text((row) => formatDateTime(row.updatedAt, i18n.locale)),
    };
  }, [i18n, merchantName, eInvoiceCell]);
  return useAreaColumns(invoiceNoteEntity, NOTE_LABELS, special);
}
