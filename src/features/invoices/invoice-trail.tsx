import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Invoice } from '../../contract';
import { formatDateTime } from '../../lib/format/date';

/**
 * The invoice's trail as its row records it: created, last changed, issued, deactivated. The
 * server's audit log has every call; it has no history call for invoices, so this is what the
 * device knows (offline too).
 */
export function InvoiceTrail({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui();
  const when = (iso: string) => formatDateTime(iso, i18n.locale);
  const reason = invoice.deactivationReason ?? '';
  return (
    <section aria-labelledby="invoice-trail" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="invoice-trail" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>History</Trans>
      </h2>
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
    </section>
  );
}
