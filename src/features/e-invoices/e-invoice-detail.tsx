/**
 * The e-invoice panel as the route places it on the invoice's detail, for the invoice and each of
 * its notes: it reads the mirrored attempts and the service (use-e-invoice.ts), the connection, the
 * caller's grants and the time, and hands them to the panel with the resubmit where the caller may
 * (docs/ARCHITECTURE.md, E-invoices (MyInvois)).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { INVOICE_FUNCTIONS, isAllowed, type SessionUser } from '../../contract';
import {
  mayCancelEInvoices,
  mayResubmitEInvoices,
  type EInvoiceDocumentRef,
} from '../../contract/e-invoice/e-invoice-offers';
import type { EInvoice } from '../../contract';
import { getMirror } from '../../lib/db';
import { usePermissions } from '../../lib/access/access-check';
import { requestPull, useSyncStatus } from '../../lib/sync';
import { toaster } from '../../ui/toaster';
import { cancelEInvoice } from './e-invoice-cancel.api';
import { EInvoicePanel } from './e-invoice-panel';
import { EInvoiceResubmit } from './e-invoice-resubmit';
import { resubmitEInvoice } from './e-invoice-resubmit.store';
import { useEInvoiceAttemptsOf, useEInvoiceService } from './use-e-invoice';
import { useMinuteClock } from './use-minute-clock';

const linkButton = button({ variant: 'outline', size: 'sm' });

/** The credit and debit note forms of the invoice, for a user who may create notes. */
function CorrectionLinks({ invoiceId, user }: { invoiceId: string; user: SessionUser }) {
  const permissions = usePermissions(user);
  if (!isAllowed(permissions, ...INVOICE_FUNCTIONS.createNote)) return null;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      <Link to="/invoice/credit-debit-note/new" search={{ invoiceId, kind: 'Credit' }} className={linkButton}>
        <Trans>Add credit note</Trans>
      </Link>
      <Link to="/invoice/credit-debit-note/new" search={{ invoiceId, kind: 'Debit' }} className={linkButton}>
        <Trans>Add debit note</Trans>
      </Link>
    </div>
  );
}

export function EInvoiceDetail({ user, document }: { user: SessionUser; document: EInvoiceDocumentRef }) {
  const { t } = useLingui();
  const attempts = useEInvoiceAttemptsOf(document.kind, document.documentId);
  const row = attempts ? (attempts[0] ?? null) : undefined;
  const db = getMirror();
  const service = useEInvoiceService();
  const { online } = useSyncStatus();
  const permissions = usePermissions(user);
  const now = useMinuteClock();
  const number = document.number ?? '';

  async function cancel(reason: string) {
    await cancelEInvoice({ documentId: document.documentId, reason });
    toaster.create({ type: 'success', title: t`E-invoice cancelled at MyInvois.` });
    // The mirrored row changes at the server: bring it now rather than at the next pull.
    void requestPull();
  }

  async function resubmit(latest: EInvoice) {
    await resubmitEInvoice(latest);
    toaster.create({ type: 'success', title: t`E-invoice queued to be sent again.` });
  }

  return (
    <EInvoicePanel
      row={row}
      earlier={attempts?.slice(1)}
      resubmit={
        row && db && mayResubmitEInvoices(permissions) ? (
          <EInvoiceResubmit db={db} document={document} latest={row} onResubmit={resubmit} />
        ) : null
      }
      service={service}
      documentState={document.documentState}
      online={online}
      mayCancel={mayCancelEInvoices(user, permissions)}
      now={now}
      onCancel={cancel}
      correctionLinks={<CorrectionLinks invoiceId={document.invoiceId} user={user} />}
      exchange={
        document.currency && document.exchangeRate
          ? { currency: document.currency, rate: document.exchangeRate }
          : null
      }
      title={
        document.kind === 'credit' ? (
          <Trans>E-invoice of credit note {number}</Trans>
        ) : document.kind === 'debit' ? (
          <Trans>E-invoice of debit note {number}</Trans>
        ) : undefined
      }
    />
  );
}
