/**
 * The "e-Invoice" column of the invoice and note lists: the state of the document's latest
 * e-invoice attempt, which the server keeps on the document's own row (`eInvoiceState`, migration
 * 036; docs/ARCHITECTURE.md, E-invoices), blank for a document with none (a Draft, or one issued
 * on this device and not pulled since). Being a field of the row, the list engine filters on it
 * on the device exactly as the server does; the filter control is here beside the cell. Routes
 * hand both to the invoicing lists (features do not import each other).
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { E_INVOICE_STATES, type EInvoiceState } from '../../contract';
import type { ColumnCell } from '../../ui/list/column-cells';
import type { ListFilterControl, ListRow } from '../../ui/list/list-types';
import { eInvoiceStateLabel } from './e-invoice-labels';
import { EInvoiceStateBadge } from './e-invoice-state-badge';

type DocumentRow = ListRow & { eInvoiceState?: EInvoiceState | null };

export function useEInvoiceCell<Row extends DocumentRow>(): ColumnCell<Row> {
  const { t, i18n } = useLingui();
  return useMemo(
    () => ({
      label: t`e-Invoice`,
      render: (row) => (row.eInvoiceState ? <EInvoiceStateBadge state={row.eInvoiceState} /> : null),
      exportValue: (row) => (row.eInvoiceState ? eInvoiceStateLabel(i18n, row.eInvoiceState) : ''),
    }),
    [t, i18n],
  );
}

/** The lists' `eInvoice` filter: the latest attempt's state (the descriptors' `eInvoice`). */
export function useEInvoiceStateFilter(): ListFilterControl {
  const { t, i18n } = useLingui();
  return useMemo(
    () => ({
      name: 'eInvoice',
      label: t`e-Invoice`,
      control: 'select',
      options: E_INVOICE_STATES.map((value) => ({ value, label: eInvoiceStateLabel(i18n, value) })),
      allLabel: t`All e-invoice states`,
    }),
    [t, i18n],
  );
}
