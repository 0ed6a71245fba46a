/**
 * The "e-Invoice" column of the invoice and note lists: the state of the document's e-invoice from
 * the mirrored e-invoices (docs/ARCHITECTURE.md, E-invoices), blank for a document with none (a
 * Draft, or one not yet on this device). The list engine filters and sorts a list by its own rows'
 * fields only, so this column shows and exports the state but neither sorts nor filters; the
 * e-Invoices screen does both. Routes hand the cell to the invoicing lists.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { EInvoiceDocumentKind } from '../../contract';
import { getMirror } from '../../lib/db';
import type { InvoiceNoteRow, InvoiceRow } from '../../lib/list-engine';
import type { ColumnCell } from '../../ui/list/column-cells';
import type { ListRow } from '../../ui/list/list-types';
import { eInvoiceStateLabel } from './e-invoice-labels';
import { EInvoiceStateBadge } from './e-invoice-state-badge';
import { useEInvoicesByDocument } from './use-e-invoice';

type DocumentOf<Row> = (row: Row) => { kind: EInvoiceDocumentKind; id: string };

function useEInvoiceCell<Row extends ListRow>(documentOf: DocumentOf<Row>): ColumnCell<Row> {
  const { t, i18n } = useLingui();
  const lookup = useEInvoicesByDocument(getMirror());
  return useMemo(() => {
    const stateOf = (row: Row) => {
      const document = documentOf(row);
      return lookup?.(document.kind, document.id)?.state ?? null;
    };
    return {
      label: t`e-Invoice`,
      render: (row) => {
        const state = stateOf(row);
        return state ? <EInvoiceStateBadge state={state} /> : null;
      },
      exportValue: (row) => {
        const state = stateOf(row);
        return state ? eInvoiceStateLabel(i18n, state) : '';
      },
    };
  }, [t, i18n, lookup, documentOf]);
}

const invoiceDocument: DocumentOf<InvoiceRow> = (row) => ({ kind: 'invoice', id: row.id });
const noteDocument: DocumentOf<InvoiceNoteRow> = (row) => ({
  kind: row.kind === 'Credit' ? 'credit' : 'debit',
  id: row.id,
});

export const useInvoiceEInvoiceCell = () => useEInvoiceCell(invoiceDocument);
export const useNoteEInvoiceCell = () => useEInvoiceCell(noteDocument);
