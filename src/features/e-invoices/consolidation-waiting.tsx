/**
 * One group of a month waiting for its consolidated e-invoice (docs/e-invoicing.md, Consolidated):
 * its currency and exchange rate, the invoices waiting in it and their totals in the group's
 * currency, the SST also in MYR at the group's rate as the print shows it, and why it cannot be
 * consolidated when its documents have no rate.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  type ConsolidationMonthRow,
  consolidationGroupProblems,
  DEFAULT_CURRENCY,
  exchangeRateText,
  formatMoney,
} from '../../contract';
import { formatMonth } from '../../lib/format/date';
import { translateMessage } from '../../lib/i18n/server-messages';
import { panel, warning } from './consolidation-styles';
import { ConsolidationDocuments } from './consolidation-documents';
import { FactList } from './fact-list';

type GroupKey = Pick<ConsolidationMonthRow, 'month' | 'currency' | 'exchangeRate'>;

/** A group's name: its month and currency, with the rate when it has one (`1 USD = 4.4725 MYR`). */
export function useGroupLabel() {
  const { t, i18n } = useLingui();
  return (group: GroupKey) => {
    const month = formatMonth(group.month, i18n.locale);
    const { currency, exchangeRate } = group;
    if (exchangeRate) return `${month} (${exchangeRateText(currency, exchangeRate)})`;
    if (currency === DEFAULT_CURRENCY) return `${month} (${currency})`;
    return t`${month} (${currency}, no exchange rate)`;
  };
}

/** Why the group cannot be consolidated, in the pre-flight's words; empty when it can. */
export function useGroupProblems() {
  const { i18n } = useLingui();
  return (group: GroupKey) =>
    consolidationGroupProblems(group).map((problem) => translateMessage(i18n, problem.code, problem.params));
}

export function ConsolidationWaiting({ group, label }: { group: ConsolidationMonthRow; label: string }) {
  const { t, i18n } = useLingui();
  const amount = (sen: number) => formatMoney(sen, group.currency, i18n.locale);
  const problems = useGroupProblems()(group);
  const facts: [ReactNode, ReactNode][] = [
    [<Trans key="s">Subtotal</Trans>, amount(group.waitingSubtotalSen)],
    [<Trans key="t">Tax</Trans>, amount(group.waitingTaxSen)],
    [<Trans key="o">Total</Trans>, amount(group.waitingTotalSen)],
  ];
  if (group.currency !== DEFAULT_CURRENCY && group.waitingTaxMyrSen !== null) {
    facts.splice(2, 0, [
      <Trans key="m">SST in MYR</Trans>,
      formatMoney(group.waitingTaxMyrSen, DEFAULT_CURRENCY, i18n.locale),
    ]);
  }
  return (
    <section aria-labelledby="consolidation-waiting" className={panel}>
      <h2 id="consolidation-waiting" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Invoices waiting: {label}</Trans>
      </h2>
      <FactList facts={facts} />
      {problems.map((problem) => (
        <p key={problem} className={warning}>
          {problem}
        </p>
      ))}
      <ConsolidationDocuments
        documents={group.waiting}
        currency={group.currency}
        caption={t`Invoices waiting (${group.waiting.length})`}
      />
    </section>
  );
}
