import {
  SessionSchema,
  SsoSettingsSchema,
  SsoStartAnswerSchema,
  type FirstLoginSecurity,
  type StartSso,
} from '../../contract';
import { apiRequest } from '../../lib/api';

/** Whether the server has single sign-on, and the provider's name (docs/security.md, Single sign-on). */
export const getSsoSettings = () =>
  apiRequest('/General/sso', { schema: SsoSettingsSchema, skipRefresh: true });

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
    schema: SessionSchema,
    skipRefresh: true,
  });
