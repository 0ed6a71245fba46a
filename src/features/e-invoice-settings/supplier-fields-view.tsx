import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { SupplierTaxIdentity } from '../../contract';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { TextField } from '../../ui/text-field';
import { SUPPLIER_FIELD_HINTS, SUPPLIER_FIELD_LABELS } from '../../ui/tax-identity/supplier-fields';
import { SUPPLIER_FORM_FIELDS, supplierToForm, type SupplierFormValues } from './supplier-form';

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});
const REQUIRED = new Set([
  'name',
  'tin',
  'brn',
  'msicCode',
  'activityDescription',
  'address.line1',
  'address.city',
  'address.stateCode',
  'address.countryCode',
]);

/** Every field of the company's identity, labelled, with the contract's messages at the field. */
export function SupplierFields({
  values,
  errors,
  onChange,
}: {
  values: SupplierFormValues;
  errors: FieldErrors;
  onChange: (field: string, value: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className={grid}>
      {SUPPLIER_FORM_FIELDS.map((field) => {
        const label = SUPPLIER_FIELD_LABELS[field];
        const hint = SUPPLIER_FIELD_HINTS[field];
        return (
          <TextField
            key={field}
            label={label ? i18n._(label) : field}
            name={field}
            value={values[field] ?? ''}
            required={REQUIRED.has(field)}
            error={errors[field]}
            onChange={(event) => onChange(field, event.currentTarget.value)}
            {...(hint ? { hint: i18n._(hint) } : {})}
          />
        );
      })}
    </div>
  );
}

/** The identity as read-only fields; beside `previous`, a changed field is marked. */
export function SupplierSummary({
  identity,
  previous,
}: {
  identity: SupplierTaxIdentity;
  previous: SupplierTaxIdentity | null;
}) {
  const { i18n, t } = useLingui();
  const shown = supplierToForm(identity);
  const before = previous ? supplierToForm(previous) : null;
  return (
    <dl className={grid}>
      {SUPPLIER_FORM_FIELDS.map((field) => {
        const label = SUPPLIER_FIELD_LABELS[field];
        const isChanged = before !== null && before[field] !== shown[field];
        return (
          <div key={field}>
            <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label ? i18n._(label) : field}</dt>
            <dd className={css({ fontWeight: isChanged ? 'semibold' : 'normal', overflowWrap: 'anywhere' })}>
              {shown[field] || '—'}
              {isChanged ? (
                <span
                  className={css({
                    display: 'block',
                    fontSize: 'sm',
                    color: 'fg.muted',
                    fontWeight: 'normal',
                  })}
                >
                  {t`Was: ${before?.[field] || '—'}`}
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
