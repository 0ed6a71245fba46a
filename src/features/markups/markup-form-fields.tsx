/** The markup form's own fields: they switch with "applies to" (cabin or rating, and the basis). */
import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { BASIS_OF, CABIN_TYPES, HOTEL_RATINGS, MARKUP_APPLIES_TO, MARKUP_KINDS } from '../../contract';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { DateField } from '../../ui/date-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { MarkupFormValues } from '../../contract';
import { appliesToLabel, basisLabel, classLabel, kindLabel } from './markup-labels';

type Props = {
  values: MarkupFormValues;
  errors: FieldErrors;
  onChange: (field: keyof MarkupFormValues, value: string) => void;
};

const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });

export function MarkupFormFields({ values, errors, onChange }: Props) {
  const { t, i18n } = useLingui();
  const isFlight = values.appliesTo !== 'Hotels';
  const isPercent = values.markupKind === 'Percent';
  const field = (name: keyof MarkupFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <div className={grid}>
      <TextField label={t`Name`} required error={errors['name']} {...field('name')} />
      <SelectField label={t`Applies to`} required error={errors['appliesTo']} {...field('appliesTo')}>
        {MARKUP_APPLIES_TO.map((value) => (
          <option key={value} value={value}>
            {appliesToLabel(i18n, value)}
          </option>
        ))}
      </SelectField>
      {isFlight ? (
        <SelectField label={t`Cabin type`} required error={errors['cabinType']} {...field('cabinType')}>
          {CABIN_TYPES.map((value) => (
            <option key={value} value={value}>
              {classLabel(i18n, value)}
            </option>
          ))}
        </SelectField>
      ) : (
        <SelectField label={t`Hotel rating`} required error={errors['hotelRating']} {...field('hotelRating')}>
          {HOTEL_RATINGS.map((value) => (
            <option key={value} value={value}>
              {classLabel(i18n, value)}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t`Basis`}
        readOnly
        value={basisLabel(i18n, BASIS_OF[isFlight ? 'Flights' : 'Hotels'])}
        hint={isFlight ? t`Flights are priced per ticket.` : t`Hotels are priced per room night.`}
      />
      <SelectField label={t`Markup type`} required error={errors['markupKind']} {...field('markupKind')}>
        {MARKUP_KINDS.map((value) => (
          <option key={value} value={value}>
            {kindLabel(i18n, value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={isPercent ? t`Markup (%)` : t`Markup amount (RM)`}
        inputMode="decimal"
        required
        error={errors['markupValue']}
        hint={isPercent ? t`Up to 2 decimals, for example 12.50` : t`Per ticket or room night`}
        {...field('markupValue')}
      />
      <TextField
        label={t`Service fee (RM)`}
        inputMode="decimal"
        required
        error={errors['serviceFeeSen']}
        {...field('serviceFee')}
      />
      <TextField
        label={t`Maintenance fee (RM)`}
        inputMode="decimal"
        required
        error={errors['maintenanceFeeSen']}
        {...field('maintenanceFee')}
      />
      <DateField
        label={t`Valid from`}
        required
        value={values.validFrom}
        error={errors['validFrom']}
        onChange={(iso) => onChange('validFrom', iso)}
      />
      <DateField
        label={t`Valid to`}
        value={values.validTo}
        error={errors['validTo']}
        onChange={(iso) => onChange('validTo', iso)}
      />
    </div>
  );
}
