import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Loading } from '../../ui/loading';
import type { SessionUser } from '../../contract';
import type { EInvoiceDocumentRef } from '../../contract/e-invoice/e-invoice-offers';
import {
  businessToday,
  deactivationBlock,
  DEFAULT_CURRENCY,
  exchangeRateText,
  formatMoney,
  INVOICE_FUNCTIONS,
  issueBlock,
} from '../../contract';
import { useCan } from '../../lib/access/access-check';
import type { MirrorDb } from '../../lib/db';
import { formatCalendarDate } from '../../lib/format/date';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Badge } from '../../ui/badge';
import { button } from 'styled-system/recipes';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { ChangedElsewhereNotice } from '../../ui/changed-elsewhere-notice';
import { EInvoicePreflightPanel } from '../../ui/tax-identity/e-invoice-preflight-panel';
import { DeactivateDialog } from './deactivate-dialog';
import { INVOICE_STATUS_LABELS, MARKET_LABELS, sayLabel, STATUS_TONES } from './invoice-labels';
import { InvoiceLinesView } from './invoice-lines-view';
import { InvoiceNotesSection } from './invoice-notes-section';
import { InvoiceTotals } from './invoice-totals';
import { InvoiceTrail } from './invoice-trail';
import { deactivateInvoice, issueInvoice } from './invoices.store';
import { useInvoice, useInvoiceNotes, useMerchant, withDeviceNotes, type InvoiceView } from './use-invoice';

/** The e-invoice of a document, drawn by the page's route (docs/ARCHITECTURE.md, E-invoices (MyInvois)). */
export type EInvoiceSlot = (document: EInvoiceDocumentRef) => ReactNode;

type DetailProps = {
  db: MirrorDb;
  user: SessionUser;
  id: string;
  eInvoice?: EInvoiceSlot;
  /** The state of the invoice's e-invoice on the device: the pre-flight stops once it is sent. */
  eInvoiceState?: string | null;
};

const linkButton = button({ variant: 'outline', size: 'sm' });

/** One invoice from the mirror: header, lines, totals, notes and net, actions by FAC and lifecycle. */
export function InvoiceDetailPage({ db, user, id, eInvoice, eInvoiceState }: DetailProps) {
  const { t, i18n } = useLingui();
  const can = useCan(user);
  const stored = useInvoice(db, id);
  const notes = useInvoiceNotes(db, id);
  const merchant = useMerchant(db, stored?.merchantId ?? null);
  const merchantName = merchant ? String(merchant['merchantName'] ?? '') : null;
  const [dialog, setDialog] = useState<'issue' | 'deactivate' | null>(null);

  if (stored === undefined) return <Loading />;
  if (stored === null) {
    return (
      <p role="alert">
        <Trans>
          This invoice is not on this device. It may have been removed, or it is not yours to see.
        </Trans>
      </p>
    );
  }
  const invoice = withDeviceNotes(stored, notes ?? []);
  const money = (sen: number) => formatMoney(sen, invoice.currency, i18n.locale);
  const number = invoice.invoiceNumber ?? t`Number pending`;
  const isDraft = invoice.status === 'Draft';
  const isIssued = invoice.status === 'Issued';
  const allowed = (pair: readonly [string, Parameters<typeof can>[1]]) => can(pair[0], pair[1]);
  const issueRefusal = isDraft ? issueBlock(invoice, businessToday()) : null;
  const deactivateRefusal = deactivationBlock(invoice);
  const say = (code: string | null) =>
    code ? translateMessage(i18n, code, { currency: invoice.currency }) : null;

  async function issue() {
    const mark = await markOutbox();
    await issueInvoice(stored as NonNullable<typeof stored>);
    void announceQueuedChange(mark, t`Invoice issued. Its number is assigned by the server.`, {
      // Once the server took it, the mirrored row carries the number it gave.
      savedText: async () => {
        const number = ((await db.rows('invoices').get(id)) as InvoiceView | undefined)?.invoiceNumber;
        return number ? t`Saved as ${number}.` : null;
      },
    });
  }

  async function deactivate(reason: string) {
    const mark = await markOutbox();
    await deactivateInvoice(stored as NonNullable<typeof stored>, reason);
    void announceQueuedChange(mark, t`Invoice deactivated.`);
  }

  const exchangeRateField: [ReactNode, ReactNode] = [
    <Trans key="e">Exchange rate</Trans>,
    invoice.exchangeRate ? exchangeRateText(invoice.currency, invoice.exchangeRate) : t`Not given yet`,
  ];
  const fields: [ReactNode, ReactNode][] = [
    [<Trans key="m">Merchant</Trans>, merchantName ?? '—'],
    [<Trans key="c">Currency</Trans>, invoice.currency],
    ...(invoice.currency === DEFAULT_CURRENCY ? [] : [exchangeRateField]),
    [
      <Trans key="i">Issue date</Trans>,
      invoice.issueDate ? formatCalendarDate(invoice.issueDate, i18n.locale) : '—',
    ],
    [<Trans key="d">Due date</Trans>, formatCalendarDate(invoice.dueDate, i18n.locale)],
    [<Trans key="t">Tour code</Trans>, invoice.tourCode ?? '—'],
    [<Trans key="g">Guest name</Trans>, invoice.guestName],
    [<Trans key="k">Market</Trans>, sayLabel(i18n, MARKET_LABELS, invoice.market)],
    [<Trans key="h">Handled by</Trans>, invoice.handledBy],
    [<Trans key="r">Remark</Trans>, invoice.remark ?? '—'],
  ];
  if (invoice.deactivationReason) {
    fields.push([<Trans key="x">Deactivation reason</Trans>, invoice.deactivationReason]);
  }

  return (
    <section aria-labelledby="invoice-title" className={css({ display: 'grid', gap: '6', maxW: '6xl' })}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1 id="invoice-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Invoice {number}</Trans>
        </h1>
        <Badge tone={STATUS_TONES[invoice.status]}>
          {sayLabel(i18n, INVOICE_STATUS_LABELS, invoice.status)}
        </Badge>
        {invoice._pending ? (
          <Badge tone="info">
            <Trans>Not yet sent</Trans>
          </Badge>
        ) : null}
      </header>
      <ChangedElsewhereNotice entity="invoices" row={stored} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {isDraft && allowed(INVOICE_FUNCTIONS.update) ? (
          <>
            <Link to="/invoice/invoice/$id/edit" params={{ id }} className={linkButton}>
              <Trans>Edit</Trans>
            </Link>
            <Button size="sm" onClick={() => setDialog('issue')}>
              <Trans>Issue</Trans>
            </Button>
          </>
        ) : null}
        {isIssued && allowed(INVOICE_FUNCTIONS.createNote) ? (
          <>
            <Link
              to="/invoice/credit-debit-note/new"
              search={{ invoiceId: id, kind: 'Credit' }}
              className={linkButton}
            >
              <Trans>Add credit note</Trans>
            </Link>
            <Link
              to="/invoice/credit-debit-note/new"
              search={{ invoiceId: id, kind: 'Debit' }}
              className={linkButton}
            >
              <Trans>Add debit note</Trans>
            </Link>
          </>
        ) : null}
        <Link to="/invoice/invoice/$id/print" params={{ id }} className={linkButton}>
          <Trans>Print</Trans>
        </Link>
        {invoice.status !== 'Deactivated' && allowed(INVOICE_FUNCTIONS.deactivate) ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('deactivate')}>
            <Trans>Deactivate</Trans>
          </Button>
        ) : null}
      </div>
      {isIssued ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>An issued invoice cannot be changed. Correct it with a credit or debit note.</Trans>
        </p>
      ) : null}
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: '3',
        })}
      >
        {fields.map(([label, value], index) => (
          <div key={index}>
            <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {eInvoice?.({
        kind: 'invoice',
        documentId: id,
        documentState: isDraft ? 'draft' : isIssued || invoice.issuedAt ? 'issued' : 'never-issued',
        invoiceId: id,
        number: invoice.invoiceNumber,
        currency: invoice.currency,
        exchangeRate: invoice.exchangeRate,
      })}
      <EInvoicePreflightPanel
        db={db}
        invoice={invoice}
        merchant={merchant}
        eInvoiceState={eInvoiceState}
        consolidatedLink={
          user.userType === 'staff' ? (
            <Link to="/invoice/e-invoices/consolidated">
              <Trans>Open the consolidated e-invoices</Trans>
            </Link>
          ) : null
        }
      />
      <InvoiceLinesView invoice={invoice} />
      <InvoiceTotals
        figures={invoice}
        currency={invoice.currency}
        extra={
          <>
            <dt className={css({ color: 'fg.muted' })}>
              <Trans>Credited</Trans>
            </dt>
            <dd className={css({ textAlign: 'right' })}>{money(invoice.creditedSen)}</dd>
            <dt className={css({ color: 'fg.muted' })}>
              <Trans>Debited</Trans>
            </dt>
            <dd className={css({ textAlign: 'right' })}>{money(invoice.debitedSen)}</dd>
            <dt className={css({ fontWeight: 'semibold' })}>
              <Trans>Net amount</Trans>
            </dt>
            <dd className={css({ textAlign: 'right', fontWeight: 'semibold' })}>{money(invoice.netSen)}</dd>
          </>
        }
      />
      <InvoiceNotesSection db={db} user={user} invoice={invoice} notes={notes ?? []} eInvoice={eInvoice} />
      <InvoiceTrail db={db} invoice={invoice} />
      <ConfirmDialog
        open={dialog === 'issue' && !issueRefusal}
        onOpenChange={(open) => setDialog(open ? 'issue' : null)}
        title={<Trans>Issue this invoice?</Trans>}
        description={
          <Trans>
            The server gives it the next invoice number. An issued invoice cannot be changed; corrections are
            made with credit and debit notes.
          </Trans>
        }
        confirmLabel={<Trans>Issue</Trans>}
        onConfirm={() => void issue()}
      />
      <DeactivateDialog
        open={dialog === 'deactivate' || (dialog === 'issue' && Boolean(issueRefusal))}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={
          dialog === 'issue' ? (
            <Trans>This invoice cannot be issued</Trans>
          ) : (
            <Trans>Deactivate invoice {number}?</Trans>
          )
        }
        blockedBy={dialog === 'issue' ? say(issueRefusal) : say(deactivateRefusal)}
        onConfirm={(reason) => void deactivate(reason)}
      />
    </section>
  );
}
