/**
 * Consolidated e-invoices (/invoice/e-invoices/consolidated; docs/e-invoicing.md, Consolidated):
 * the months with invoices whose buyer has no TIN, one row per currency and exchange rate, each with
 * its deadline, where staff prepare a group's consolidated e-invoice and another Checker reviews,
 * approves and submits it. Online only:
 * the consolidation is the company's record on the server, never queued on the device.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import {
  CONSOLIDATION_FUNCTIONS as F,
  type ConsolidationDetail,
  type ConsolidationMonthRow,
  DEFAULT_CURRENCY,
  formatMoney,
  isChecker,
  type SessionUser,
} from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { useOnlineErrorText } from '../../lib/i18n/online-error-text';
import { translateMessage } from '../../lib/i18n/server-messages';
import { useSyncStatus } from '../../lib/sync';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { tableFrame } from '../../ui/styles/surfaces';
import { toaster } from '../../ui/toaster';
import {
  fetchConsolidation,
  fetchConsolidationMonths,
  prepareConsolidation,
  submitConsolidation,
} from './consolidated.api';
import { ConsolidationDeadline } from './consolidation-deadline';
import { ConsolidationReview } from './consolidation-review';
import { dataTable, money, warning } from './consolidation-styles';
import { ConsolidationWaiting, useGroupLabel, useGroupProblems } from './consolidation-waiting';
import { SimulatedServiceNotice } from './e-invoice-list-page';
import { EInvoiceStateBadge } from './e-invoice-state-badge';
import { useMinuteClock } from './use-minute-clock';

export function ConsolidatedPage({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const can = useCan(user);
  const { online } = useSyncStatus();
  const now = useMinuteClock();
  const [months, setMonths] = useState<ConsolidationMonthRow[] | null>(null);
  const [detail, setDetail] = useState<ConsolidationDetail | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const labelOf = useGroupLabel();
  const problemsOf = useGroupProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const mayPrepare = user.userType === 'staff' && can(...F.prepare);
  const mayApprove = isChecker(user) && can(...F.submit);

  const say = useOnlineErrorText();
  const load = useCallback(() => {
    fetchConsolidationMonths().then(
      (overview) => {
        setMonths(overview.months);
        setFailure(null);
      },
      (error: unknown) => setFailure(say(error)),
    );
  }, [say]);
  useEffect(load, [load, online]);

  async function run(
    action: () => Promise<ConsolidationDetail>,
    done: (next: ConsolidationDetail) => string,
  ) {
    setBusy(true);
    try {
      const next = await action();
      setDetail(next);
      toaster.create({ title: done(next), type: 'success' });
      load();
    } catch (error) {
      toaster.create({ title: say(error), type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  const prepare = (row: Pick<ConsolidationMonthRow, 'month' | 'currency' | 'exchangeRate'>) =>
    run(
      () =>
        prepareConsolidation({
          month: row.month,
          currency: row.currency as 'MYR',
          exchangeRate: row.exchangeRate,
        }),
      (next) =>
        translateMessage(i18n, 'eInvoice.consolidationPrepared', {
          number: next.consolidation.codeNumber,
          count: next.documents.length,
        }),
    );
  const approve = (current: ConsolidationDetail) =>
    run(
      () =>
        submitConsolidation({ id: current.consolidation.id, preparedAt: current.consolidation.preparedAt }),
      (next) =>
        translateMessage(i18n, 'eInvoice.consolidationSubmitted', { number: next.consolidation.codeNumber }),
    );
  const review = (id: string) => {
    setShown(null);
    fetchConsolidation(id).then(setDetail, (error: unknown) =>
      toaster.create({ title: say(error), type: 'error' }),
    );
  };
  const show = (key: string) => {
    setDetail(null);
    setShown(key);
  };
  const keyOf = (row: ConsolidationMonthRow) => `${row.month}-${row.currency}-${row.exchangeRate ?? ''}`;
  const shownGroup = months?.find((row) => keyOf(row) === shown && row.waiting.length > 0);
  const blocked = (months ?? []).flatMap((row) =>
    row.waiting.length > 0 ? problemsOf(row).map((problem) => ({ row, problem })) : [],
  );

  return (
    <section aria-labelledby="consolidated-title" className={css({ display: 'grid', gap: '5', maxW: '6xl' })}>
      <h1 id="consolidated-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Consolidated e-invoices</Trans>
      </h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        <Trans>
          Invoices whose buyer has no TIN are reported to MyInvois once a month, in one consolidated e‑invoice
          to the general public, within 7 days after the month ends. A Maker or Checker prepares the month;
          another Checker reviews it, then approves and submits it.
        </Trans>
      </p>
      <SimulatedServiceNotice />
      {!online ? (
        <p
          role="status"
          className={css({
            bg: 'warning.bg',
            color: 'warning.fg',
            p: '3',
            borderRadius: 'md',
            fontSize: 'sm',
          })}
        >
          <Trans>You are offline. Preparing and submitting a consolidated e-invoice need a connection.</Trans>
        </p>
      ) : null}
      {failure ? <FormAlert message={failure} /> : null}
      {months === null ? (
        failure ? null : (
          <Loading />
        )
      ) : months.length === 0 ? (
        <p>
          <Trans>No invoice is waiting for a consolidated e-invoice.</Trans>
        </p>
      ) : (
        // Focusable: on a phone the table scrolls sideways, by keyboard too.
        <div className={tableFrame} tabIndex={0} role="region" aria-label={t`Months to consolidate`}>
          <table className={dataTable}>
            <caption className={css({ srOnly: true })}>
              <Trans>Months to consolidate</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Month</Trans>
                </th>
                <th scope="col">
                  <Trans>Waiting invoices</Trans>
                </th>
                <th scope="col" className={money}>
                  <Trans>Waiting total</Trans>
                </th>
                <th scope="col" className={money}>
                  <Trans>Waiting tax</Trans>
                </th>
                <th scope="col">
                  <Trans>Consolidated e-invoice</Trans>
                </th>
                <th scope="col">
                  <Trans>Deadline</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((row) => {
                const c = row.consolidation;
                const label = labelOf(row);
                const waitingCount = row.waiting.length;
                const mayPrepareRow = mayPrepare && waitingCount > 0 && problemsOf(row).length === 0;
                return (
                  <tr key={keyOf(row)}>
                    <th scope="row" className={css({ fontWeight: 'medium', color: 'fg.default' })}>
                      {label}
                    </th>
                    <td>{waitingCount}</td>
                    <td className={money}>{formatMoney(row.waitingTotalSen, row.currency, i18n.locale)}</td>
                    <td className={money}>
                      {formatMoney(row.waitingTaxSen, row.currency, i18n.locale)}
                      {row.currency !== DEFAULT_CURRENCY && row.waitingTaxMyrSen !== null ? (
                        <span className={css({ display: 'block', color: 'fg.muted' })}>
                          {formatMoney(row.waitingTaxMyrSen, DEFAULT_CURRENCY, i18n.locale)}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      {c ? (
                        <span
                          className={css({
                            display: 'inline-flex',
                            gap: '2',
                            flexWrap: 'wrap',
                            alignItems: 'center',
                          })}
                        >
                          <span>{c.codeNumber}</span>
                          {c.eInvoiceState ? (
                            <EInvoiceStateBadge state={c.eInvoiceState} />
                          ) : (
                            <Badge tone="warning">
                              <Trans>To approve</Trans>
                            </Badge>
                          )}
                        </span>
                      ) : (
                        '—'
                      )}
                    </td>
                    {/* Wide enough on a phone that the Malay deadline wraps between words, not per word. */}
                    <td className={css({ minW: '44' })}>
                      <ConsolidationDeadline
                        month={row.month}
                        now={now}
                        isDone={waitingCount === 0 && c?.eInvoiceState === 'valid'}
                      />
                    </td>
                    <td>
                      <span className={css({ display: 'inline-flex', gap: '2', flexWrap: 'wrap' })}>
                        {waitingCount > 0 ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t`Invoices waiting in ${label}`}
                            onClick={() => show(keyOf(row))}
                          >
                            <Trans>Invoices</Trans>
                          </Button>
                        ) : null}
                        {mayPrepareRow ? (
                          <Button
                            size="sm"
                            aria-label={t`Prepare ${label}`}
                            disabled={isBusy || !online}
                            onClick={() => void prepare(row)}
                          >
                            <Trans>Prepare</Trans>
                          </Button>
                        ) : null}
                        {c ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={t`Review ${c.codeNumber}`}
                            disabled={!online}
                            onClick={() => review(c.id)}
                          >
                            <Trans>Review</Trans>
                          </Button>
                        ) : null}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {blocked.map(({ row, problem }) => (
        <p key={keyOf(row)} className={warning}>
          <strong>{labelOf(row)}</strong>: {problem}
        </p>
      ))}
      {shownGroup ? <ConsolidationWaiting group={shownGroup} label={labelOf(shownGroup)} /> : null}
      {detail ? (
        <ConsolidationReview
          detail={detail}
          userId={user.userID}
          mayPrepare={mayPrepare && online}
          mayApprove={mayApprove && online}
          isBusy={isBusy}
          now={now}
          onPrepare={() => void prepare(detail.consolidation)}
          onApprove={() => void approve(detail)}
        />
      ) : null}
    </section>
  );
}
