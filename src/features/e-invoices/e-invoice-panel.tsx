/**
 * The e-invoice of one issued document on its detail screen (docs/e-invoicing.md, How the product
 * uses them): its latest attempt's state at MyInvois, the UUID and dates, the service's errors of
 * an Invalid one in the user's language at the field they name, the cancel within 72 hours, the
 * resubmit after a fix (given as a slot) and the earlier attempts. It shows what it is given (the
 * mirrored rows, the service, the time): the page reads them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { panel } from 'styled-system/recipes';
import { exchangeRateText, type EInvoice, type EInvoiceServiceInfo } from '../../contract';
import { cancelStanding } from '../../contract/e-invoice/e-invoice-offers';
import { formatDateTime } from '../../lib/format/date';
import { EInvoiceAttempts, EInvoiceErrorList } from './e-invoice-attempts';
import { EInvoiceCancel } from './e-invoice-cancel';
import { EInvoiceStateBadge } from './e-invoice-state-badge';
import { FactList } from './fact-list';

export type EInvoicePanelProps = {
  /** The latest attempt: undefined while it is read, null when the device has none for the document. */
  row: EInvoice | null | undefined;
  /** The document's earlier attempts, newest first. */
  earlier?: readonly EInvoice[];
  /** The resubmit of an Invalid or Cancelled attempt, when the caller may (e-invoice-resubmit.tsx). */
  resubmit?: ReactNode;
  service: EInvoiceServiceInfo | undefined;
  /** A Draft has no e-invoice until it is issued; a document waiting in the outbox has none yet. */
  documentState: 'draft' | 'issued' | 'never-issued';
  online: boolean;
  mayCancel: boolean;
  now: Date;
  onCancel: (reason: string) => Promise<void>;
  correctionLinks: ReactNode;
  /** The heading: "E-invoice" unless given (a note's names the note). */
  title?: ReactNode;
  /** A document not in MYR: the rate its e-invoice carries (docs/e-invoicing.md, Foreign currency). */
  exchange?: { currency: string; rate: string } | null;
};

const muted = css({ fontSize: 'sm', color: 'fg.muted' });

export function EInvoicePanel(props: EInvoicePanelProps) {
  const { row, service, documentState, online, now } = props;
  const { i18n } = useLingui();
  const headingId = useId();
  if (row === undefined) return null;
  const state = row?.state ?? (documentState === 'issued' ? 'queued' : null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.locale) : '—');
  const fields: [ReactNode, ReactNode][] = [];
  if (row?.uuid && row.state !== 'consolidated')
    fields.push([<Trans key="u">UUID</Trans>, <code key="v">{row.uuid}</code>]);
  if (props.exchange) {
    const { currency, rate } = props.exchange;
    fields.push([<Trans key="x">Exchange rate</Trans>, exchangeRateText(currency, rate)]);
  }
  if (row?.submittedAt) fields.push([<Trans key="s">Submitted on</Trans>, when(row.submittedAt)]);
  if (row?.validatedAt) fields.push([<Trans key="d">Validated on</Trans>, when(row.validatedAt)]);
  if (row?.cancelledAt) fields.push([<Trans key="c">Cancelled on</Trans>, when(row.cancelledAt)]);
  if (row?.cancelReason) fields.push([<Trans key="r">Cancellation reason</Trans>, row.cancelReason]);

  return (
    <section aria-labelledby={headingId} className={panel()}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {props.title ?? <Trans>E-invoice</Trans>}
        </h2>
        {state ? <EInvoiceStateBadge state={state} /> : null}
        {row && row.attempt > 1 ? (
          <span className={muted}>
            <Trans>Attempt {row.attempt}</Trans>
          </span>
        ) : null}
      </header>
      {state === null ? (
        <p className={muted}>
          {documentState === 'draft' ? (
            <Trans>Not submitted: the e-invoice is sent when the invoice is issued.</Trans>
          ) : (
            <Trans>No e-invoice: this document was never issued.</Trans>
          )}
        </p>
      ) : null}
      {state === 'queued' ? (
        <p className={muted}>
          {online ? (
            <Trans>Queued: the server submits it to MyInvois shortly.</Trans>
          ) : (
            <Trans>Queued: it waits for the connection.</Trans>
          )}
        </p>
      ) : null}
      {state === 'submitted' ? (
        <p className={muted}>
          <Trans>Submitted: MyInvois is validating it.</Trans>
        </p>
      ) : null}
      {state === 'for_consolidation' ? (
        <p className={muted}>
          <Trans>
            The buyer has no TIN: this invoice waits for the month’s consolidated e-invoice and is not sent on
            its own.
          </Trans>
        </p>
      ) : null}
      {row && state === 'consolidated' ? (
        <p>
          <Trans>
            Included in consolidated e-invoice {row.consolidatedNumber ?? '—'}, {row.uuid ?? '—'}. Its printed
            QR code is the consolidated e-invoice’s.
          </Trans>
        </p>
      ) : null}
      {fields.length > 0 ? <FactList facts={fields} /> : null}
      {row && state === 'invalid' ? (
        <InvalidErrors row={row} correctionLinks={props.correctionLinks} />
      ) : null}
      {row ? (
        <EInvoiceCancel
          standing={cancelStanding(row, now)}
          mayCancel={props.mayCancel}
          online={online}
          onCancel={props.onCancel}
          correctionLinks={props.correctionLinks}
        />
      ) : null}
      {row && (state === 'invalid' || state === 'cancelled') ? props.resubmit : null}
      <EInvoiceAttempts attempts={props.earlier ?? []} />
      {service?.simulated ? (
        <p className={muted}>
          <Trans>Simulated MyInvois: not validated by LHDN.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function InvalidErrors({ row, correctionLinks }: { row: EInvoice; correctionLinks: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <EInvoiceErrorList errors={row.errors} label={t`Errors from MyInvois`} />
      <p className={muted}>
        <Trans>
          MyInvois refused this document. If the company’s or the buyer’s details were wrong, fix them and
          send it again; if the document itself is wrong, correct it with a credit or debit note.
        </Trans>
      </p>
      {correctionLinks}
    </div>
  );
}
