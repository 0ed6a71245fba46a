import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { MERCHANT_SIZES } from '../../contract';
import type { MerchantField } from '../../contract';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { IdentificationTypeField } from '../../ui/tax-identity/identification-type-field';
import {
  MERCHANT_FIELD_HINTS,
  MERCHANT_FIELD_LABELS,
  MERCHANT_INPUT_MODES,
  MERCHANT_SECTIONS,
  MERCHANT_SIZE_LABELS,
  REQUIRED_MERCHANT_FIELDS,
} from './merchant-fields';
import type { MerchantFormErrors, MerchantFormValues } from './merchant-form';

type FieldsProps = {
  values: MerchantFormValues;
  errors: MerchantFormErrors;
  onChange: (field: MerchantField, value: string) => void;
};

export const sectionStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  p: '4',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
export const legendStyle = css({ fontWeight: 'semibold', fontSize: 'lg', px: '1' });

/**
 * Every merchant field (docs/product.md, Merchant fields) in four sections; every input has a visible label.
 */
export function MerchantFormFields({ values, errors, onChange }: FieldsProps) {
  const { i18n, t } = useLingui();

  const sizeField = (field: MerchantField, label: ReactNode) => (
    <SelectField
      key={field}
      label={label}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    >
      <option value="">{t`Not stated`}</option>
      {MERCHANT_SIZES.map((size) => (
        <option key={size} value={size}>
          {i18n._(MERCHANT_SIZE_LABELS[size])}
        </option>
      ))}
    </SelectField>
  );

  const idTypeField = (field: MerchantField, label: ReactNode) => (
    <IdentificationTypeField
      key={field}
      label={label}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
    />
  );

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      {MERCHANT_SECTIONS.map((section) => (
        <fieldset key={section.title.id} className={sectionStyle}>
          <legend className={legendStyle}>{i18n._(section.title)}</legend>
          {section.fields.map((field) => {
            const label = i18n._(MERCHANT_FIELD_LABELS[field]);
            if (field === 'merchantSize') return sizeField(field, label);
            if (field === 'identificationType') return idTypeField(field, label);
            const hint = MERCHANT_FIELD_HINTS[field];
            return (
              <TextField
                key={field}
                label={label}
                name={field}
                value={values[field]}
                onChange={(event) => onChange(field, event.currentTarget.value)}
                error={errors[field]}
                required={REQUIRED_MERCHANT_FIELDS.has(field)}
                inputMode={MERCHANT_INPUT_MODES[field]}
                hint={hint ? i18n._(hint) : undefined}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
