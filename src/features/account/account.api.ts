import * as v from 'valibot';
import {
  EndedSessionsSchema,
  SessionListSchema,
  FirstLoginInfoSchema,
  OtpChallengeSchema,
  ResetTokenInfoSchema,
  SecurityProfileSchema,
  type ChangeMobile,
  type ChangePassword,
  type ChangePhrase,
  type ChangeQuestion,
  type CompleteFirstLogin,
  type OtpPurpose,
  type ResetPassword,
} from '../../contract';
import { apiRequest } from '../../lib/api';

const publicPost = <T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>) =>
  apiRequest(path, { method: 'POST', body, schema, skipRefresh: true });
const post = <T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>) =>
  apiRequest(path, { method: 'POST', body, schema });

export const requestPasswordReset = (username: string) =>
  publicPost('/General/request-password-reset', { username }, v.null());
export const validatePasswordReset = (token: string) =>
  publicPost('/General/validate-password-reset', { token }, ResetTokenInfoSchema);
export const resetPassword = (body: ResetPassword) => publicPost('/General/reset-password', body, v.null());

export const validateFirstLogin = (token: string) =>
  publicPost('/General/first-time-login/validate', { token }, FirstLoginInfoSchema);
export const completeFirstLogin = (body: CompleteFirstLogin) =>
  publicPost('/General/first-time-login', body, v.object({ username: v.string() }));

export const getSecurityProfile = () => apiRequest('/Account/security', { schema: SecurityProfileSchema });
export const requestOtp = (purpose: OtpPurpose) => post('/Account/otp', { purpose }, OtpChallengeSchema);
export const changePassword = (body: ChangePassword) => post('/Account/change-password', body, v.null());
export const changeMobile = (body: ChangeMobile) => post('/Account/change-mobile', body, v.unknown());
export const changeQuestion = (body: ChangeQuestion) =>
  post('/Account/change-security-question', body, v.null());
export const changePhrase = (body: ChangePhrase) =>
  post('/Account/change-security-phrase', body, v.unknown());

export const unbindDevice = (id: string) => post('/Account/devices/unbind', { id }, v.null());

export const listOwnSessions = () => apiRequest('/Account/sessions', { schema: SessionListSchema });
export const signOutSession = (id: string) => post('/Account/sessions/sign-out', { id }, EndedSessionsSchema);
export const signOutOtherSessions = () => post('/Account/sessions/sign-out-others', {}, EndedSessionsSchema);
