import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { RequestPasswordResetSchema } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { requestPasswordReset } from './account.api';
import { FormAlert } from '../../ui/form-alert';
import { useFormState } from './form-state';

/**
 * /forgot-password (docs/product.md, Account flows): the answer is the same whether or not the account
 * exists.
 */
export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  const { errors, formError, isBusy, run } = useFormState();
  const [isSent, setSent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(RequestPasswordResetSchema, { username: form.get('username') }, async ({ username }) => {
      await requestPasswordReset(username);
      setSent(true);
    });
  }

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Forgot password</Trans>
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>
            Enter your username or registered email. We will send you a link to reset your password.
          </Trans>
        </p>
      </div>
      {isSent ? (
        <p role="status" className={css({ bg: 'bg.subtle', borderRadius: 'md', p: '3', fontSize: 'sm' })}>
          {translateMessage(i18n, 'account.resetLinkSent')}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '4' })}>
          <FormAlert message={formError} />
          <TextField
            label={<Trans>Username or email</Trans>}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            required
            error={errors.username}
          />
          <Button type="submit" disabled={isBusy}>
            <Trans>Send reset link</Trans>
          </Button>
        </form>
      )}
      <Link to="/login" className={css({ fontSize: 'sm', color: 'accent.fg', textDecoration: 'underline' })}>
        <Trans>Back to sign in</Trans>
      </Link>
    </div>
  );
}
