/** The single sign-on calls, loaded only when the user starts or returns from one (the /login budget). */
import {
  SignInAnswerSchema,
  SsoStartAnswerSchema,
  type FirstLoginSecurity,
  type StartSso,
} from '../../contract';
import { apiRequest } from '../../lib/api';

const startSso = (body: StartSso) =>
  apiRequest('/General/sso/start', { method: 'POST', body, schema: SsoStartAnswerSchema, skipRefresh: true });

/** Leaves for the provider's page; the provider sends the browser back through the server to /login. */
async function goToProvider(body: StartSso): Promise<void> {
  const { url } = await startSso(body);
  window.location.assign(url);
}

export const startSsoSignIn = () => goToProvider({ purpose: 'signIn' });
export const startSsoFirstLogin = (security: FirstLoginSecurity) =>
  goToProvider({ purpose: 'firstLogin', ...security });

/** Spends the one-time grant /login was given; answers what a password sign-in answers. */
export const completeSso = (grant: string) =>
  apiRequest('/General/sso/complete', {
    method: 'POST',
    body: { grant },
    schema: SignInAnswerSchema,
    skipRefresh: true,
  });
