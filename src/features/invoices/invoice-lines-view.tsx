import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Invoice } from '../../contract';
import { formatMoney } from '../../contract';
import { SALES_TYPE_LABELS, sayLabel } from './invoice-labels';
import { linesTable, moneyCell } from './line-styles';

/** An invoice's revenue and cost lines, read-only. */
export function InvoiceLinesView({
  invoice,
}: {
  invoice: Pick<Invoice, 'revenueLines' | 'costLines' | 'currency'>;
}) {
  const { t, i18n } = useLingui();
  const money = (sen: number) => formatMoney(sen, invoice.currency, i18n.locale);
  return (
    // Focusable: on a phone, amounts in a foreign currency make the lines scroll sideways, by
    // keyboard too.
    <div
      className={css({ display: 'grid', gap: '4', overflowX: 'auto' })}
      tabIndex={0}
      role="region"
      aria-label={t`Invoice lines`}
    >
      <table className={linesTable}>
        <caption className={css({ textAlign: 'left', fontWeight: 'semibold', mb: '2' })}>
          <Trans>Revenue lines</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              <Trans>Sales type</Trans>
            </th>
            <th scope="col">
              <Trans>Pax</Trans>
            </th>
            <th scope="col">
              <Trans>Unit price</Trans>
            </th>
            <th scope="col">
              <Trans>SST rate</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Tax</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.revenueLines.map((line, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{sayLabel(i18n, SALES_TYPE_LABELS, line.salesType)}</td>
              <td>{line.pax}</td>
              <td className={moneyCell}>{money(line.unitPriceSen)}</td>
              <td>{line.taxRate} %</td>
              <td className={moneyCell}>{money(line.amountSen)}</td>
              <td className={moneyCell}>{money(line.taxSen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {invoice.costLines.length ? (
        <table className={linesTable}>
          <caption className={css({ textAlign: 'left', fontWeight: 'semibold', mb: '2' })}>
            <Trans>Cost lines</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <Trans>Booking reference</Trans>
              </th>
              <th scope="col">
                <Trans>Unit</Trans>
              </th>
              <th scope="col">
                <Trans>Unit price</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.costLines.map((line, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td>{line.bookingReference}</td>
                <td>{line.unit}</td>
                <td className={moneyCell}>{money(line.unitPriceSen)}</td>
                <td className={moneyCell}>{money(line.amountSen)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
