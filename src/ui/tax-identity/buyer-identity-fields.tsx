import { useLingui } from '@lingui/react/macro';
import type { BuyerIdentityField } from '../../contract';
import { TextField } from '../text-field';
import { BUYER_FIELD_HINTS, BUYER_FIELD_LABELS } from './buyer-fields';
import { IdentificationTypeField } from './identification-type-field';

type Props = {
  values: Record<BuyerIdentityField, string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: BuyerIdentityField, value: string) => void;
};

/**
 * The buyer's e-invoice identity on a form (docs/e-invoicing.md, Buyers): TIN, identification type
 * and number, SST number, all optional; the contract's checks say what a TIN needs.
 */
export function BuyerIdentityFields({ values, errors, onChange }: Props) {
  const { i18n } = useLingui();
  const text = (field: Exclude<BuyerIdentityField, 'identificationType'>) => {
    const hint = BUYER_FIELD_HINTS[field];
    return (
      <TextField
        label={i18n._(BUYER_FIELD_LABELS[field])}
        name={field}
        value={values[field]}
        onChange={(event) => onChange(field, event.currentTarget.value)}
        error={errors[field]}
        {...(hint ? { hint: i18n._(hint) } : {})}
      />
    );
  };
  return (
    <>
      {text('tin')}
      <IdentificationTypeField
        label={i18n._(BUYER_FIELD_LABELS.identificationType)}
        name="identificationType"
        value={values.identificationType}
        error={errors['identificationType']}
        onChange={(value) => onChange('identificationType', value)}
      />
      {text('identificationNumber')}
      {text('sstNumber')}
    </>
  );
}
