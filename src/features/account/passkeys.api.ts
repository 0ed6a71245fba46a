import * as v from 'valibot';
import {
  PasskeyListSchema,
  PasskeyOptionsSchema,
  type OtpConfirmation,
  type RegisterPasskey,
  type RemovePasskey,
} from '../../contract';
import { apiRequest } from '../../lib/api';

/** The user's passkeys (docs/security.md, Passkeys); each change confirmed by a one-time password. */
export const listPasskeys = () => apiRequest('/Account/passkeys', { schema: PasskeyListSchema });
export const passkeyRegistrationOptions = (body: OtpConfirmation) =>
  apiRequest('/Account/passkeys/options', { method: 'POST', body, schema: PasskeyOptionsSchema });
export const registerPasskey = (body: RegisterPasskey) =>
  apiRequest('/Account/passkeys/register', { method: 'POST', body, schema: v.null() });
export const removePasskey = (body: RemovePasskey) =>
  apiRequest('/Account/passkeys/remove', { method: 'POST', body, schema: v.null() });
