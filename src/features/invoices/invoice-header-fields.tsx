import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useState } from 'react';
import { css } from 'styled-system/css';
import { CURRENCIES, DEFAULT_CURRENCY, foldCase, MARKETS } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { SelectField } from '../../ui/select-field';
import { SearchCombobox, type ComboboxOption } from '../../ui/search-combobox';
import { DateField } from '../../ui/date-field';
import { TextField } from '../../ui/text-field';
import type { HeaderField, HeaderValues } from './invoice-form-model';
import { MARKET_LABELS } from './invoice-labels';

type HeaderProps = {
  db: MirrorDb;
  values: HeaderValues;
  errors: Partial<Record<string, string>>;
  isStaff: boolean;
  merchantName: string;
  /** A saved Draft keeps its merchant. */
  canChangeMerchant: boolean;
  onChange: (field: HeaderField, value: string) => void;
};

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } });

/** The invoice's own fields. Memoised: typing in a line does not re-render them. */
export const InvoiceHeaderFields = memo(function InvoiceHeaderFields(props: HeaderProps) {
  const { db, isStaff, canChangeMerchant, onChange } = props;
  const { t, i18n } = useLingui();
  const { currency, exchangeRate, dueDate, tourCode, guestName, market, handledBy, remark } = props.values;
  const errors = props.errors;
  const [merchantText, setMerchantText] = useState(props.merchantName);

  const searchMerchants = useCallback(
    async (text: string): Promise<ComboboxOption[]> => {
      const query = foldCase(text.trim());
      const rows = await db
        .rows('merchants')
        .find((row) => !query || foldCase(String(row['merchantName'] ?? '')).includes(query), 20);
      return rows.map((row) => ({ value: row.id, label: String(row['merchantName']) }));
    },
    [db],
  );

  const field = (name: HeaderField) => ({
    value: props.values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <div className={grid}>
      {isStaff && canChangeMerchant ? (
        <SearchCombobox
          label={<Trans>Merchant</Trans>}
          text={merchantText}
          onTextChange={(text) => {
            setMerchantText(text);
            onChange('merchantId', '');
          }}
          onSelect={(option) => {
            setMerchantText(option.label);
            onChange('merchantId', option.value);
          }}
          search={searchMerchants}
          error={errors['merchantId']}
          required
          emptyText={<Trans>No merchant matches.</Trans>}
        />
      ) : (
        <TextField label={<Trans>Merchant</Trans>} value={props.merchantName} readOnly />
      )}
      <SelectField label={<Trans>Currency</Trans>} {...field('currency')} value={currency}>
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      {currency === DEFAULT_CURRENCY ? null : (
        <TextField
          label={<Trans>Exchange rate (MYR per 1 {currency})</Trans>}
          inputMode="decimal"
          autoComplete="off"
          hint={<Trans>Needed before the invoice is issued; up to 6 decimal places.</Trans>}
          {...field('exchangeRate')}
          value={exchangeRate}
        />
      )}
      <DateField
        label={t`Due date`}
        required
        value={dueDate}
        error={errors['dueDate']}
        onChange={(iso) => onChange('dueDate', iso)}
      />
      <TextField label={<Trans>Tour code</Trans>} {...field('tourCode')} value={tourCode} />
      <TextField label={<Trans>Guest name</Trans>} required {...field('guestName')} value={guestName} />
      <SelectField label={<Trans>Market</Trans>} required {...field('market')} value={market}>
        <option value="">{t`Choose…`}</option>
        {MARKETS.map((name) => (
          <option key={name} value={name}>
            {i18n._(MARKET_LABELS[name])}
          </option>
        ))}
      </SelectField>
      <TextField label={<Trans>Handled by</Trans>} required {...field('handledBy')} value={handledBy} />
      <div className={css({ gridColumn: { md: 'span 2' } })}>
        <TextField label={<Trans>Remark</Trans>} {...field('remark')} value={remark} />
      </div>
    </div>
  );
});
