import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  SecondStepSchema,
  type SecondFactorChallenge,
  type SecondStepAnswer,
  type Session,
} from '../../contract';
import { ApiError } from '../../lib/api';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { CodeField } from '../../ui/second-factor/code-field';
import { TextField } from '../../ui/text-field';
import { answerSecondStep } from './second-step.api';

const SecondStepSetup = lazy(() =>
  import('./second-step-setup').then((module) => ({ default: module.SecondStepSetup })),
);

/** Codes after which the ticket is gone: the only way on is to sign in again. */
const ENDS_TICKET = new Set(['auth.locked', 'secondFactor.ticketInvalid']);

export type SecondStepProps = {
  challenge: SecondFactorChallenge;
  onSignedIn: (session: Session) => void;
  onRestart: () => void;
};

/**
 * The second sign-in step (docs/security.md, "Second factor"): a code of the authenticator app
 * (the browser may fill it from a message: one-time-code), or a recovery code; for a user whose
 * role requires a factor they lack, setting one up. Loaded only when a sign-in asks for it.
 */
export function SecondStep(props: SecondStepProps) {
  if (props.challenge.secondStep === 'setup') {
    return (
      <Suspense fallback={<Loading />}>
        <SecondStepSetup {...props} />
      </Suspense>
    );
  }
  return <CodeStep {...props} />;
}

/**
 * The state both forms of the step share: the server's words for a failure and whether the
 * ticket is spent, the field's error, and `send`, which parses the step's body with the contract
 * first and hands the answer to `then`.
 */
export function useSecondStep() {
  const { i18n } = useLingui();
  const [error, setError] = useState<{ message: string; isFinal: boolean } | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const fail = useCallback(
    (failure: unknown) =>
      setError({
        message: failure instanceof Error ? failure.message : translateMessage(i18n, 'error.unexpected'),
        isFinal: failure instanceof ApiError && ENDS_TICKET.has(failure.code ?? ''),
      }),
    [i18n],
  );
  async function send(input: unknown, then: (answer: SecondStepAnswer) => void) {
    const parsed = v.safeParse(SecondStepSchema, input);
    if (!parsed.success) {
      setFieldError(translateMessage(i18n, parsed.issues[0].message));
      return;
    }
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      then(await answerSecondStep(parsed.output));
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }
  return { error, fieldError, setFieldError, isBusy, fail, send };
}

function CodeStep({ challenge, onSignedIn, onRestart }: SecondStepProps) {
  const [isRecovery, setRecovery] = useState(false);
  const { error, fieldError, setFieldError, isBusy, send } = useSecondStep();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('value');
    const input = isRecovery
      ? { ticket: challenge.ticket, recoveryCode: value }
      : { ticket: challenge.ticket, code: value };
    void send(input, onSignedIn);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '5' })}>
      <div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Two-step verification</Trans>
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {isRecovery ? (
            <Trans>Enter one of your recovery codes. Each code works once.</Trans>
          ) : (
            <Trans>Enter the 6-digit code from your authenticator app.</Trans>
          )}
        </p>
      </div>
      <FormAlert message={error?.message ?? null} />
      {error?.isFinal ? null : (
        <>
          {isRecovery ? (
            <TextField
              key="recovery"
              label={<Trans>Recovery code</Trans>}
              name="value"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              autoFocus
              error={fieldError}
            />
          ) : (
            <CodeField key="code" name="value" autoFocus error={fieldError} />
          )}
          <Button type="submit" disabled={isBusy}>
            {isBusy ? <Trans>Verifying…</Trans> : <Trans>Verify</Trans>}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setRecovery(!isRecovery);
              setFieldError(undefined);
            }}
          >
            {isRecovery ? <Trans>Use a code from the app</Trans> : <Trans>Use a recovery code</Trans>}
          </Button>
        </>
      )}
      <Button variant="outline" onClick={onRestart}>
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  );
}
