import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
import { css } from 'styled-system/css';
import type { Invoice, SupplierTaxIdentity } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';
import { invoicePreflight, type MerchantBuyer } from './invoice-preflight';
import { preflightFieldLabel } from './preflight-field-label';
import { useSupplierIdentity } from '../../lib/e-invoice/supplier-identity';

const panel = css({
  display: 'grid',
  gap: '2',
  p: '4',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
const notice = css({
  bg: 'warning.bg',
  color: 'warning.fg',
  borderRadius: 'md',
  p: '3',
  fontSize: 'sm',
});

type PanelProps = {
  db: MirrorDb;
  invoice: Invoice;
  merchant: MerchantBuyer | null | undefined;
  /** The e-invoice's state where the device knows it; the panel shows only before it is sent. */
  eInvoiceState?: string | null;
  /** The way to the consolidated e-invoice screen, shown beside the notice of a buyer without a TIN. */
  consolidatedLink?: ReactNode;
};

/** Shown on a Draft and on an issued invoice whose e-invoice is not sent yet. */
export const isPreflightShown = (invoice: Pick<Invoice, 'status'>, eInvoiceState?: string | null) =>
  invoice.status === 'Draft' ||
  (invoice.status === 'Issued' &&
    (eInvoiceState === undefined ||
      eInvoiceState === null ||
      eInvoiceState === 'queued' ||
      eInvoiceState === 'for_consolidation'));

/**
 * The e-invoice pre-flight of an invoice (docs/ARCHITECTURE.md, E-invoices), on the device and
 * offline: every problem MyInvois would reject, each with the field to fix, and the notice that a
 * buyer without a TIN is reported in the monthly consolidated e-invoice.
 */
export function EInvoicePreflightPanel({
  db,
  invoice,
  merchant,
  eInvoiceState,
  consolidatedLink,
}: PanelProps) {
  const supplier = useSupplierIdentity(db);
  if (!isPreflightShown(invoice, eInvoiceState) || supplier === undefined || merchant === undefined)
    return null;
  return (
    <PreflightView
      invoice={invoice}
      merchant={merchant}
      supplier={supplier}
      consolidatedLink={consolidatedLink}
    />
  );
}

type ViewProps = {
  invoice: Invoice;
  merchant: MerchantBuyer | null;
  supplier: SupplierTaxIdentity | null;
  consolidatedLink?: ReactNode;
};

export function PreflightView({ invoice, merchant, supplier, consolidatedLink }: ViewProps) {
  const { i18n, t } = useLingui();
  const result = useMemo(
    () => (supplier ? invoicePreflight(invoice, merchant, supplier) : null),
    [invoice, merchant, supplier],
  );
  return (
    <section aria-labelledby="e-invoice-preflight" className={panel}>
      <h2 id="e-invoice-preflight" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>E-invoice pre-flight</Trans>
      </h2>
      {!result ? (
        <p className={notice}>
          <Trans>
            The company’s e-invoice details are not on this device yet. Go online once, or ask a Checker to
            enter them under E-invoice Settings.
          </Trans>
        </p>
      ) : (
        <>
          {result.hasNoBuyerTin ? (
            <p className={notice}>
              <Trans>
                The buyer has no TIN. This invoice is reported in the monthly consolidated e-invoice under the
                general public’s TIN unless you add the buyer’s TIN.
              </Trans>{' '}
              {consolidatedLink}
            </p>
          ) : null}
          {result.problems.length === 0 ? (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              <Trans>No problems found: MyInvois should accept this e-invoice.</Trans>
            </p>
          ) : (
            <ul
              aria-label={t`Problems to fix`}
              className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}
            >
              {result.problems.map((problem, index) => (
                <li
                  key={`${problem.field}-${problem.code}-${index}`}
                  className={css({ display: 'grid', gap: '0.5' })}
                >
                  <strong>{preflightFieldLabel(i18n, problem.field)}</strong>
                  <span className={css({ color: 'danger.fg' })}>
                    {translateMessage(i18n, problem.code, problem.params)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
