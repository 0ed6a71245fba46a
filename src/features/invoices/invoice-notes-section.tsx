import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Invoice, SessionUser } from '../../contract';
import type { EInvoiceDocumentRef } from '../../contract/e-invoice/e-invoice-offers';
import { formatMoney, INVOICE_FUNCTIONS, noteDeactivationBlock } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import type { MirrorDb } from '../../lib/db';
import { formatCalendarDate } from '../../lib/format/date';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { DeactivateDialog } from './deactivate-dialog';
import {
  NOTE_KIND_LABELS,
  NOTE_STATUS_LABELS,
  PAYMENT_MODE_LABELS,
  sayLabel,
  STATUS_TONES,
} from './invoice-labels';
import { deactivateNote } from './invoices.store';
import { linesTable, moneyCell } from './line-styles';
import type { NoteView } from './use-invoice';

type NotesProps = {
  db: MirrorDb;
  user: SessionUser;
  invoice: Invoice;
  notes: NoteView[];
  /** Each note's e-invoice, drawn by the page's route. */
  eInvoice?: ((document: EInvoiceDocumentRef) => ReactNode) | undefined;
};

/** The invoice's credit and debit notes, each with its print view and deactivation. */
export function InvoiceNotesSection({ user, invoice, notes, eInvoice }: NotesProps) {
  const { t, i18n } = useLingui();
  const can = useCan(user);
  const [deactivating, setDeactivating] = useState<NoteView | null>(null);
  const mayDeactivate = can(...INVOICE_FUNCTIONS.deactivateNote);
  const refusal = deactivating ? noteDeactivationBlock(invoice, deactivating) : null;
  const number = deactivating?.documentNumber ?? t`Number pending`;

  async function deactivate(reason: string) {
    if (!deactivating) return;
    const mark = await markOutbox();
    await deactivateNote(deactivating, reason);
    void announceQueuedChange(
      mark,
      deactivating.kind === 'Credit' ? t`Credit note deactivated.` : t`Debit note deactivated.`,
    );
  }

  return (
    <section
      aria-labelledby="invoice-notes"
      className={css({ display: 'grid', gap: '2', gridTemplateColumns: 'minmax(0, 1fr)' })}
    >
      <h2 id="invoice-notes" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Credit and debit notes</Trans>
      </h2>
      {notes.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>No credit or debit notes.</Trans>
        </p>
      ) : (
        <div className={css({ overflowX: 'auto' })}>
          <table className={linesTable}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Document number</Trans>
                </th>
                <th scope="col">
                  <Trans>Type</Trans>
                </th>
                <th scope="col">
                  <Trans>Document date</Trans>
                </th>
                <th scope="col">
                  <Trans>Payment mode</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Total</Trans>
                </th>
                <th scope="col">
                  <span className={css({ srOnly: true })}>
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {notes.map((note) => (
                <tr key={note.id}>
                  <td>{note.documentNumber ?? t`Number pending`}</td>
                  <td>{sayLabel(i18n, NOTE_KIND_LABELS, note.kind)}</td>
                  <td>{formatCalendarDate(note.documentDate, i18n.locale)}</td>
                  <td>{sayLabel(i18n, PAYMENT_MODE_LABELS, note.paymentMode)}</td>
                  <td>
                    <Badge tone={STATUS_TONES[note.status]}>
                      {sayLabel(i18n, NOTE_STATUS_LABELS, note.status)}
                    </Badge>
                    {note._pending ? (
                      <>
                        {' '}
                        <Badge tone="info">
                          <Trans>Not yet sent</Trans>
                        </Badge>
                      </>
                    ) : null}
                  </td>
                  <td className={moneyCell}>{formatMoney(note.totalSen, note.currency, i18n.locale)}</td>
                  <td className={css({ display: 'flex', gap: '2' })}>
                    <Link
                      to="/invoice/credit-debit-note/$id/print"
                      params={{ id: note.id }}
                      className={button({ variant: 'outline', size: 'sm' })}
                    >
                      <Trans>Print</Trans>
                    </Link>
                    {mayDeactivate && note.status === 'Active' ? (
                      <Button size="sm" variant="outline" onClick={() => setDeactivating(note)}>
                        <Trans>Deactivate</Trans>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {eInvoice
        ? notes.map((note) => (
            <div key={note.id}>
              {eInvoice({
                kind: note.kind === 'Credit' ? 'credit' : 'debit',
                documentId: note.id,
                documentState: 'issued',
                invoiceId: invoice.id,
                number: note.documentNumber,
                currency: note.currency,
                exchangeRate: note.exchangeRate,
              })}
            </div>
          ))
        : null}
      <DeactivateDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? null : setDeactivating(null))}
        title={<Trans>Deactivate note {number}?</Trans>}
        blockedBy={refusal ? translateMessage(i18n, refusal) : null}
        onConfirm={(reason) => void deactivate(reason)}
      />
    </section>
  );
}
