import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { SignInRequestSchema } from '../../contract';
import {
  isSecondFactorChallenge,
  type SecondFactorChallenge,
  type Session,
  type SignInAnswer,
} from '../../contract/auth';
import { signInFailureMessage } from '../../lib/api/sign-in-failure';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { toaster } from '../../ui/toaster';
import { signIn } from './auth.api';
import { PasskeySignIn } from './passkey-sign-in';
import { startSession, takeSignOutNotice } from './session-store';
import { isSharedDevice, setSharedDevice } from './shared-device';
import { Loading } from '../../ui/loading';

// Loaded only when a sign-in asks for it: /login's first visit stays within its budget.
const SecondStep = lazy(() => import('./second-step').then((module) => ({ default: module.SecondStep })));

type FieldErrors = Partial<Record<'username' | 'password', string>>;

/** What another way of signing in (single sign-on) does with its answer: the same as a password's. */
export type AcceptSignIn = (answer: SignInAnswer, returnTo?: string) => void;

/**
 * `footer`: the other ways in and the links around sign-in (forgot password), composed by the
 * route; a way in hands its answer to `accept`, so a session starts, or the second step shows,
 * exactly as after a password (docs/security.md, Second factor). `onSignedIn` gets the path a way
 * in brought back with it, if any.
 */
export function LoginPage({
  onSignedIn,
  footer,
}: {
  onSignedIn: (returnTo?: string) => void;
  footer?: (accept: AcceptSignIn) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // Why the last session ended without the user choosing (the idle timeout), shown once.
  const [notice] = useState(() => {
    const taken = takeSignOutNotice();
    return taken ? translateMessage(i18n, taken.code, taken.params) : null;
  });
  const [isShared, setShared] = useState(isSharedDevice);
  const [isSubmitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  // Where a way in asked to go after its second step.
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = v.safeParse(SignInRequestSchema, {
      username: form.get('username'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) as keyof FieldErrors | null;
        if (key && !errors[key]) errors[key] = translateMessage(i18n, issue.message);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      accept(await signIn(parsed.output));
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  }

  function accept(answer: SignInAnswer, path?: string) {
    if (isSecondFactorChallenge(answer)) {
      setReturnTo(path);
      setChallenge(answer);
    } else {
      signedIn(answer, path);
    }
  }

  function signedIn(session: Session, path = returnTo) {
    startSession(session);
    toaster.create({ title: t`Signed in successfully.`, type: 'success' });
    onSignedIn(path);
  }

  function showFailure(error: unknown) {
    setFormError(signInFailureMessage(i18n, error, 'error.unexpected'));
  }

  if (challenge) {
    return (
      <Suspense fallback={<Loading />}>
        <SecondStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />
      </Suspense>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '5' })}>
      <div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Sign in</Trans>
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Back-office portal for merchants and staff</Trans>
        </p>
      </div>
      <FormAlert message={formError ?? notice} />
      <TextField
        label={<Trans>Username</Trans>}
        name="username"
        autoComplete="username webauthn"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldErrors.username}
      />
      <TextField
        label={<Trans>Password</Trans>}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <label className={css({ display: 'flex', gap: '2', alignItems: 'start', fontSize: 'sm' })}>
        <input
          type="checkbox"
          checked={isShared}
          onChange={(event) => {
            setShared(event.currentTarget.checked);
            setSharedDevice(event.currentTarget.checked);
          }}
          className={css({ mt: '1' })}
        />
        <span className={css({ display: 'grid', gap: '1' })}>
          <span>
            <Trans>This is a shared device</Trans>
          </span>
          <span className={css({ color: 'fg.muted' })}>
            <Trans>Signing out then removes your data from this device.</Trans>
          </span>
        </span>
      </label>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
      <PasskeySignIn onSession={signedIn} onError={showFailure} />
      {footer?.(accept)}
    </form>
  );
}
