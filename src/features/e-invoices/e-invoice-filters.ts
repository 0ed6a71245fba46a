import { eInvoiceEntity } from '../../contract';
import { useAreaFilters } from '../../ui/list/area-list';
import type { ListFilterControl } from '../../ui/list/list-types';
import { E_INVOICE_LABELS } from './e-invoice-columns';

/** The e-invoices' filters: a control per the descriptor's filter, labelled by the area's words. */
export const useEInvoiceFilters = (): readonly ListFilterControl[] =>
  useAreaFilters(eInvoiceEntity, E_INVOICE_LABELS);
