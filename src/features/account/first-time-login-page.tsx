import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { CompleteFirstLoginSchema, FirstLoginSecuritySchema, type FirstLoginSecurity } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { toaster } from '../../ui/toaster';
import { completeFirstLogin, validateFirstLogin } from './account.api';
import { CheckboxField } from './checkbox-field';
import { FormAlert } from '../../ui/form-alert';
import { useFormState } from './form-state';
import { useMailedLink } from './use-mailed-link';
import { NewPasswordFields } from './new-password-fields';
import { PhraseField } from './phrase-field';
import { QuestionFields } from './question-fields';

type Mode = 'password' | 'singleSignOn';

/** The business's identity provider, offered instead of a password where single sign-on is set up. */
export type FirstLoginProvider = {
  name: string;
  /** Leaves for the provider with the page's answers (docs/security.md, Single sign-on). */
  start: (security: FirstLoginSecurity) => Promise<void>;
};

/**
 * First-time login (status N: docs/product.md, User statuses) from the mailed link: a password,
 * or "Continue with <provider>" when single sign-on is set up; then the security question,
 * secret phrase and terms either way.
 */
export function FirstTimeLoginPage({
  token,
  onDone,
  provider,
}: {
  token: string;
  onDone: () => void;
  provider?: FirstLoginProvider | null | undefined;
}) {
  const { i18n } = useLingui();
  const link = useMailedLink(token, validateFirstLogin, 'account.notFound');
  const [mode, setMode] = useState<Mode>('password');
  const { errors, formError, isBusy, run } = useFormState();

  if (link.status === 'checking') return <Loading />;
  if (link.status === 'invalid') return <FormAlert message={link.message} />;
  const { info } = link;
  const providerName = provider?.name ?? '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => form.get(name) ?? '';
    const input = {
      token,
      question: text('question'),
      answer: text('answer'),
      secretPhrase: text('secretPhrase'),
      acceptTerms: form.get('acceptTerms') === 'on',
      confirmOrganization: form.get('confirmOrganization') === 'on',
      ...(mode === 'password'
        ? { password: text('password'), confirmPassword: text('confirmPassword') }
        : {}),
    };
    if (mode === 'singleSignOn' && provider) {
      void run(FirstLoginSecuritySchema, input, provider.start);
      return;
    }
    void run(CompleteFirstLoginSchema, input, async (parsed) => {
      await completeFirstLogin(parsed);
      toaster.create({ title: translateMessage(i18n, 'account.firstLoginDone'), type: 'success' });
      onDone();
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>First-time login</Trans>
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>
            Welcome, {info.firstName}. Your username is {info.username} ({info.role}).
          </Trans>
        </p>
      </div>
      <FormAlert message={formError} />
      {provider ? (
        <fieldset className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}>
          <legend className={css({ fontWeight: 'medium', mb: '1' })}>
            <Trans>How will you sign in?</Trans>
          </legend>
          <label className={css({ display: 'flex', gap: '2' })}>
            <input
              type="radio"
              name="mode"
              checked={mode === 'password'}
              onChange={() => setMode('password')}
            />
            <Trans>Set a password for this account</Trans>
          </label>
          <label className={css({ display: 'flex', gap: '2' })}>
            <input
              type="radio"
              name="mode"
              checked={mode === 'singleSignOn'}
              onChange={() => setMode('singleSignOn')}
            />
            <Trans>Sign in with {providerName} (single sign-on)</Trans>
          </label>
        </fieldset>
      ) : null}
      {mode === 'password' || !provider ? <NewPasswordFields errors={errors} /> : null}
      <QuestionFields errors={errors} />
      <PhraseField name="secretPhrase" label={<Trans>Secret phrase</Trans>} error={errors.secretPhrase} />
      {info.isMerchantAdmin ? (
        <CheckboxField
          name="confirmOrganization"
          label={<Trans>I am authorised to administer {info.merchantName} on this portal.</Trans>}
          error={errors.confirmOrganization}
        />
      ) : null}
      <CheckboxField
        name="acceptTerms"
        label={<Trans>I accept the terms and conditions of the Back Office Portal.</Trans>}
        error={errors.acceptTerms}
      />
      <Button type="submit" disabled={isBusy}>
        {mode === 'singleSignOn' && provider ? (
          <Trans>Continue with {providerName}</Trans>
        ) : (
          <Trans>Complete setup</Trans>
        )}
      </Button>
    </form>
  );
}
