/**
 * Passkeys in Security settings (docs/security.md, Passkeys): WebAuthn credentials registered
 * after the one-time password, listed and removed. Sign-in's schemas are in passkey-sign-in.ts.
 */
import * as v from 'valibot';
import { OtpConfirmationSchema } from './account';
import { base64url, credentialCommon } from './passkey-sign-in';

/** A passkey as the Devices tab lists it. */
export const PasskeySchema = v.object({
  id: v.string(),
  deviceName: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;
export const PasskeyListSchema = v.array(PasskeySchema);

export const RegistrationCredentialSchema = v.object({
  ...credentialCommon,
  response: v.looseObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(32768),
    transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(40))), []),
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
