import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { css } from 'styled-system/css';
import { formatMoney, lineAmountSen } from '../../contract';
import { SearchCombobox, type ComboboxOption } from '../../ui/search-combobox';
import type { CostLineValues } from './invoice-form-model';
import { InputCell, LinesFrame, RemoveLineCell } from './line-parts';
import { moneyCell } from './line-styles';
import type { LineErrors } from './revenue-lines-editor';

export type CostField = 'bookingReference' | 'unit' | 'unitPrice';

type RowProps = {
  line: CostLineValues;
  index: number;
  currency: string;
  bookingError: string | undefined;
  unitError: string | undefined;
  priceError: string | undefined;
  autoFocus: boolean;
  searchBookings: (text: string) => Promise<ComboboxOption[]>;
  onChange: (index: number, key: string, field: CostField, value: string) => void;
  onRemove: (index: number, key: string) => void;
};

/** One cost line, memoised like the revenue lines; its booking is picked from the mirror. */
const CostLineRow = memo(function CostLineRow(props: RowProps) {
  const { line, index, currency, onChange, onRemove } = props;
  const { t, i18n } = useLingui();
  const n = index + 1;
  const amount = lineAmountSen(line.unitValue, line.unitPriceSen);
  return (
    <tr>
      <td className={css({ color: 'fg.muted', fontSize: 'sm' })}>{n}</td>
      <td className={css({ minW: '48' })}>
        <SearchCombobox
          ariaLabel={t`Booking reference, cost line ${n}`}
          text={line.bookingReference}
          onTextChange={(text) => onChange(index, line.key, 'bookingReference', text)}
          onSelect={(option) => onChange(index, line.key, 'bookingReference', option.value)}
          search={props.searchBookings}
          error={props.bookingError}
          emptyText={<Trans>No booking of this merchant matches.</Trans>}
          autoFocus={props.autoFocus}
        />
      </td>
      <InputCell
        label={t`Unit, cost line ${n}`}
        inputMode="numeric"
        value={line.unit}
        error={props.unitError}
        onChange={(event) => onChange(index, line.key, 'unit', event.target.value)}
      />
      <InputCell
        label={t`Unit price, cost line ${n}`}
        inputMode="decimal"
        value={line.unitPrice}
        error={props.priceError}
        onChange={(event) => onChange(index, line.key, 'unitPrice', event.target.value)}
      />
      <td className={moneyCell} aria-label={t`Amount, cost line ${n}`}>
        {formatMoney(amount, currency, i18n.locale)}
      </td>
      <RemoveLineCell label={t`Remove cost line ${n}`} onClick={() => onRemove(index, line.key)} />
    </tr>
  );
});

type EditorProps = {
  lines: CostLineValues[];
  currency: string;
  errors: LineErrors;
  focusKey: string | null;
  searchBookings: RowProps['searchBookings'];
  onChange: RowProps['onChange'];
  onRemove: RowProps['onRemove'];
  onAdd: () => void;
};

export function CostLinesEditor({
  lines,
  currency,
  errors,
  focusKey,
  searchBookings,
  ...actions
}: EditorProps) {
  return (
    <LinesFrame
      legend={<Trans>Cost lines</Trans>}
      headers={[
        <Trans key="booking">Booking reference</Trans>,
        <Trans key="unit">Unit</Trans>,
        <Trans key="price">Unit price</Trans>,
        <Trans key="amount">Amount</Trans>,
      ]}
      addLabel={<Trans>Add cost line</Trans>}
      onAdd={actions.onAdd}
      isEmpty={lines.length === 0}
      emptyText={<Trans>No cost lines yet.</Trans>}
    >
      {lines.map((line, index) => (
        <CostLineRow
          key={line.key}
          line={line}
          index={index}
          currency={currency}
          bookingError={errors[`costLines.${index}.bookingReference`]}
          unitError={errors[`costLines.${index}.unit`]}
          priceError={errors[`costLines.${index}.unitPriceSen`]}
          autoFocus={line.key === focusKey}
          searchBookings={searchBookings}
          onChange={actions.onChange}
          onRemove={actions.onRemove}
        />
      ))}
    </LinesFrame>
  );
}
