/**
 * Passkey sign-in (docs/security.md, Passkeys): the browser's JSON forms of a WebAuthn ceremony
 * (base64url strings), checked here for shape and size only; the server verifies their content.
 * Apart from passkeys.ts so the sign-in page loads none of the account schemas.
 */
import * as v from 'valibot';

export const base64url = (max: number) =>
  v.pipe(
    v.string('validation.invalid'),
    v.maxLength(max, 'validation.tooLong'),
    v.regex(/^[\w-]*$/, 'validation.invalid'),
  );

/** Options for the browser's create or get call: the JSON the browser library takes as it is. */
export const PasskeyOptionsSchema = v.looseObject({ challenge: v.string() });
export type PasskeyOptions = v.InferOutput<typeof PasskeyOptionsSchema>;

export const credentialCommon = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key', 'validation.invalid'),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  authenticatorAttachment: v.optional(v.string()),
};

export const AuthenticationCredentialSchema = v.object({
  ...credentialCommon,
  response: v.looseObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: v.optional(base64url(512)),
  }),
});

export const PasskeySignInSchema = v.object({ credential: AuthenticationCredentialSchema });
export type PasskeySignIn = v.InferOutput<typeof PasskeySignInSchema>;
