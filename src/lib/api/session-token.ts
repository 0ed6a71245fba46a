/**
 * The access token lives in memory only (docs/ARCHITECTURE.md, Sign-in and sessions); the refresh token is an HttpOnly cookie the
 * app never sees. The auth feature registers how to refresh, so this layer renews a token that has
 * expired or is about to before a call (back online after a long while, say), and retries a call
 * once after a 401 without knowing about features.
 */
let accessToken: string | null = null;
/** When the token stops being accepted, by this device's clock; null when unknown. */
let expiresAt: number | null = null;
let refresher: (() => Promise<boolean>) | null = null;
let refreshing: Promise<boolean> | null = null;
/** Also taken by the service worker's refresh (src/lib/pwa/worker-replay.ts). */
const REFRESH_LOCK = 'bo-portal:token-refresh';

/** A token this close to its end is renewed before a call rather than sent to be refused. */
const RENEW_MARGIN_MS = 30_000;

/**
 * The token's lifetime (its `exp` minus its `iat`) counted from now: the device's clock may
 * differ from the server's, the lifetime does not.
 */
function lifetimeMs(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    const { exp, iat } = (claims ?? {}) as { exp?: unknown; iat?: unknown };
    return typeof exp === 'number' && typeof iat === 'number' ? (exp - iat) * 1000 : null;
  } catch {
    return null;
  }
}

export const getAccessToken = () => accessToken;
export const setAccessToken = (token: string | null, now = Date.now()) => {
  accessToken = token;
  const lifetime = token ? lifetimeMs(token) : null;
  expiresAt = lifetime === null ? null : now + lifetime;
};

/** Whether the token has expired or expires within the renewal margin. */
export const isAccessTokenStale = (now = Date.now()) =>
  accessToken !== null && expiresAt !== null && expiresAt - now < RENEW_MARGIN_MS;

export function setTokenRefresher(refresh: () => Promise<boolean>) {
  refresher = refresh;
}

/**
 * Runs one refresh at a time: concurrent 401s in this tab share one attempt, and a Web Lock keeps
 * tabs from refreshing together (the server treats a second use of a rotated token as theft).
 */
export function refreshAccessToken(): Promise<boolean> {
  const refresh = refresher;
  if (!refresh) return Promise.resolve(false);
  refreshing ??= withRefreshCookie(refresh).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Runs a call that carries the refresh cookie (a refresh, a session-activity report) under one
 * Web Lock across the tabs, so no such call meets the cookie mid-rotation: the server would find
 * the rotated session revoked and answer 401.
 */
export function withRefreshCookie<T>(task: () => Promise<T>): Promise<T> {
  return typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request(REFRESH_LOCK, task)
    : task();
}
