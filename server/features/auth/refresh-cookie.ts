import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { API_BASE_PATH } from '../../../src/contract';
import type { Env } from '../../env';

export const REFRESH_COOKIE = 'bo_refresh';
/** Only the General calls (sign-in, refresh-token, sign-out) ever receive the refresh token. */
export const REFRESH_COOKIE_PATH = `${API_BASE_PATH}/General`;

/** `maxAge`: seconds the session has left (it ends 15 days after the sign-in, refreshes or not). */
export function setRefreshCookie(c: Context, token: string, env: Env, maxAge: number): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    secure: env.cookieSecure,
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: Math.min(maxAge, env.refreshTokenTtl),
  });
}

export function clearRefreshCookie(c: Context, env: Env): void {
  deleteCookie(c, REFRESH_COOKIE, {
    httpOnly: true,
    secure: env.cookieSecure,
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
  });
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}
