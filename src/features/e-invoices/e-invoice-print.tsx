/**
 * The e-invoice on a printed document (docs/e-invoicing.md, How the product uses them): once
 * MyInvois validated it, a QR code of its public validation link and its UUID in text; before,
 * a line saying it is not validated yet. Labels in English and Malay like the rest of the print.
 * The QR encoder loads only here (src/ui/qr-code.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import type { EInvoice, EInvoiceDocumentKind, EInvoiceServiceInfo } from '../../contract';
import { validationLink } from '../../contract/e-invoice/e-invoice-offers';
import { apiOrigin } from '../../lib/api';
import { formatDateTime } from '../../lib/format/date';
import { useEInvoiceOf, useEInvoiceService } from './use-e-invoice';

const QrCode = lazy(() => import('../../ui/qr-code').then((module) => ({ default: module.QrCode })));

type EInvoicePrintProps = {
  row: EInvoice | null | undefined;
  service: EInvoiceServiceInfo | undefined;
  /** The origin a simulator's portal path is read on (the API's). */
  origin: string;
};

const line = css({ fontSize: 'sm', fontWeight: 'semibold' });

export function EInvoicePrint({ row, service, origin }: EInvoicePrintProps) {
  const { t, i18n } = useLingui();
  if (row === undefined) return null;
  if (row?.state === 'cancelled') {
    return (
      <p role="note" className={line}>
        <Trans>e-Invoice: cancelled at MyInvois / e-Invois: dibatalkan di MyInvois</Trans>
      </p>
    );
  }
  // An answer stored before the service named its portal has none: no link rather than a wrong one.
  const link = row && service?.portalUrl ? validationLink(service.portalUrl, row, origin) : null;
  if (!row || !link) {
    return (
      <p role="note" className={line}>
        <Trans>e-Invoice: not yet validated by MyInvois / e-Invois: belum disahkan oleh MyInvois</Trans>
      </p>
    );
  }
  return (
    <section
      aria-label={t`e-Invoice`}
      className={css({ display: 'flex', gap: '4', alignItems: 'center', breakInside: 'avoid' })}
    >
      <Suspense fallback={<div className={css({ w: '28', h: '28' })} />}>
        <QrCode
          value={link}
          label={t`MyInvois validation link of this document`}
          className={css({ w: '28', h: '28', flexShrink: 0 })}
        />
      </Suspense>
      <div className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
            columnGap: '3',
            rowGap: '1',
            fontSize: 'sm',
            overflowWrap: 'anywhere',
          })}
        >
          <dt className={css({ fontWeight: 'semibold' })}>
            <Trans>e-Invoice UUID / UUID e-Invois</Trans>
          </dt>
          <dd>{row.uuid}</dd>
          {row.validatedAt ? (
            <>
              <dt className={css({ fontWeight: 'semibold' })}>
                <Trans>Validated on / Disahkan pada</Trans>
              </dt>
              <dd>{formatDateTime(row.validatedAt, i18n.locale)}</dd>
            </>
          ) : null}
        </dl>
        {service?.simulated ? (
          <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
            <Trans>
              Simulated MyInvois: not validated by LHDN / MyInvois simulasi: tidak disahkan oleh LHDN
            </Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The block as the print routes place it: the mirrored row and the service, read here. */
export function EInvoicePrintOf({ kind, documentId }: { kind: EInvoiceDocumentKind; documentId: string }) {
  const row = useEInvoiceOf(kind, documentId);
  const service = useEInvoiceService();
  return <EInvoicePrint row={row} service={service} origin={apiOrigin()} />;
}
