import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { MerchantHistorySchema, type Invoice, type MerchantHistoryEntry } from '../../contract';
import { apiRequest } from '../../lib/api';
import type { MirrorDb } from '../../lib/db';
import { formatDateTime } from '../../lib/format/date';

const ACTIONS: Record<string, MessageDescriptor> = {
  'invoice.create': msg`Drafted`,
  'invoice.update': msg`Draft changed`,
  'invoice.issue': msg`Issued`,
  'invoice.deactivate': msg`Deactivated`,
  'creditNote.create': msg`Credit note added`,
  'creditNote.deactivate': msg`Credit note deactivated`,
  'debitNote.create': msg`Debit note added`,
  'debitNote.deactivate': msg`Debit note deactivated`,
};

const detail = (entry: MerchantHistoryEntry, key: string) =>
  typeof entry.details[key] === 'string' ? (entry.details[key] as string) : '';

/** The invoice's audit trail (online only: the audit log is not mirrored). */
const fetchInvoiceHistory = (id: string) =>
  apiRequest(`/Invoice/${encodeURIComponent(id)}/history`, { schema: MerchantHistorySchema });

/**
 * Whether the server has the invoice: no create op of it waits in the outbox (docs/ARCHITECTURE.md,
 * Outbox). undefined while reading.
 */
function useIsOnServer(db: MirrorDb, id: string): boolean | undefined {
  return useLiveQuery(async () => {
    const ops = await db.outbox.where('[entity+entityId]').equals(['invoices', id]).toArray();
    return !ops.some((op) => op.create);
  }, [db, id]);
}

/**
 * Who did what to the invoice and its notes, from the server's audit log; loaded again when the
 * row's version moves (the server took a change). Offline, or before the server has the invoice
 * (its create op still waits, so the server is not asked), it shows what the row itself records
 * (drafted, issued, deactivated) and says so.
 */
export function InvoiceTrail({ db, invoice }: { db: MirrorDb; invoice: Invoice }) {
  const { i18n } = useLingui();
  const [entries, setEntries] = useState<MerchantHistoryEntry[] | null>(null);
  const isOnServer = useIsOnServer(db, invoice.id);
  useEffect(() => {
    if (!isOnServer) return;
    let isCurrent = true;
    fetchInvoiceHistory(invoice.id).then(
      (found) => isCurrent && setEntries(found),
      () => isCurrent && setEntries(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [invoice.id, invoice.version, isOnServer]);

  return (
    <section aria-labelledby="invoice-trail" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="invoice-trail" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>History</Trans>
      </h2>
      {entries && entries.length > 0 ? (
        <ol className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
          {entries.map((entry) => {
            const known = ACTIONS[entry.action];
            const what = known ? i18n._(known) : entry.action;
            const number = detail(entry, 'invoiceNumber') || detail(entry, 'documentNumber');
            const reason = detail(entry, 'reason');
            const who = entry.userName ?? '';
            const when = formatDateTime(entry.at, i18n.locale);
            return (
              <li key={entry.id}>
                <span className={css({ fontWeight: 'medium' })}>{what}</span>
                {number ? ` ${number}` : ''}
                {reason ? `: ${reason}` : ''}{' '}
                <span className={css({ color: 'fg.muted' })}>
                  <Trans>
                    by {who} on {when}
                  </Trans>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <RowTrail invoice={invoice} />
      )}
    </section>
  );
}

/** What the device knows without the server: the row's own times. */
function RowTrail({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  const when = (iso: string) => formatDateTime(iso, i18n.locale);
  const reason = invoice.deactivationReason ?? '';
  return (
    <>
      <ol className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
        <li>
          <Trans>Drafted</Trans> · {when(invoice.createdAt)}
        </li>
        {invoice.issuedAt ? (
          <li>
            <Trans>Issued</Trans> · {when(invoice.issuedAt)}
          </li>
        ) : null}
        {invoice.status === 'Deactivated' ? (
          <li>
            <Trans>Deactivated: {reason}</Trans> · {when(invoice.updatedAt)}
          </li>
        ) : invoice.updatedAt !== invoice.createdAt ? (
          <li>
            <Trans>Last changed</Trans> · {when(invoice.updatedAt)}
          </li>
        ) : null}
      </ol>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>Who made each change is shown when the server can be reached.</Trans>
      </p>
    </>
  );
}
