/** The Two-step verification tab's calls (docs/security.md, "Second factor"). */
import * as v from 'valibot';
import {
  AuthenticatorSetupSchema,
  RecoveryCodesSchema,
  SecondFactorStatusSchema,
  type SecondFactorOtp,
} from '../../contract';
import { apiRequest } from '../../lib/api';

const post = <T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>) =>
  apiRequest(path, { method: 'POST', body, schema });

export const getSecondFactor = () =>
  apiRequest('/Account/second-factor', { schema: SecondFactorStatusSchema });
export const startAuthenticatorSetup = (body: SecondFactorOtp) =>
  post('/Account/second-factor/setup', body, AuthenticatorSetupSchema);
export const confirmAuthenticator = (code: string) =>
  post('/Account/second-factor/confirm', { code }, RecoveryCodesSchema);
export const renewRecoveryCodes = (body: SecondFactorOtp) =>
  post('/Account/second-factor/recovery-codes', body, RecoveryCodesSchema);
export const turnOffSecondFactor = (body: SecondFactorOtp) =>
  post('/Account/second-factor/disable', body, v.null());
