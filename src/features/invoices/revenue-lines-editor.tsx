import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { formatMoney, lineAmountSen, lineTaxSen, SALES_TYPES, SST_RATES, type SstRate } from '../../contract';
import { Button } from '../../ui/button';
import type { RevenueLineValues } from './invoice-form-model';
import { SALES_TYPE_LABELS } from './invoice-labels';
import { cellInput, errorText, linesTable, moneyCell } from './line-styles';

export type RevenueField = 'salesType' | 'pax' | 'unitPrice' | 'taxRate';
/** Each line's translated messages, by field: strings, so an unchanged line keeps equal props. */
export type LineErrors = Partial<Record<string, string>>;

type RowProps = {
  line: RevenueLineValues;
  index: number;
  currency: string;
  salesTypeError: string | undefined;
  paxError: string | undefined;
  priceError: string | undefined;
  autoFocus: boolean;
  canRemove: boolean;
  onChange: (index: number, key: string, field: RevenueField, value: string) => void;
  onRemove: (index: number, key: string) => void;
};

/**
 * One revenue line. Memoised: typing in a line re-renders that line and the totals only (the
 * form hands every line the same callbacks and the line its own object), so a 200-line invoice
 * stays fast to type in.
 */
const RevenueLineRow = memo(function RevenueLineRow(props: RowProps) {
  const { line, index, currency, autoFocus, canRemove, onChange, onRemove } = props;
  const { t, i18n } = useLingui();
  const amount = lineAmountSen(line.paxValue, line.unitPriceSen);
  const tax = lineTaxSen(amount, (Number(line.taxRate) || 0) as SstRate);
  const n = index + 1;
  const set = (field: RevenueField) => (event: { target: { value: string } }) =>
    onChange(index, line.key, field, event.target.value);
  return (
    <tr>
      <td className={css({ color: 'fg.muted', fontSize: 'sm' })}>{n}</td>
      <td>
        <select
          className={input()}
          aria-label={t`Sales type, revenue line ${n}`}
          aria-invalid={props.salesTypeError ? true : undefined}
          value={line.salesType}
          onChange={set('salesType')}
          // The first field of a line just added takes the focus, so a keyboard user goes on typing.
          autoFocus={autoFocus}
        >
          <option value="">{t`Choose…`}</option>
          {SALES_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(SALES_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
        {props.salesTypeError ? <span className={errorText}>{props.salesTypeError}</span> : null}
      </td>
      <td>
        <input
          className={cellInput}
          inputMode="numeric"
          aria-label={t`Pax, revenue line ${n}`}
          aria-invalid={props.paxError ? true : undefined}
          value={line.pax}
          onChange={set('pax')}
        />
        {props.paxError ? <span className={errorText}>{props.paxError}</span> : null}
      </td>
      <td>
        <input
          className={cellInput}
          inputMode="decimal"
          aria-label={t`Unit price, revenue line ${n}`}
          aria-invalid={props.priceError ? true : undefined}
          value={line.unitPrice}
          onChange={set('unitPrice')}
        />
        {props.priceError ? <span className={errorText}>{props.priceError}</span> : null}
      </td>
      <td>
        <select
          className={input()}
          aria-label={t`SST rate, revenue line ${n}`}
          value={line.taxRate}
          onChange={set('taxRate')}
        >
          {SST_RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate} %
            </option>
          ))}
        </select>
      </td>
      <td className={moneyCell} aria-label={t`Amount, revenue line ${n}`}>
        {formatMoney(amount, currency, i18n.locale)}
      </td>
      <td className={moneyCell} aria-label={t`Tax, revenue line ${n}`}>
        {formatMoney(tax, currency, i18n.locale)}
      </td>
      <td>
        <Button
          size="sm"
          variant="outline"
          disabled={!canRemove}
          aria-label={t`Remove revenue line ${n}`}
          onClick={() => onRemove(index, line.key)}
        >
          ✕
        </Button>
      </td>
    </tr>
  );
});

type EditorProps = {
  lines: RevenueLineValues[];
  currency: string;
  errors: LineErrors;
  listError: string | undefined;
  focusKey: string | null;
  onChange: RowProps['onChange'];
  onRemove: RowProps['onRemove'];
  onAdd: () => void;
};

export function RevenueLinesEditor({
  lines,
  currency,
  errors,
  listError,
  focusKey,
  ...actions
}: EditorProps) {
  return (
    <fieldset className={css({ display: 'grid', gap: '2', minW: '0' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
        <Trans>Revenue lines</Trans>
      </legend>
      <div className={css({ overflowX: 'auto' })}>
        <table className={linesTable}>
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
              <th scope="col">
                <span className={css({ srOnly: true })}>
                  <Trans>Remove</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <RevenueLineRow
                key={line.key}
                line={line}
                index={index}
                currency={currency}
                salesTypeError={errors[`revenueLines.${index}.salesType`]}
                paxError={errors[`revenueLines.${index}.pax`]}
                priceError={errors[`revenueLines.${index}.unitPriceSen`]}
                autoFocus={line.key === focusKey}
                canRemove={lines.length > 1}
                onChange={actions.onChange}
                onRemove={actions.onRemove}
              />
            ))}
          </tbody>
        </table>
      </div>
      {listError ? (
        <p role="alert" className={errorText}>
          {listError}
        </p>
      ) : null}
      <div>
        <Button size="sm" variant="outline" onClick={actions.onAdd}>
          <Trans>Add revenue line</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
