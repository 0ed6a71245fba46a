/**
 * Passkeys (docs/security.md, Passkeys): WebAuthn credentials registered from Security settings
 * and used to sign in without a username. The ceremony messages are the browser's JSON forms
 * (base64url strings), checked here for shape and size only; the server verifies their content.
 */
import * as v from 'valibot';
import { OtpConfirmationSchema } from './account';

const base64url = (max: number) =>
  v.pipe(
    v.string('validation.invalid'),
    v.maxLength(max, 'validation.tooLong'),
    v.regex(/^[\w-]*$/, 'validation.invalid'),
  );

/** A passkey as the Devices tab lists it. */
export const PasskeySchema = v.object({
  id: v.string(),
  deviceName: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;
export const PasskeyListSchema = v.array(PasskeySchema);

/** Options for the browser's create or get call: the JSON the browser library takes as it is. */
export const PasskeyOptionsSchema = v.looseObject({ challenge: v.string() });
export type PasskeyOptions = v.InferOutput<typeof PasskeyOptionsSchema>;

const credentialCommon = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key', 'validation.invalid'),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  authenticatorAttachment: v.optional(v.string()),
};

export const RegistrationCredentialSchema = v.object({
  ...credentialCommon,
  response: v.looseObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(40))), []),
  }),
});

export const AuthenticationCredentialSchema = v.object({
  ...credentialCommon,
  response: v.looseObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: v.optional(base64url(512)),
  }),
});

/** Registers this device's passkey, confirmed by the one-time password of purpose 'passkey'. */
export const RegisterPasskeySchema = v.object({
  ...OtpConfirmationSchema.entries,
  credential: RegistrationCredentialSchema,
});
export type RegisterPasskey = v.InferOutput<typeof RegisterPasskeySchema>;

export const RemovePasskeySchema = v.object({
  ...OtpConfirmationSchema.entries,
  id: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
});
export type RemovePasskey = v.InferOutput<typeof RemovePasskeySchema>;

export const PasskeySignInSchema = v.object({ credential: AuthenticationCredentialSchema });
export type PasskeySignIn = v.InferOutput<typeof PasskeySignInSchema>;
