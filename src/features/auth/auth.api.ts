import * as v from 'valibot';
import type { SignInRequest } from '../../contract';
import { SessionSchema, SignInAnswerSchema, VerifyTokenSchema } from '../../contract/auth';
import { PasskeyOptionsSchema } from '../../contract/passkey-sign-in';
import { apiRequest, withRefreshCookie } from '../../lib/api';

/** A session, or the second step it asks for (docs/security.md, "Second factor"). */
export const signIn = (body: SignInRequest) =>
  apiRequest('/General/sign-in', {
    method: 'POST',
    body,
    schema: SignInAnswerSchema,
    skipRefresh: true,
    messageField: 'Message',
  });

/** Rotates the HttpOnly refresh cookie and answers a fresh access token. */
export const refreshSession = () =>
  apiRequest('/General/refresh-token', { method: 'POST', schema: SessionSchema, skipRefresh: true });

export const verifyUserToken = () =>
  apiRequest('/General/verifyUserToken', { method: 'POST', schema: VerifyTokenSchema });

/** Tells the server the user is active, so the idle timeout counts from now (sent once a minute at most). */
export const reportSessionActivity = () =>
  withRefreshCookie(() =>
    apiRequest('/General/session-activity', { method: 'POST', schema: v.unknown(), skipRefresh: true }),
  );

/** Passkey sign-in (docs/security.md, Passkeys): the challenge, then the signed answer. */
export const passkeySignInOptions = () =>
  apiRequest('/General/passkey/options', {
    method: 'POST',
    schema: PasskeyOptionsSchema,
    skipRefresh: true,
  });
export const signInWithPasskey = (credential: unknown) =>
  apiRequest('/General/passkey/sign-in', {
    method: 'POST',
    body: { credential },
    schema: SessionSchema,
    skipRefresh: true,
  });
