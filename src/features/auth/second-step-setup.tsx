import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { SecondStepSchema, type AuthenticatorSetup, type Session } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { AuthenticatorQr } from '../../ui/second-factor/authenticator-setup';
import { RecoveryCodes } from '../../ui/second-factor/recovery-codes';
import { TextField } from '../../ui/text-field';
import { answerSecondStep, startSignInSetup } from './second-step.api';
import { useStepError, type SecondStepProps } from './second-step';

/**
 * Setting up the second factor right after the password step, for a user whose role requires one
 * (docs/security.md, "Second factor"): the QR code, the first code that turns it on, then the ten
 * recovery codes, shown once, before the session starts.
 */
export function SecondStepSetup({ challenge, onSignedIn, onRestart }: SecondStepProps) {
  const { i18n } = useLingui();
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [done, setDone] = useState<{ session: Session; codes: string[] } | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const { error, setError, fail } = useStepError();

  useEffect(() => {
    startSignInSetup(challenge.ticket).then(setSetup, fail);
  }, [challenge.ticket, fail]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    const parsed = v.safeParse(SecondStepSchema, { ticket: challenge.ticket, code });
    if (!parsed.success) {
      setFieldError(translateMessage(i18n, parsed.issues[0].message));
      return;
    }
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      const { recoveryCodes = [], ...session } = await answerSecondStep(parsed.output);
      setDone({ session, codes: recoveryCodes });
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
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
          <TextField
            label={<Trans>Verification code</Trans>}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            error={fieldError}
          />
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
