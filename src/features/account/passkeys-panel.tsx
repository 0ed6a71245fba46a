import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { OtpConfirmationSchema, type Passkey, type RegistrationCredentialSchema } from '../../contract';
import type * as v from 'valibot';
import { formatDateTime } from '../../lib/format/date';
import { translateMessage } from '../../lib/i18n/server-messages';
import { createPasskey, isPasskeyCancel, supportsPasskeys } from '../../lib/passkeys/webauthn';
import { Button } from '../../ui/button';
import { deviceLabel } from '../../ui/device-name';
import { useEndOtherSessionsOffer } from './end-other-sessions-offer';
import { FormAlert } from '../../ui/form-alert';
import { listPasskeys, passkeyRegistrationOptions, registerPasskey, removePasskey } from './passkeys.api';
import { SecurityChangeForm } from './security-change-form';

const rowStyle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '3',
});

/**
 * Passkeys in the Devices tab (docs/product.md, Passkeys): "Register this device" after the
 * one-time password every security change takes, then the list with name, added and last used;
 * removing one takes a one-time password too.
 */
export function PasskeysPanel() {
  const { i18n, t } = useLingui();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const endOthers = useEndOtherSessionsOffer();

  const load = useCallback(() => {
    listPasskeys().then(setPasskeys, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : null),
    );
  }, []);
  useEffect(load, [load]);

  async function register(confirmation: v.InferOutput<typeof OtpConfirmationSchema>) {
    const options = await passkeyRegistrationOptions(confirmation);
    let credential: unknown;
    try {
      credential = await createPasskey(options);
    } catch (failure) {
      if (failure instanceof Error && failure.name === 'InvalidStateError') {
        throw new Error(t`This device already has a passkey for your account.`, { cause: failure });
      }
      throw isPasskeyCancel(failure)
        ? new Error(t`Registering this device was cancelled or timed out. Please try again.`, {
            cause: failure,
          })
        : failure;
    }
    await registerPasskey({
      ...confirmation,
      credential: credential as v.InferOutput<typeof RegistrationCredentialSchema>,
    });
    load();
    endOthers.offer();
    return translateMessage(i18n, 'passkey.registered');
  }

  async function remove(id: string, confirmation: v.InferOutput<typeof OtpConfirmationSchema>) {
    await removePasskey({ ...confirmation, id });
    setRemoving(null);
    load();
    endOthers.offer();
    return translateMessage(i18n, 'passkey.removed');
  }

  return (
    <section aria-labelledby="passkeys-heading" className={css({ display: 'grid', gap: '3', mt: '6' })}>
      <h2 id="passkeys-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Passkeys</Trans>
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: '2xl' })}>
        <Trans>
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on the
          device that registered it.
        </Trans>
      </p>
      <FormAlert message={error} />
      {endOthers.element}
      {passkeys === null ? null : passkeys.length === 0 ? (
        <p className={css({ fontSize: 'sm' })}>
          <Trans>No passkeys registered yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Passkeys`} className={css({ display: 'grid', gap: '2' })}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={rowStyle}>
              <div>
                <div className={css({ fontWeight: 'medium' })}>{deviceLabel(i18n, passkey.deviceName)}</div>
                <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  <Trans>Added {formatDateTime(passkey.createdAt, i18n.locale)}</Trans>
                  {' · '}
                  {passkey.lastUsedAt ? (
                    <Trans>Last used {formatDateTime(passkey.lastUsedAt, i18n.locale)}</Trans>
                  ) : (
                    <Trans>Not used yet</Trans>
                  )}
                </div>
              </div>
              {removing === passkey.id ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t`Remove passkey ${deviceLabel(i18n, passkey.deviceName)}`}
                  onClick={() => setRemoving(passkey.id)}
                >
                  <Trans>Remove</Trans>
                </Button>
              )}
              {removing === passkey.id ? (
                <div className={css({ flexBasis: 'full' })}>
                  <SecurityChangeForm
                    purpose="passkey"
                    schema={OtpConfirmationSchema}
                    save={(confirmation) => remove(passkey.id, confirmation)}
                    fields={() => null}
                    submitLabel={<Trans>Remove passkey</Trans>}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {supportsPasskeys() ? (
        <SecurityChangeForm
          purpose="passkey"
          schema={OtpConfirmationSchema}
          save={register}
          fields={() => null}
          submitLabel={<Trans>Register this device</Trans>}
        />
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>This browser cannot register a passkey.</Trans>
        </p>
      )}
    </section>
  );
}
