import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useAreaFilters, type AreaLabels } from '../../ui/list/area-list';
import type { ListFilterControl } from '../../ui/list/list-types';
import { merchantFilter, type MerchantChoice } from '../../ui/list/merchant-filter';

/** The merchant choice and the e-invoice state are set by their own controls below. */
const SET_ELSEWHERE = ['merchantId', 'eInvoice'] as const;

type DocumentArea = Parameters<typeof useAreaFilters>[0];

/**
 * The filters of the invoices, the credit and debit notes and the adjustment enquiry, each its
 * kind's control (useAreaFilters). `merchants` adds the merchant choice first (staff on the
 * enquiry); the e-invoice state's control is the e-invoices feature's, handed over by the route,
 * before the date range.
 */
export function useDocumentFilters(
  area: DocumentArea,
  labels: AreaLabels,
  eInvoiceFilter: ListFilterControl,
  merchants: readonly MerchantChoice[] | null = null,
): readonly ListFilterControl[] {
  const { i18n } = useLingui();
  const own = useAreaFilters(area, labels, SET_ELSEWHERE);
  return useMemo(
    () => [
      ...(merchants ? [merchantFilter(i18n, merchants)] : []),
      ...own.filter((filter) => filter.control !== 'date'),
      eInvoiceFilter,
      ...own.filter((filter) => filter.control === 'date'),
    ],
    [i18n, merchants, own, eInvoiceFilter],
  );
}
