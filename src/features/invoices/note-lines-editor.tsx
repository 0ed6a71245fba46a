import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { formatMoney, lineAmountSen, lineTaxSen, type SstRate } from '../../contract';
import { InputCell, LinesFrame, RemoveLineCell, SstRateCell } from './line-parts';
import { moneyCell } from './line-styles';
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
      <InputCell
        label={t`Description, line ${n}`}
        value={line.description}
        error={props.descriptionError}
        autoFocus={props.autoFocus}
        onChange={set('description')}
      />
      <InputCell
        label={t`Quantity, line ${n}`}
        inputMode="numeric"
        value={line.quantity}
        error={props.quantityError}
        onChange={set('quantity')}
      />
      <InputCell
        label={t`Unit price, line ${n}`}
        inputMode="decimal"
        value={line.unitPrice}
        error={props.priceError}
        onChange={set('unitPrice')}
      />
      <SstRateCell label={t`SST rate, line ${n}`} value={line.taxRate} onChange={set('taxRate')} />
      <td className={moneyCell}>{formatMoney(amount, currency, i18n.locale)}</td>
      <td className={moneyCell}>{formatMoney(tax, currency, i18n.locale)}</td>
      <RemoveLineCell
        label={t`Remove line ${n}`}
        disabled={!props.canRemove}
        onClick={() => props.onRemove(index, line.key)}
      />
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
    <LinesFrame
      legend={<Trans>Lines</Trans>}
      headers={[
        <Trans key="description">Description</Trans>,
        <Trans key="quantity">Quantity</Trans>,
        <Trans key="price">Unit price</Trans>,
        <Trans key="rate">SST rate</Trans>,
        <Trans key="amount">Amount</Trans>,
        <Trans key="tax">Tax</Trans>,
      ]}
      addLabel={<Trans>Add line</Trans>}
      onAdd={onAdd}
      listError={errors['lines']}
    >
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
    </LinesFrame>
  );
}
