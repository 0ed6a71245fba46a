import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { formatMoney, lineAmountSen, lineTaxSen, SALES_TYPES, type SstRate } from '../../contract';
import type { RevenueLineValues } from './invoice-form-model';
import { SALES_TYPE_LABELS } from './invoice-labels';
import { InputCell, LinesFrame, RemoveLineCell, SstRateCell } from './line-parts';
import { errorText, moneyCell } from './line-styles';

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
      <InputCell
        label={t`Pax, revenue line ${n}`}
        inputMode="numeric"
        value={line.pax}
        error={props.paxError}
        onChange={set('pax')}
      />
      <InputCell
        label={t`Unit price, revenue line ${n}`}
        inputMode="decimal"
        value={line.unitPrice}
        error={props.priceError}
        onChange={set('unitPrice')}
      />
      <SstRateCell label={t`SST rate, revenue line ${n}`} value={line.taxRate} onChange={set('taxRate')} />
      <td className={moneyCell} aria-label={t`Amount, revenue line ${n}`}>
        {formatMoney(amount, currency, i18n.locale)}
      </td>
      <td className={moneyCell} aria-label={t`Tax, revenue line ${n}`}>
        {formatMoney(tax, currency, i18n.locale)}
      </td>
      <RemoveLineCell
        label={t`Remove revenue line ${n}`}
        disabled={!canRemove}
        onClick={() => onRemove(index, line.key)}
      />
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
    <LinesFrame
      legend={<Trans>Revenue lines</Trans>}
      headers={[
        <Trans key="type">Sales type</Trans>,
        <Trans key="pax">Pax</Trans>,
        <Trans key="price">Unit price</Trans>,
        <Trans key="rate">SST rate</Trans>,
        <Trans key="amount">Amount</Trans>,
        <Trans key="tax">Tax</Trans>,
      ]}
      addLabel={<Trans>Add revenue line</Trans>}
      onAdd={actions.onAdd}
      listError={listError}
    >
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
    </LinesFrame>
  );
}
