import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import type { AuthenticatorSetup, Session } from '../../contract';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { AuthenticatorQr } from '../../ui/second-factor/authenticator-setup';
import { RecoveryCodes } from '../../ui/second-factor/recovery-codes';
import { CodeField } from '../../ui/second-factor/code-field';
import { startSignInSetup } from './second-step.api';
import { useSecondStep, type SecondStepProps } from './second-step';

/**
 * Setting up the second factor right after the password step, for a user whose role requires one
 * (docs/security.md, "Second factor"): the QR code, the first code that turns it on, then the ten
 * recovery codes, shown once, before the session starts.
 */
export function SecondStepSetup({ challenge, onSignedIn, onRestart }: SecondStepProps) {
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [done, setDone] = useState<{ session: Session; codes: string[] } | null>(null);
  const { error, fieldError, isBusy, fail, send } = useSecondStep();

  useEffect(() => {
    startSignInSetup(challenge.ticket).then(setSetup, fail);
  }, [challenge.ticket, fail]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    void send({ ticket: challenge.ticket, code }, ({ recoveryCodes = [], ...session }) =>
      setDone({ session, codes: recoveryCodes }),
    );
  }

  const heading = (
    <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
      <Trans>Set up two-step verification</Trans>
    </h1>
  );
  if (done) {
    return (
      <div className={css({ display: 'grid', gap: '5' })}>
        {heading}
        <RecoveryCodes codes={done.codes} />
        <Button onClick={() => onSignedIn(done.session)}>
          <Trans>I have saved my codes, continue</Trans>
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '5' })}>
      <div>
        {heading}
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>
            Your role approves changes, so it asks for a code from your phone as well as your password.
          </Trans>
        </p>
      </div>
      <FormAlert message={error?.message ?? null} />
      {error?.isFinal ? null : setup === null ? (
        error ? null : (
          <Loading />
        )
      ) : (
        <>
          <AuthenticatorQr setup={setup} />
          <CodeField name="code" error={fieldError} />
          <Button type="submit" disabled={isBusy}>
            <Trans>Turn on and sign in</Trans>
          </Button>
        </>
      )}
      <Button variant="outline" onClick={onRestart}>
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  );
}
