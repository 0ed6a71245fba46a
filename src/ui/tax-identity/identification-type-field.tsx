import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { IDENTIFICATION_TYPES } from '../../contract';
import { SelectField } from '../select-field';
import { IDENTIFICATION_TYPE_LABELS } from './buyer-fields';

type Props = {
  label: ReactNode;
  name: string;
  value: string | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** The buyer's identification type (docs/e-invoicing.md, Identification types), blank for none. */
export function IdentificationTypeField({ label, name, value, error, onChange }: Props) {
  const { i18n, t } = useLingui();
  return (
    <SelectField
      label={label}
      name={name}
      value={value ?? ''}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">{t`Not stated`}</option>
      {IDENTIFICATION_TYPES.map((type) => (
        <option key={type} value={type}>
          {i18n._(IDENTIFICATION_TYPE_LABELS[type])}
        </option>
      ))}
    </SelectField>
  );
}
