/** The e-invoices' words and columns (docs/ARCHITECTURE.md, How to add an area): the special cells only. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { eInvoiceEntity, firstEInvoiceError } from '../../contract';
import type { EntityRow } from '../../lib/list-engine';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ListColumn } from '../../ui/list/list-types';
import { E_INVOICE_KIND_LABELS, E_INVOICE_STATE_LABELS, eInvoiceStateLabel } from './e-invoice-labels';
import { EInvoiceStateBadge } from './e-invoice-state-badge';

export type EInvoiceRow = EntityRow<'eInvoices'>;

export const E_INVOICE_LABELS = {
  fields: {
    codeNumber: msg`Document number`,
    documentKind: msg`Type`,
    state: msg`Status`,
    attempt: msg({ context: 'e-invoice', message: 'Attempt' }),
    queuedAt: msg`Queued`,
    validatedAt: msg`Validated`,
    uuid: msg`UUID`,
    errors: msg`Error`,
  },
  choices: {
    documentKind: { labels: E_INVOICE_KIND_LABELS, all: msg`All types` },
    state: { labels: E_INVOICE_STATE_LABELS, all: msg`All statuses` },
  },
} satisfies AreaLabels;

export function useEInvoiceColumns(): readonly ListColumn<EInvoiceRow>[] {
  const { i18n } = useLingui();
  // `i18n` is one object in every language; its locale is what changes on a switch.
  const locale = i18n.locale;
  const special = useMemo(() => {
    const error = (row: EInvoiceRow) => firstEInvoiceError(row.errors, locale) || null;
    return {
      state: {
        render: (row: EInvoiceRow) => <EInvoiceStateBadge state={row.state} />,
        exportValue: (row: EInvoiceRow) => eInvoiceStateLabel(i18n, row.state),
      },
      errors: { render: (row: EInvoiceRow) => error(row) ?? '—', exportValue: error },
    };
  }, [i18n, locale]);
  return useAreaColumns(eInvoiceEntity, E_INVOICE_LABELS, special);
}
