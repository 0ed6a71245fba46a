/**
 * One month's consolidated e-invoice for review (docs/e-invoicing.md, Consolidated): the invoices it
 * reports with their totals, who prepared it and when, its state at MyInvois, and the Checker's
 * approval. The preparer sees why they cannot approve it (docs/security.md, E-invoices).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  type ConsolidationDetail,
  consolidationDeadline,
  DEFAULT_CURRENCY,
  exchangeRateText,
  formatMoney,
  groupTaxMyrSen,
} from '../../contract';
import { formatDateTime, formatMonth } from '../../lib/format/date';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { panel, warning } from './consolidation-styles';
import { EInvoiceStateBadge } from './e-invoice-state-badge';
import { ConsolidationDocuments } from './consolidation-documents';
import { FactList } from './fact-list';
import { firstEInvoiceError } from '../../contract';

const muted = css({ fontSize: 'sm', color: 'fg.muted' });

type ReviewProps = {
  detail: ConsolidationDetail;
  userId: string;
  mayPrepare: boolean;
  mayApprove: boolean;
  isBusy: boolean;
  now: Date;
  onPrepare: () => void;
  onApprove: () => void;
};

export function ConsolidationReview(props: ReviewProps) {
  const { detail, userId, now } = props;
  const { t, i18n } = useLingui();
  const { consolidation: c, documents } = detail;
  const amount = (sen: number) => formatMoney(sen, c.currency, i18n.locale);
  const isPrepared = c.state === 'prepared';
  const isOwn = c.preparedBy === userId;
  const facts: [ReactNode, ReactNode][] = [[<Trans key="m">Month</Trans>, formatMonth(c.month, i18n.locale)]];
  if (c.exchangeRate) {
    facts.push([<Trans key="x">Exchange rate</Trans>, exchangeRateText(c.currency, c.exchangeRate)]);
  }
  facts.push(
    [
      <Trans key="p">Prepared by</Trans>,
      `${c.preparedByName ?? '—'}, ${formatDateTime(c.preparedAt, i18n.locale)}`,
    ],
    [<Trans key="s">Subtotal</Trans>, amount(c.subtotalSen)],
    [<Trans key="t">Tax</Trans>, amount(c.taxSen)],
  );
  const taxMyrSen = c.exchangeRate ? groupTaxMyrSen(c, c.taxSen) : null;
  if (taxMyrSen !== null) {
    facts.push([<Trans key="y">SST in MYR</Trans>, formatMoney(taxMyrSen, DEFAULT_CURRENCY, i18n.locale)]);
  }
  facts.push([<Trans key="o">Total</Trans>, amount(c.totalSen)]);
  if (c.approvedAt) {
    facts.push([
      <Trans key="a">Approved by</Trans>,
      `${c.approvedByName ?? '—'}, ${formatDateTime(c.approvedAt, i18n.locale)}`,
    ]);
  }
  if (c.uuid) facts.push([<Trans key="u">UUID</Trans>, <code key="v">{c.uuid}</code>]);
  return (
    <section aria-labelledby="consolidation-review" className={panel}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h2 id="consolidation-review" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          <Trans>Consolidated e-invoice {c.codeNumber}</Trans>
        </h2>
        {c.eInvoiceState ? (
          <EInvoiceStateBadge state={c.eInvoiceState} />
        ) : (
          <span className={muted}>
            <Trans>Waiting for a Checker’s approval</Trans>
          </span>
        )}
      </header>
      <FactList facts={facts} />
      {isPrepared && !consolidationDeadline(c.month, now).hasMonthEnded ? (
        <p className={warning}>
          <Trans>
            The month is not over: invoices issued later this month go into another consolidated e-invoice.
          </Trans>
        </p>
      ) : null}
      {c.eInvoiceState === 'invalid' ? (
        <p className={warning}>
          <Trans>
            MyInvois refused it: {firstEInvoiceError(c.errors, i18n.locale)}. Its invoices wait again; prepare
            the month again once the cause is fixed.
          </Trans>
        </p>
      ) : null}
      <ConsolidationDocuments
        documents={documents}
        currency={c.currency}
        caption={t`Invoices reported (${documents.length})`}
      />
      {isPrepared && isOwn ? (
        <p className={muted}>{translateMessage(i18n, 'eInvoice.consolidationOwn')}</p>
      ) : null}
      {isPrepared ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {props.mayApprove && !isOwn ? (
            <Button disabled={props.isBusy} onClick={props.onApprove}>
              <Trans>Approve and submit</Trans>
            </Button>
          ) : null}
          {props.mayPrepare ? (
            <Button variant="outline" disabled={props.isBusy} onClick={props.onPrepare}>
              <Trans>Prepare again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
