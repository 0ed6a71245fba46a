import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  ConfirmAuthenticatorSchema,
  SecondFactorOtpSchema,
  type AuthenticatorSetup,
  type SecondFactorStatus,
} from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { AuthenticatorQr } from '../../ui/second-factor/authenticator-setup';
import { RecoveryCodes } from '../../ui/second-factor/recovery-codes';
import { CodeField } from '../../ui/second-factor/code-field';
import { toaster } from '../../ui/toaster';
import { useFormState } from './form-state';
import {
  confirmAuthenticator,
  getSecondFactor,
  renewRecoveryCodes,
  startAuthenticatorSetup,
  turnOffSecondFactor,
} from './second-factor.api';
import { SecurityChangeForm } from './security-change-form';
import { useEndOtherSessionsOffer } from './end-other-sessions-offer';

const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const section = css({ display: 'grid', gap: '2' });
const summary = css({ fontWeight: 'semibold', cursor: 'pointer', py: '1', color: 'accent.fg' });

/** A change of the factor once it is on: folded, so the tab shows one open form at a time. */
function Fold({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <details className={section}>
      <summary className={summary}>{title}</summary>
      <div className={css({ pt: '2' })}>{children}</div>
    </details>
  );
}

/**
 * Two-step verification in Security settings (docs/security.md, "Second factor"): set up an
 * authenticator app after the OTP step, see the recovery codes once, renew them, or turn it off
 * when the role does not require it.
 */
export function TwoStepPanel() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const endOthers = useEndOtherSessionsOffer();
  const load = useCallback(() => {
    getSecondFactor().then(setStatus, (failure: unknown) =>
      setLoadError(failure instanceof Error ? failure.message : null),
    );
  }, []);
  useEffect(load, [load]);

  if (status === null) return loadError ? <FormAlert message={loadError} /> : <Loading />;
  const { recoveryCodesLeft } = status;
  const setupForm = (
    <SecurityChangeForm
      purpose="secondFactor"
      schema={SecondFactorOtpSchema}
      submitLabel={<Trans>Show QR code</Trans>}
      save={async (input) => {
        setSetup(await startAuthenticatorSetup(input));
        return translateMessage(i18n, 'secondFactor.setupReady');
      }}
      fields={() => null}
    />
  );
  if (codes) {
    return (
      <div className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
        <h2 className={sectionTitle}>
          <Trans>Your recovery codes</Trans>
        </h2>
        <RecoveryCodes codes={codes} />
        {endOthers.element}
        <Button onClick={() => setCodes(null)}>
          <Trans>Done</Trans>
        </Button>
      </div>
    );
  }
  if (setup) {
    return (
      <ConfirmSetup
        setup={setup}
        onConfirmed={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          load();
          endOthers.offer();
        }}
      />
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
      {endOthers.element}
      <p className={css({ fontSize: 'sm' })}>
        {status.enabled ? (
          <Trans>
            Two-step verification is on: signing in with a password also asks for a code from your
            authenticator app. Recovery codes left: {recoveryCodesLeft}.
          </Trans>
        ) : status.required ? (
          <Trans>Your role requires two-step verification. Set it up with an authenticator app.</Trans>
        ) : (
          <Trans>
            Two-step verification adds a code from an authenticator app on your phone to your password.
          </Trans>
        )}
      </p>
      {status.enabled ? (
        <>
          <Fold title={<Trans>Move to a new phone</Trans>}>{setupForm}</Fold>
          <Fold title={<Trans>New recovery codes</Trans>}>
            <SecurityChangeForm
              purpose="secondFactor"
              schema={SecondFactorOtpSchema}
              submitLabel={<Trans>Make new recovery codes</Trans>}
              save={async (input) => {
                setCodes((await renewRecoveryCodes(input)).recoveryCodes);
                load();
                endOthers.offer();
                return translateMessage(i18n, 'secondFactor.recoveryCodesRenewed');
              }}
              fields={() => null}
            />
          </Fold>
          {status.required ? null : (
            <Fold title={<Trans>Turn off</Trans>}>
              <SecurityChangeForm
                purpose="secondFactor"
                schema={SecondFactorOtpSchema}
                submitLabel={<Trans>Turn off two-step verification</Trans>}
                save={async (input) => {
                  await turnOffSecondFactor(input);
                  load();
                  endOthers.offer();
                  return translateMessage(i18n, 'secondFactor.disabled');
                }}
                fields={() => null}
              />
            </Fold>
          )}
        </>
      ) : (
        <section className={section}>
          <h2 className={sectionTitle}>
            <Trans>Set up</Trans>
          </h2>
          {setupForm}
        </section>
      )}
    </div>
  );
}

/** The QR code and the first code that turns the new authenticator on. */
function ConfirmSetup({
  setup,
  onConfirmed,
}: {
  setup: AuthenticatorSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const { i18n } = useLingui();
  const { errors, formError, isBusy, run } = useFormState();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = Object.fromEntries(new FormData(event.currentTarget));
    void run(ConfirmAuthenticatorSchema, input, async ({ code }) => {
      const { recoveryCodes } = await confirmAuthenticator(code);
      toaster.create({ title: translateMessage(i18n, 'secondFactor.enabled'), type: 'success' });
      onConfirmed(recoveryCodes);
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '4', maxW: 'md' })}>
      <FormAlert message={formError} />
      <AuthenticatorQr setup={setup} />
      <CodeField name="code" error={errors.code} />
      <Button type="submit" disabled={isBusy}>
        <Trans>Turn on</Trans>
      </Button>
    </form>
  );
}
