import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { formatMoney, lineAmountSen, lineTaxSen, SST_RATES, type SstRate } from '../../contract';
import { Button } from '../../ui/button';
import { cellInput, errorText, linesTable, moneyCell } from './line-styles';
import type { NoteLineValues } from './note-form-model';

export type NoteLineField = 'description' | 'quantity' | 'unitPrice' | 'taxRate';

type RowProps = {
  line: NoteLineValues;
  index: number;
  currency: string;
  descriptionError: string | undefined;
  quantityError: string | undefined;
  priceError: string | undefined;
  autoFocus: boolean;
  canRemove: boolean;
  onChange: (index: number, key: string, field: NoteLineField, value: string) => void;
  onRemove: (index: number, key: string) => void;
};

const NoteLineRow = memo(function NoteLineRow(props: RowProps) {
  const { line, index, currency, onChange } = props;
  const { t, i18n } = useLingui();
  const n = index + 1;
  const amount = lineAmountSen(line.quantityValue, line.unitPriceSen);
  const tax = lineTaxSen(amount, (Number(line.taxRate) || 0) as SstRate);
  const set = (field: NoteLineField) => (event: { target: { value: string } }) =>
    onChange(index, line.key, field, event.target.value);
  return (
    <tr>
      <td>{n}</td>
      <td>
        <input
          className={cellInput}
          aria-label={t`Description, line ${n}`}
          aria-invalid={props.descriptionError ? true : undefined}
          value={line.description}
          onChange={set('description')}
          autoFocus={props.autoFocus}
        />
        {props.descriptionError ? <span className={errorText}>{props.descriptionError}</span> : null}
      </td>
      <td>
        <input
          className={cellInput}
          inputMode="numeric"
          aria-label={t`Quantity, line ${n}`}
          aria-invalid={props.quantityError ? true : undefined}
          value={line.quantity}
          onChange={set('quantity')}
        />
        {props.quantityError ? <span className={errorText}>{props.quantityError}</span> : null}
      </td>
      <td>
        <input
          className={cellInput}
          inputMode="decimal"
          aria-label={t`Unit price, line ${n}`}
          aria-invalid={props.priceError ? true : undefined}
          value={line.unitPrice}
          onChange={set('unitPrice')}
        />
        {props.priceError ? <span className={errorText}>{props.priceError}</span> : null}
      </td>
      <td>
        <select
          className={input()}
          aria-label={t`SST rate, line ${n}`}
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
      <td className={moneyCell}>{formatMoney(amount, currency, i18n.locale)}</td>
      <td className={moneyCell}>{formatMoney(tax, currency, i18n.locale)}</td>
      <td>
        <Button
          size="sm"
          variant="outline"
          disabled={!props.canRemove}
          aria-label={t`Remove line ${n}`}
          onClick={() => props.onRemove(index, line.key)}
        >
          ✕
        </Button>
      </td>
    </tr>
  );
});

type EditorProps = {
  lines: NoteLineValues[];
  currency: string;
  errors: Partial<Record<string, string>>;
  focusKey: string | null;
  onChange: RowProps['onChange'];
  onRemove: RowProps['onRemove'];
  onAdd: () => void;
};

/** The note's lines (description, quantity, unit price, SST rate), priced like revenue lines. */
export function NoteLinesEditor({
  lines,
  currency,
  errors,
  focusKey,
  onChange,
  onRemove,
  onAdd,
}: EditorProps) {
  return (
    <fieldset className={css({ display: 'grid', gap: '2', minW: '0' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
        <Trans>Lines</Trans>
      </legend>
      <div className={css({ overflowX: 'auto' })}>
        <table className={linesTable}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <Trans>Description</Trans>
              </th>
              <th scope="col">
                <Trans>Quantity</Trans>
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
              <NoteLineRow
                key={line.key}
                line={line}
                index={index}
                currency={currency}
                descriptionError={errors[`lines.${index}.description`]}
                quantityError={errors[`lines.${index}.quantity`]}
                priceError={errors[`lines.${index}.unitPriceSen`]}
                autoFocus={line.key === focusKey}
                canRemove={lines.length > 1}
                onChange={onChange}
                onRemove={onRemove}
              />
            ))}
          </tbody>
        </table>
      </div>
      {errors['lines'] ? (
        <p role="alert" className={errorText}>
          {errors['lines']}
        </p>
      ) : null}
      <div>
        <Button size="sm" variant="outline" onClick={onAdd}>
          <Trans>Add line</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
