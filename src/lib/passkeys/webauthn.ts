/**
 * The browser side of passkeys (docs/security.md, Passkeys) through @simplewebauthn/browser,
 * imported only when a passkey is used: a click on "Sign in with passkey", the first focus of the
 * username field (autofill), or "Register this device". A first visit of /login never loads it
 * (docs/ARCHITECTURE.md, First visit).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

const library = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all (checked without the library). */
export const supportsPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether the browser offers passkeys in the username field's autofill (conditional mediation). */
export async function supportsPasskeyAutofill(): Promise<boolean> {
  if (!supportsPasskeys()) return false;
  const available = window.PublicKeyCredential.isConditionalMediationAvailable;
  return typeof available === 'function' ? available.call(window.PublicKeyCredential) : false;
}

/** Options as the server sends them; the library checks them. */
type Options = { challenge: string };

export async function createPasskey(options: Options): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await library();
  return startRegistration({
    optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
}

/** `autofill`: wait for the user to pick a passkey in the username field's suggestions. */
export async function getPasskey(options: Options, autofill = false): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await library();
  return startAuthentication({
    optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    useBrowserAutofill: autofill,
  });
}

/** Ends a pending autofill request (the page is left, or the button starts another). */
export async function cancelPasskeyRequest(): Promise<void> {
  const { WebAuthnAbortService } = await library();
  WebAuthnAbortService.cancelCeremony();
}

/** The user closed the browser's prompt, or it timed out: no error to report. */
export const isPasskeyCancel = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
