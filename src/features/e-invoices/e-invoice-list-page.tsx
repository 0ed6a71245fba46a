/**
 * e-Invoices (/invoice/e-invoices): the MyInvois state of every issued document from the mirror
 * (docs/ARCHITECTURE.md, E-invoices), filtered, sorted, paged and exported offline like every
 * list. A row opens its document; with the simulator, the page says so above the list.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { css } from 'styled-system/css';
import { CONSOLIDATION_FUNCTIONS as CONSOLIDATION } from '../../contract';
import type { EInvoiceListQuery, SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { type EInvoiceRow, useEInvoiceColumns } from './e-invoice-columns';
import { useEInvoiceFilters } from './e-invoice-filters';
import { useEInvoiceService } from './use-e-invoice';

type EInvoiceListPageProps = {
  user: SessionUser;
  query: EInvoiceListQuery;
  onQueryChange: (next: Partial<EInvoiceListQuery>) => void;
};

const notice = css({
  bg: 'warning.bg',
  color: 'warning.fg',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '3',
  fontSize: 'sm',
});

/** Says plainly that the documents are validated by the bundled simulator, not by LHDN. */
export function SimulatedServiceNotice() {
  const service = useEInvoiceService();
  if (!service?.simulated) return null;
  return (
    <p role="note" className={notice}>
      <Trans>
        Simulated MyInvois: documents are validated by the simulator that ships with this product, not by
        LHDN.
      </Trans>
    </p>
  );
}

export function EInvoiceListPage({ user, query, onQueryChange }: EInvoiceListPageProps) {
  const { t } = useLingui();
  const can = useCan(user);
  const navigate = useNavigate();
  const db = getMirror();
  // A note opens on its invoice's detail, as the note list does.
  const notes = useEntityIndex(db, 'invoiceNotes');
  const openRow = useCallback(
    (row: EInvoiceRow) => {
      const invoiceId =
        row.documentKind === 'invoice' ? row.documentId : notes?.get(row.documentId)?.invoiceId;
      if (invoiceId) void navigate({ to: '/invoice/invoice/$id', params: { id: invoiceId } });
      else void navigate({ to: '/invoice/credit-debit-note/$id/print', params: { id: row.documentId } });
    },
    [navigate, notes],
  );
  return (
    <ListPage
      db={db}
      entity="eInvoices"
      title={<Trans>e-Invoices</Trans>}
      notice={
        <>
          <SimulatedServiceNotice />
          {user.userType === 'staff' && (can(...CONSOLIDATION.prepare) || can(...CONSOLIDATION.submit)) ? (
            <Link
              to="/invoice/e-invoices/consolidated"
              className={css({ fontSize: 'sm', textDecoration: 'underline' })}
            >
              <Trans>Monthly consolidated e-invoices</Trans>
            </Link>
          ) : null}
        </>
      }
      caption={t`e-Invoices`}
      filterLabel={t`Filter e-invoices`}
      downloadingLabel={t`Downloading e-invoices…`}
      columns={useEInvoiceColumns()}
      filters={useEInvoiceFilters()}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={openRow}
      canExport={can('invoice.manage', 'export')}
      emptyText={<Trans>No document has been sent for e-invoicing yet.</Trans>}
      noMatchText={<Trans>No e-invoices match these filters.</Trans>}
    />
  );
}
