import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatMoney, formatPercentBp } from '../../contract';

type Figures = {
  revenueSen: number;
  taxSen: number;
  totalSen: number;
  costSen: number;
  grossProfitSen: number;
  grossProfitBp: number | null;
};

/** Revenue, tax, total, cost, gross profit and GP %, as the form computes them or the row holds them. */
export function InvoiceTotals({
  figures,
  currency,
  extra,
}: {
  figures: Figures;
  currency: string;
  extra?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const money = (sen: number) => formatMoney(sen, currency, i18n.locale);
  const rows: [ReactNode, string][] = [
    [<Trans key="r">Revenue</Trans>, money(figures.revenueSen)],
    [<Trans key="t">Tax (SST)</Trans>, money(figures.taxSen)],
    [<Trans key="o">Total</Trans>, money(figures.totalSen)],
    [<Trans key="c">Cost</Trans>, money(figures.costSen)],
    [<Trans key="g">Gross profit</Trans>, money(figures.grossProfitSen)],
    [<Trans key="p">Gross profit %</Trans>, formatPercentBp(figures.grossProfitBp, i18n.locale) || '—'],
  ];
  return (
    <dl
      aria-label={t`Totals`}
      className={css({
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        gap: '1',
        columnGap: '6',
        justifyContent: 'end',
        fontVariantNumeric: 'tabular-nums',
      })}
    >
      {rows.map(([label, value], index) => (
        <div key={index} className={css({ display: 'contents' })}>
          <dt className={css({ color: 'fg.muted' })}>{label}</dt>
          <dd className={css({ textAlign: 'right', fontWeight: index === 2 ? 'semibold' : 'normal' })}>
            {value}
          </dd>
        </div>
      ))}
      {extra}
    </dl>
  );
}
