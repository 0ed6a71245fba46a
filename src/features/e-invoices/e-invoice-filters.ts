import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { E_INVOICE_DOCUMENT_KINDS, E_INVOICE_STATES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { eInvoiceKindLabel, eInvoiceStateLabel } from './e-invoice-labels';

/** The e-invoices' filters; how each matches is the descriptor's (eInvoiceEntity.filters). */
export function useEInvoiceFilters(): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { name: 'codeNumber', label: t`Document number`, control: 'text' },
      {
        name: 'state',
        label: t`Status`,
        control: 'select',
        options: E_INVOICE_STATES.map((value) => ({ value, label: eInvoiceStateLabel(i18n, value) })),
        allLabel: t`All statuses`,
      },
      {
        name: 'documentKind',
        label: t`Type`,
        control: 'select',
        options: E_INVOICE_DOCUMENT_KINDS.map((value) => ({ value, label: eInvoiceKindLabel(i18n, value) })),
        allLabel: t`All types`,
      },
    ],
    [t, i18n],
  );
}
