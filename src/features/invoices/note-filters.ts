import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { NOTE_KINDS, NOTE_STATUSES, PAYMENT_MODES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { merchantFilter, type MerchantChoice } from '../../ui/list/merchant-filter';
import { noteKindLabel, noteStatusLabel, paymentModeLabel } from './invoice-format';

/**
 * The filters of the credit and debit notes and of the adjustment enquiry; how each matches is the
 * descriptor's (invoiceNoteEntity.filters). `merchants` adds the merchant choice (staff only); the
 * e-invoice state's control is the e-invoices feature's, handed over by the route.
 */
export function useNoteFilters(
  merchants: readonly MerchantChoice[] | null,
  eInvoiceFilter: ListFilterControl,
): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const controls: ListFilterControl[] = [
      { name: 'invoiceNumber', label: t`Invoice number`, control: 'text' },
      { name: 'documentNumber', label: t`Document number`, control: 'text' },
      {
        name: 'kind',
        label: t`Type`,
        control: 'select',
        options: NOTE_KINDS.map((value) => ({ value, label: noteKindLabel(i18n, value) })),
        allLabel: t`All types`,
      },
      {
        name: 'paymentMode',
        label: t`Payment mode`,
        control: 'select',
        options: PAYMENT_MODES.map((value) => ({ value, label: paymentModeLabel(i18n, value) })),
        allLabel: t`All modes`,
      },
      {
        name: 'status',
        label: t`Status`,
        control: 'select',
        options: NOTE_STATUSES.map((value) => ({ value, label: noteStatusLabel(i18n, value) })),
        allLabel: t`All statuses`,
      },
      eInvoiceFilter,
      { name: 'dateFrom', label: t`Dated from`, control: 'date' },
      { name: 'dateTo', label: t`Dated to`, control: 'date' },
    ];
    if (merchants) controls.unshift(merchantFilter(i18n, merchants));
    return controls;
  }, [t, i18n, merchants, eInvoiceFilter]);
}
