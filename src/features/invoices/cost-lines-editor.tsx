import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { css } from 'styled-system/css';
import { formatMoney, lineAmountSen } from '../../contract';
import { Button } from '../../ui/button';
import { SearchCombobox, type ComboboxOption } from '../../ui/search-combobox';
import type { CostLineValues } from './invoice-form-model';
import { cellInput, errorText, linesTable, moneyCell } from './line-styles';
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
      <td>
        <input
          className={cellInput}
          inputMode="numeric"
          aria-label={t`Unit, cost line ${n}`}
          aria-invalid={props.unitError ? true : undefined}
          value={line.unit}
          onChange={(event) => onChange(index, line.key, 'unit', event.target.value)}
        />
        {props.unitError ? <span className={errorText}>{props.unitError}</span> : null}
      </td>
      <td>
        <input
          className={cellInput}
          inputMode="decimal"
          aria-label={t`Unit price, cost line ${n}`}
          aria-invalid={props.priceError ? true : undefined}
          value={line.unitPrice}
          onChange={(event) => onChange(index, line.key, 'unitPrice', event.target.value)}
        />
        {props.priceError ? <span className={errorText}>{props.priceError}</span> : null}
      </td>
      <td className={moneyCell} aria-label={t`Amount, cost line ${n}`}>
        {formatMoney(amount, currency, i18n.locale)}
      </td>
      <td>
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Remove cost line ${n}`}
          onClick={() => onRemove(index, line.key)}
        >
          ✕
        </Button>
      </td>
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
    <fieldset className={css({ display: 'grid', gap: '2', minW: '0' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
        <Trans>Cost lines</Trans>
      </legend>
      {lines.length ? (
        <div className={css({ overflowX: 'auto' })}>
          <table className={linesTable}>
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
                <th scope="col">
                  <span className={css({ srOnly: true })}>
                    <Trans>Remove</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>No cost lines yet.</Trans>
        </p>
      )}
      <div>
        <Button size="sm" variant="outline" onClick={actions.onAdd}>
          <Trans>Add cost line</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
