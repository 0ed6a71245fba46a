/**
 * Manage Invoice (/invoice/manage-invoice): the mirrored invoices, read from the device only, so a
 * field agent filters, sorts, pages and exports them offline. A row opens the invoice's detail.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { invoiceEntity, type InvoiceListQuery, type SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { type InvoiceRow, useEntityIndex } from '../../lib/list-engine';
import type { ColumnCell } from '../../ui/list/column-cells';
import { ListPage } from '../../ui/list/list-page';
import type { ListFilterControl } from '../../ui/list/list-types';
import { INVOICE_LABELS, useInvoiceColumns } from './invoice-columns';
import { useDocumentFilters } from './document-filters';

type InvoiceListPageProps = {
  user: SessionUser;
  query: InvoiceListQuery;
  onQueryChange: (next: Partial<InvoiceListQuery>) => void;
  /** The e-Invoice column's cell and filter (the e-invoices feature's, handed over by the route). */
  eInvoiceCell: ColumnCell<InvoiceRow>;
  eInvoiceFilter: ListFilterControl;
};

export function InvoiceListPage(props: InvoiceListPageProps) {
  const { user, query, onQueryChange, eInvoiceCell, eInvoiceFilter } = props;
  const { t } = useLingui();
  const can = useCan(user);
  const navigate = useNavigate();
  const db = getMirror();
  const merchants = useEntityIndex(db, 'merchants');
  const merchantName = useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
  const columns = useInvoiceColumns(merchantName, eInvoiceCell);
  const filters = useDocumentFilters(invoiceEntity, INVOICE_LABELS, eInvoiceFilter);

  return (
    <ListPage
      db={db}
      entity="invoices"
      title={<Trans>Manage Invoice</Trans>}
      create={
        can('invoice.manage', 'create')
          ? { to: '/invoice/create-invoice', label: <Trans>New invoice</Trans> }
          : null
      }
      caption={t`Invoices`}
      filterLabel={t`Filter invoices`}
      downloadingLabel={t`Downloading invoices…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={(row) => void navigate({ to: '/invoice/invoice/$id', params: { id: row.id } })}
      canExport={can('invoice.manage', 'export')}
      emptyText={<Trans>There are no invoices yet.</Trans>}
      noMatchText={<Trans>No invoices match these filters.</Trans>}
    />
  );
}
