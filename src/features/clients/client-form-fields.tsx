/**
 * The fields of Client/create and Client/update, each with a visible label. The account type
 * switches the form (client-rules.ts): a corporate client shows and requires the company name and
 * employee count; an individual has neither.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  ACCOUNT_TYPES,
  clientFieldsFor,
  CLIENT_STATUSES,
  EMPLOYEE_COUNTS,
  SALUTATIONS,
} from '../../contract';
import type { FieldErrors } from '../../lib/forms/field-errors';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { BuyerIdentityFields } from '../../ui/tax-identity/buyer-identity-fields';
import { BUYER_SECTION_TITLE } from '../../ui/tax-identity/buyer-fields';
import type { ClientFormValues } from './client-form';
import { accountTypeLabel, clientStatusLabel, employeeCountLabel } from './use-client-labels';

type Field = keyof ClientFormValues;

type Props = {
  values: ClientFormValues;
  errors: FieldErrors;
  isNew: boolean;
  onChange: (field: Field, value: string) => void;
  /** Staff choose the merchant of a new client (a merchant's own is taken from the session). */
  merchantField: ReactNode | null;
  logoField: ReactNode;
};

export const formSection = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  p: '4',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
const legend = css({ fontWeight: 'semibold', gridColumn: '1 / -1', fontSize: 'lg' });

export function ClientFormFields({ values, errors, isNew, onChange, merchantField, logoField }: Props) {
  const { t, i18n } = useLingui();
  const applies = clientFieldsFor(values.accountType === 'Individual' ? 'Individual' : 'Corporate');
  const text = (
    field: Field,
    label: string,
    extra: { hint?: string; type?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      error={errors[field]}
      required={extra.required ?? true}
      {...(extra.hint ? { hint: extra.hint } : {})}
      {...(extra.type ? { type: extra.type } : {})}
    />
  );
  return (
    <>
      <fieldset className={formSection}>
        <legend className={legend}>
          <Trans>Account</Trans>
        </legend>
        {merchantField}
        <SelectField
          label={t`Account type`}
          name="accountType"
          required
          value={values.accountType}
          error={errors['accountType']}
          onChange={(event) => onChange('accountType', event.currentTarget.value)}
        >
          {ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {accountTypeLabel(i18n, type)}
            </option>
          ))}
        </SelectField>
        {applies.companyName ? text('companyName', t`Company name`) : null}
        {applies.employeeCount ? (
          <SelectField
            label={t`Employee count`}
            name="employeeCount"
            required
            value={values.employeeCount}
            error={errors['employeeCount']}
            onChange={(event) => onChange('employeeCount', event.currentTarget.value)}
          >
            <option value="">{t`Choose…`}</option>
            {EMPLOYEE_COUNTS.map((count) => (
              <option key={count} value={count}>
                {employeeCountLabel(i18n, count)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {isNew ? (
          <SelectField
            label={t`Status`}
            name="status"
            value={values.status}
            error={errors['status']}
            onChange={(event) => onChange('status', event.currentTarget.value)}
          >
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {clientStatusLabel(i18n, status)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {logoField}
      </fieldset>
      <fieldset className={formSection}>
        <legend className={legend}>
          <Trans>Contact person</Trans>
        </legend>
        <SelectField
          label={t`Title`}
          name="title"
          required
          value={values.title}
          error={errors['title']}
          onChange={(event) => onChange('title', event.currentTarget.value)}
        >
          {SALUTATIONS.map((title) => (
            <option key={title} value={title}>
              {title === 'NA' ? t`None` : title}
            </option>
          ))}
        </SelectField>
        {text('firstName', t`First name`)}
        {text('lastName', t`Last name`)}
        {text('email', t`Email`, { type: 'email' })}
        {text('phone', t`Phone`, { type: 'tel', hint: t`Digit groups joined by '-', such as 012-345-6789` })}
      </fieldset>
      <fieldset className={formSection}>
        <legend className={legend}>
          <Trans>Booking settings</Trans>
        </legend>
        {text('defaultCurrency', t`Default currency`, { hint: t`ISO 4217 code, such as MYR` })}
        {text('bookingPccCode', t`Booking PCC code`, { required: false, hint: t`Letters and digits` })}
        {text('referralCode', t`Referral code`, { required: false })}
      </fieldset>
      <fieldset className={formSection}>
        <legend className={legend}>{i18n._(BUYER_SECTION_TITLE)}</legend>
        <BuyerIdentityFields values={values} errors={errors} onChange={onChange} />
      </fieldset>
    </>
  );
}
