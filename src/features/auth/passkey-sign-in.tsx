import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Session } from '../../contract/auth';
import {
  cancelPasskeyRequest,
  getPasskey,
  isPasskeyCancel,
  supportsPasskeyAutofill,
  supportsPasskeys,
} from '../../lib/passkeys/webauthn';
import { Button } from '../../ui/button';
import { passkeySignInOptions, signInWithPasskey } from './auth.api';

/**
 * "Continue with a passkey" (docs/product.md, Passkeys): sign in with a discoverable passkey, so
 * no username. (Its label leaves out "Sign in", the name of the password form's own button.)
 * Where the browser offers passkeys in autofill, the first focus of the username field starts a
 * waiting request, so picking a passkey there signs in too. The WebAuthn code loads only then
 * (lib/passkeys/webauthn.ts). Hidden where the browser has no WebAuthn.
 */
export function PasskeySignIn({
  onSession,
  onError,
}: {
  onSession: (session: Session) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useLingui();
  const [isBusy, setBusy] = useState(false);
  const autofillStarted = useRef(false);
  const buttonUsed = useRef(false);
  const isMounted = useRef(true);

  async function run(autofill: boolean) {
    if (!autofill) {
      buttonUsed.current = true;
      setBusy(true);
    }
    try {
      const options = await passkeySignInOptions();
      // An autofill request starting after the button's would cancel the button's prompt.
      if (autofill && buttonUsed.current) return;
      const credential = await getPasskey(options, autofill);
      setBusy(true);
      onSession(await signInWithPasskey(credential));
    } finally {
      // A waiting autofill request leaves the button's busy state to the button.
      if (isMounted.current && (!autofill || !buttonUsed.current)) setBusy(false);
    }
  }

  useEffect(() => {
    isMounted.current = true;
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      if (autofillStarted.current || !(field instanceof HTMLInputElement)) return;
      if (!field.autocomplete.split(' ').includes('webauthn')) return;
      autofillStarted.current = true;
      void supportsPasskeyAutofill().then((available) => {
        if (!available || !isMounted.current) return;
        // Picking a passkey in the suggestions signs in; otherwise the request just waits.
        run(true).catch((error: unknown) => {
          if (isMounted.current && !isPasskeyCancel(error)) onError(error);
        });
      });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      isMounted.current = false;
      document.removeEventListener('focusin', onFocus);
      if (autofillStarted.current) void cancelPasskeyRequest();
    };
    // Set up once: the callbacks only report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!supportsPasskeys()) return null;
  return (
    <Button
      type="button"
      variant="outline"
      disabled={isBusy}
      onClick={() => {
        run(false).catch((error: unknown) => {
          onError(
            isPasskeyCancel(error)
              ? new Error(t`Signing in with a passkey was cancelled or timed out. Please try again.`)
              : error,
          );
        });
      }}
    >
      <Trans>Continue with a passkey</Trans>
    </Button>
  );
}
