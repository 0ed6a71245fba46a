/**
 * Binds a single sign-on flow to the browser that started it (docs/security.md, Single sign-on):
 * the start sets a random value in an HttpOnly cookie and stores its hash with the flow; the
 * callback must bring the same cookie. A callback address made in someone else's browser (login
 * CSRF: signing the victim in as the attacker) then fails. SameSite=Lax, because the provider
 * sends the browser back with a top-level navigation from its own site.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { API_BASE_PATH } from '../../../src/contract';
import type { Env } from '../../env';
import { hashToken, newRefreshToken } from '../../lib/tokens';

const COOKIE = 'bo_sso';
const options = (env: Env) => ({
  httpOnly: true,
  secure: env.cookieSecure,
  sameSite: 'Lax' as const,
  path: `${API_BASE_PATH}/General/sso`,
});

/** Sets the cookie; answers the hash to store with the flow. */
export function bindBrowser(c: Context, env: Env, maxAge: number): string {
  const value = newRefreshToken();
  setCookie(c, COOKIE, value, { ...options(env), maxAge });
  return hashToken(value);
}

/** Whether this request comes from the browser the flow was bound to; the cookie is spent. */
export function isSameBrowser(c: Context, env: Env, browserHash: string): boolean {
  const value = getCookie(c, COOKIE);
  deleteCookie(c, COOKIE, options(env));
  return Boolean(value) && hashToken(value ?? '') === browserHash;
}
