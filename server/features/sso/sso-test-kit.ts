/** The portal's side of the single sign-on tests: an app wired to the test provider, and its calls. */
import { expect } from 'vitest';
import type { Session } from '../../../src/contract';
import { postJson, readEnvelope } from '../../test/test-app';
import { CLIENT_ID, CLIENT_SECRET, signInAtProvider, type TestProvider } from '../../test/oidc-provider-kit';

export const PORTAL = 'http://portal.test';
export const REDIRECT_URI = `${PORTAL}/api/v1/bo/General/sso/callback`;

/** The portal's environment for the test provider. */
export const ssoEnv = (provider: TestProvider) => ({
  APP_URL: PORTAL,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: CLIENT_ID,
  OIDC_CLIENT_SECRET: CLIENT_SECRET,
  OIDC_DISPLAY_NAME: 'Company ID',
});

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> };

/** POST /General/sso/start; answers the provider's authorization URL and the browser's binding cookie. */
export async function startSso(
  app: App,
  body: Record<string, unknown>,
): Promise<{ url: string; cookie: string }> {
  const res = await postJson(app, '/General/sso/start', body);
  const envelope = await readEnvelope<{ url: string }>(res);
  expect(res.status, JSON.stringify(envelope)).toBe(200);
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('bo_sso='));
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  return { url: envelope.data?.url ?? '', cookie: cookie?.split(';')[0] ?? '' };
}

/** The browser back at the portal's callback: where the portal sends it next (its /login). */
export async function callback(app: App, url: URL, cookie: string): Promise<URL> {
  expect(url.href.startsWith(REDIRECT_URI)).toBe(true);
  const res = await app.request(`${url.pathname}${url.search}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${PORTAL}/login`);
  return location;
}

/** The whole trip: start, the provider as `accountId`, the callback; answers /login's search. */
export async function ssoTrip(app: App, body: Record<string, unknown>, accountId: string) {
  const { url, cookie } = await startSso(app, body);
  const back = await signInAtProvider(url, accountId);
  return { back, cookie, login: await callback(app, back, cookie) };
}

export async function completeSso(app: App, grant: string | null) {
  const res = await postJson(app, '/General/sso/complete', { grant });
  return { res, body: await readEnvelope<Session>(res) };
}
