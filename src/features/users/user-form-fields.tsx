import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps } from 'react';
import { css } from 'styled-system/css';
import { ID_TYPES, LEVELS, SALUTATIONS } from '../../contract';
import type { Role, SessionUser, UserField } from '../../contract';
import { SelectField as SharedSelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ID_TYPE_LABELS, LEVEL_LABELS } from './user-field-labels';
import type { UserFormErrors, UserFormValues } from './user-form';
import { useMerchantOptions } from './use-user-options';

type Props = {
  caller: SessionUser;
  values: UserFormValues;
  errors: UserFormErrors;
  roles: Role[];
  isNew: boolean;
  onChange: (field: UserField | 'username', value: string) => void;
};

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  p: '4',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
});

/** A required select of this form, answering the chosen value. */
function SelectField({
  onChange,
  ...props
}: Omit<ComponentProps<typeof SharedSelectField>, 'onChange'> & { onChange: (value: string) => void }) {
  return <SharedSelectField required {...props} onChange={(event) => onChange(event.currentTarget.value)} />;
}

/** The fields of User/sign-up and User/update, each with a visible label. */
export function UserFormFields({ caller, values, errors, roles, isNew, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [merchantSearch, setMerchantSearch] = useState('');
  const merchants = useMerchantOptions(merchantSearch, values.merchantId);
  const role = roles.find((candidate) => candidate.id === values.roleId);
  const needsMerchant = role?.scope === 'merchant';
  const text = (
    field: UserField | 'username',
    label: string,
    extra: { hint?: string; type?: string } = {},
  ) => (
    <TextField
      key={field}
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      error={errors[field]}
      required
      {...extra}
    />
  );

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <fieldset className={grid}>
        <legend className={css({ fontWeight: 'semibold', fontSize: 'lg', px: '1' })}>{t`Account`}</legend>
        {isNew ? (
          text('username', t`Username`, { hint: t`3 to 30 letters, digits, '.', '-' or '_'` })
        ) : (
          <p>
            {t`Username`}: <strong>{values.username}</strong>
          </p>
        )}
        <SelectField
          label={t`Role`}
          name="roleId"
          value={values.roleId}
          error={errors['roleId']}
          onChange={(value) => onChange('roleId', value)}
        >
          <option value="">{t`Choose a role`}</option>
          {roles.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Level`}
          name="level"
          value={values.level}
          error={errors['level']}
          onChange={(value) => onChange('level', value)}
        >
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {i18n._(LEVEL_LABELS[level])}
            </option>
          ))}
        </SelectField>
        {needsMerchant ? (
          caller.userType === 'merchant' ? (
            <p>
              {t`Merchant`}: <strong>{caller.merchantName}</strong>
            </p>
          ) : (
            <div className={css({ display: 'grid', gap: '2' })}>
              <TextField
                label={t`Search merchants`}
                type="search"
                value={merchantSearch}
                onChange={(event) => setMerchantSearch(event.currentTarget.value)}
              />
              <SelectField
                label={t`Merchant`}
                name="merchantId"
                value={values.merchantId}
                error={errors['merchantId']}
                onChange={(value) => onChange('merchantId', value)}
              >
                <option value="">{t`Choose a merchant`}</option>
                {merchants.map((merchant) => (
                  <option key={merchant.id} value={merchant.id}>
                    {merchant.merchantName}
                  </option>
                ))}
              </SelectField>
            </div>
          )
        ) : null}
      </fieldset>
      <fieldset className={grid}>
        <legend className={css({ fontWeight: 'semibold', fontSize: 'lg', px: '1' })}>{t`Person`}</legend>
        <SelectField
          label={t`Salutation`}
          name="salutation"
          value={values.salutation}
          error={errors['salutation']}
          onChange={(value) => onChange('salutation', value)}
        >
          {SALUTATIONS.map((salutation) => (
            <option key={salutation} value={salutation}>
              {salutation === 'NA' ? t`None` : salutation}
            </option>
          ))}
        </SelectField>
        {text('firstName', t`First name`)}
        {text('lastName', t`Last name`)}
        <SelectField
          label={t`ID type`}
          name="idType"
          value={values.idType}
          error={errors['idType']}
          onChange={(value) => onChange('idType', value)}
        >
          {ID_TYPES.map((idType) => (
            <option key={idType} value={idType}>
              {i18n._(ID_TYPE_LABELS[idType])}
            </option>
          ))}
        </SelectField>
        {text('idNumber', t`ID number`)}
        {text('email', t`Email`, { type: 'email' })}
        {text('mobileNumber', t`Mobile number`, { hint: t`For example 012-345-6789`, type: 'tel' })}
      </fieldset>
    </div>
  );
}
