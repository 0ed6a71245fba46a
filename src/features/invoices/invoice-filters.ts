import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { INVOICE_STATUSES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { invoiceStatusLabel } from './invoice-format';

/**
 * The invoice list's filters; how each matches is the descriptor's (invoiceEntity.filters). The
 * e-invoice state's control is the e-invoices feature's, handed over by the route.
 */
export function useInvoiceFilters(eInvoiceFilter: ListFilterControl): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { name: 'invoiceNumber', label: t`Invoice number`, control: 'text' },
      { name: 'guestName', label: t`Guest name`, control: 'text' },
      { name: 'tourCode', label: t`Tour code`, control: 'text' },
      {
        name: 'status',
        label: t`Status`,
        control: 'select',
        options: INVOICE_STATUSES.map((value) => ({ value, label: invoiceStatusLabel(i18n, value) })),
        allLabel: t`All statuses`,
      },
      eInvoiceFilter,
      { name: 'dateFrom', label: t`Issued from`, control: 'date' },
      { name: 'dateTo', label: t`Issued to`, control: 'date' },
    ],
    [t, i18n, eInvoiceFilter],
  );
}
