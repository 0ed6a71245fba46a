import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { RegisterOrganizationSchema } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { FormAlert } from '../../ui/form-alert';
import { useFormState } from './form-state';
import { linkStyle, statusStyle } from './link-styles';
import { registerOrganization } from './registration.api';

const FIELDS = [
  'companyName',
  'registrationNumber',
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
] as const;

/**
 * Register (docs/product.md, Account flows): a merchant registers its organization and its Merchant Admin. No
 * password here: once staff approve, the admin sets it at the first-time login. The answer is the same
 * whether or not the email was already registered.
 */
export function RegisterPage() {
  const { i18n } = useLingui();
  const { errors, formError, isBusy, run } = useFormState();
  const [isSent, setSent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(FIELDS.map((name) => [name, form.get(name)]));
    void run(RegisterOrganizationSchema, input, async (parsed) => {
      await registerOrganization(parsed);
      setSent(true);
    });
  }

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Register your organization</Trans>
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>
            You will be the Merchant Admin of your organization. We will email you a link to verify your
            email; after our staff approve the organization, you will receive a link to set your password.
          </Trans>
        </p>
      </div>
      {isSent ? (
        <p role="status" className={statusStyle}>
          {translateMessage(i18n, 'account.registered')}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '4' })}>
          <FormAlert message={formError} />
          <fieldset className={css({ display: 'grid', gap: '4' })}>
            <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
              <Trans>Organization</Trans>
            </legend>
            <TextField
              label={<Trans>Company name</Trans>}
              name="companyName"
              autoComplete="organization"
              required
              error={errors.companyName}
            />
            <TextField
              label={<Trans>Company registration number</Trans>}
              name="registrationNumber"
              autoCapitalize="characters"
              required
              hint={<Trans>As on your registration certificate, for example 202301012345</Trans>}
              error={errors.registrationNumber}
            />
          </fieldset>
          <fieldset className={css({ display: 'grid', gap: '4' })}>
            <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
              <Trans>Merchant Admin</Trans>
            </legend>
            <TextField
              label={<Trans>First name</Trans>}
              name="firstName"
              autoComplete="given-name"
              required
              error={errors.firstName}
            />
            <TextField
              label={<Trans>Last name</Trans>}
              name="lastName"
              autoComplete="family-name"
              required
              error={errors.lastName}
            />
            <TextField
              label={<Trans>Email</Trans>}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              required
              error={errors.email}
            />
            <TextField
              label={<Trans>Mobile number</Trans>}
              name="mobileNumber"
              type="tel"
              autoComplete="tel"
              required
              hint={<Trans>With '-' between digit groups, for example 012-345-6789</Trans>}
              error={errors.mobileNumber}
            />
          </fieldset>
          <Button type="submit" disabled={isBusy}>
            <Trans>Register</Trans>
          </Button>
        </form>
      )}
      <Link to="/login" className={linkStyle}>
        <Trans>Back to sign in</Trans>
      </Link>
    </div>
  );
}
