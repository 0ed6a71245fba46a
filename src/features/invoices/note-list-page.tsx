/**
 * The mirrored credit and debit notes, read from the device only, as two screens: Credit and Debit
 * Notes (/invoice/credit-debit-note, with "Add note") and the Adjustment Enquiry
 * (/invoice/adjustment-enquiry: staff also filter by merchant, and the totals by type of the
 * whole filtered view follow the list). A row opens its invoice's detail, which lists its notes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { invoiceNoteEntity, type NoteListQuery, type SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityIndex, type InvoiceNoteRow } from '../../lib/list-engine';
import type { ColumnCell } from '../../ui/list/column-cells';
import { ListPage } from '../../ui/list/list-page';
import type { ListFilterControl } from '../../ui/list/list-types';
import { merchantChoices } from '../../ui/list/merchant-filter';
import { NOTE_LABELS, useNoteColumns } from './note-columns';
import { useDocumentFilters } from './document-filters';
import { NoteTotalsPanel } from './note-totals-panel';

type NoteListPageProps = {
  variant: 'notes' | 'enquiry';
  user: SessionUser;
  query: NoteListQuery;
  onQueryChange: (next: Partial<NoteListQuery>) => void;
  /** The e-Invoice column's cell and filter (the e-invoices feature's, handed over by the route). */
  eInvoiceCell: ColumnCell<InvoiceNoteRow>;
  eInvoiceFilter: ListFilterControl;
};

export function NoteListPage(props: NoteListPageProps) {
  const { variant, user, query, onQueryChange, eInvoiceCell, eInvoiceFilter } = props;
  const { t } = useLingui();
  const can = useCan(user);
  const navigate = useNavigate();
  const db = getMirror();
  const isEnquiry = variant === 'enquiry';
  const merchants = useEntityIndex(db, 'merchants');
  const notes = useEntityIndex(db, 'invoiceNotes');
  const merchantName = useCallback((id: string) => merchants?.get(id)?.merchantName ?? null, [merchants]);
  const merchantVersion = merchants?.version;
  const noteVersion = notes?.version;
  const choices = useMemo(
    () => (isEnquiry && user.userType === 'staff' ? merchantChoices(notes, merchantName) : null),
    // The versions re-read the choices when either mirror changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [isEnquiry, user.userType, notes, noteVersion, merchantName, merchantVersion],
  );
  const columns = useNoteColumns(merchantName, eInvoiceCell);
  const filters = useDocumentFilters(invoiceNoteEntity, NOTE_LABELS, eInvoiceFilter, choices);
  const canOpenInvoice = can('invoice.manage', 'view');

  return (
    <ListPage
      db={db}
      entity="invoiceNotes"
      viewKey={isEnquiry ? 'invoiceNotes:enquiry' : 'invoiceNotes:list'}
      title={isEnquiry ? <Trans>Adjustment Enquiry</Trans> : <Trans>Credit and Debit Notes</Trans>}
      create={
        !isEnquiry && can('invoice.notes', 'create')
          ? { to: '/invoice/credit-debit-note/new', label: <Trans>Add note</Trans> }
          : null
      }
      caption={t`Credit and debit notes`}
      filterLabel={t`Filter credit and debit notes`}
      downloadingLabel={t`Downloading credit and debit notes…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      onOpenRow={
        canOpenInvoice
          ? (row) => void navigate({ to: '/invoice/invoice/$id', params: { id: row.invoiceId } })
          : undefined
      }
      canExport={can(isEnquiry ? 'invoice.adjustment' : 'invoice.notes', 'export')}
      emptyText={<Trans>There are no credit or debit notes yet.</Trans>}
      noMatchText={<Trans>No credit or debit notes match these filters.</Trans>}
    >
      {isEnquiry ? <NoteTotalsPanel db={db} query={query} /> : null}
    </ListPage>
  );
}
