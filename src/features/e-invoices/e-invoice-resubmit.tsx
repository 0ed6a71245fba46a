/**
 * Sending an e-invoice again after a fix (docs/e-invoicing.md, Resubmit), on the panel of a document
 * whose latest attempt is Invalid or Cancelled, for a caller holding the issue grant. The same
 * pre-flight the server runs is run here first, on the device's copy of the document, its merchant
 * (the buyer) and the company's identity, and the button waits until it finds nothing; what it
 * finds is listed at the field to fix. The new attempt goes through the outbox (offline too).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { EInvoice, Invoice, InvoiceNote, PreflightProblem } from '../../contract';
import type { EInvoiceDocumentRef } from '../../contract/e-invoice/e-invoice-offers';
import type { MirrorDb } from '../../lib/db';
import { useSupplierIdentity } from '../../lib/e-invoice/supplier-identity';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { invoicePreflight, notePreflight } from '../../ui/tax-identity/invoice-preflight';
import { preflightFieldLabel } from '../../ui/tax-identity/preflight-field-label';
import { useEInvoiceOf } from './use-e-invoice';

const muted = css({ fontSize: 'sm', color: 'fg.muted' });

type Parts = { document: Invoice | InvoiceNote | null; merchant: Record<string, unknown> | null };

/** The document and its merchant from the mirror; undefined while read. */
function useDocumentParts(db: MirrorDb, ref: EInvoiceDocumentRef): Parts | undefined {
  return useLiveQuery(async (): Promise<Parts> => {
    const table = ref.kind === 'invoice' ? 'invoices' : 'invoiceNotes';
    const document = ((await db.rows(table).get(ref.documentId)) ?? null) as Invoice | InvoiceNote | null;
    const merchant = document ? ((await db.rows('merchants').get(document.merchantId)) ?? null) : null;
    return { document, merchant };
  }, [db, ref.kind, ref.documentId]);
}

/** The device's pre-flight of the document: null when it cannot run here (no company identity, no copy). */
function useResubmitPreflight(db: MirrorDb, ref: EInvoiceDocumentRef): PreflightProblem[] | null | undefined {
  const supplier = useSupplierIdentity(db);
  const parts = useDocumentParts(db, ref);
  const original = useEInvoiceOf('invoice', ref.invoiceId);
  if (supplier === undefined || parts === undefined || original === undefined) return undefined;
  if (!supplier || !parts.document) return null;
  if (ref.kind === 'invoice')
    return invoicePreflight(parts.document as Invoice, parts.merchant, supplier).problems;
  return notePreflight(parts.document as InvoiceNote, original?.uuid ?? null, parts.merchant, supplier);
}

type ResubmitProps = {
  db: MirrorDb;
  document: EInvoiceDocumentRef;
  latest: EInvoice;
  /** Queues the new attempt. */
  onResubmit: (latest: EInvoice) => Promise<void>;
};

export function EInvoiceResubmit({ db, document, latest, onResubmit }: ResubmitProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const problems = useResubmitPreflight(db, document);
  if (problems === undefined) return null;

  async function resubmit() {
    setBusy(true);
    try {
      await onResubmit(latest);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      <p className={muted}>
        <Trans>
          Once the company’s or the buyer’s details are fixed, send the e-invoice again as a new document.
          This attempt stays in the history.
        </Trans>
      </p>
      {problems === null ? (
        <p className={muted}>
          <Trans>The document or the company’s e-invoice details are not on this device yet.</Trans>
        </p>
      ) : null}
      {problems && problems.length > 0 ? (
        <ul aria-label={t`Fix these first`} className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
          {problems.map((problem, index) => (
            <li key={`${problem.field}-${problem.code}-${index}`}>
              <strong>{preflightFieldLabel(i18n, problem.field)}: </strong>
              <span className={css({ color: 'danger.fg' })}>
                {translateMessage(i18n, problem.code, problem.params)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={busy || !problems || problems.length > 0}
        onClick={() => void resubmit()}
      >
        <Trans>Send e-invoice again</Trans>
      </Button>
    </div>
  );
}
