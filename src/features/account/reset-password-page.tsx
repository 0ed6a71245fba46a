import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { ResetPasswordSchema } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { toaster } from '../../ui/toaster';
import { resetPassword, validatePasswordReset } from './account.api';
import { FormAlert } from '../../ui/form-alert';
import { useFormState } from './form-state';
import { useMailedLink } from './use-mailed-link';
import { linkStyle } from './link-styles';
import { NewPasswordFields } from './new-password-fields';

/** /login-reset-password (docs/product.md, Screens and routes), opened from the mailed link (`?token=`). */
export function ResetPasswordPage({ token, onDone }: { token: string; onDone: (username: string) => void }) {
  const { i18n } = useLingui();
  const link = useMailedLink(token, validatePasswordReset, 'account.linkInvalid');
  const { errors, formError, isBusy, run } = useFormState();

  function handleSubmit(event: FormEvent<HTMLFormElement>, username: string) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { token, password: form.get('password'), confirmPassword: form.get('confirmPassword') };
    void run(ResetPasswordSchema, input, async (parsed) => {
      await resetPassword(parsed);
      toaster.create({ title: translateMessage(i18n, 'account.passwordUpdated'), type: 'success' });
      onDone(username);
    });
  }

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Reset password</Trans>
      </h1>
      {link.status === 'checking' ? <Loading /> : null}
      {link.status === 'invalid' ? (
        <>
          <FormAlert message={link.message} />
          <Link to="/forgot-password" className={linkStyle}>
            <Trans>Request a new link</Trans>
          </Link>
        </>
      ) : null}
      {link.status === 'valid' ? (
        <form
          noValidate
          onSubmit={(event) => handleSubmit(event, link.info.username)}
          className={css({ display: 'grid', gap: '4' })}
        >
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>Choose a new password for {link.info.username}.</Trans>
          </p>
          <FormAlert message={formError} />
          <NewPasswordFields errors={errors} />
          <Button type="submit" disabled={isBusy}>
            <Trans>Reset password</Trans>
          </Button>
        </form>
      ) : null}
    </div>
  );
}
