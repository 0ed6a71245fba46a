/**
 * The access token lives in memory only (docs/ARCHITECTURE.md, Sign-in and sessions); the refresh token is an HttpOnly cookie the
 * app never sees. The auth feature registers how to refresh, so this layer can retry a call once
 * after a 401 without knowing about features.
 */
let accessToken: string | null = null;
let refresher: (() => Promise<boolean>) | null = null;
let refreshing: Promise<boolean> | null = null;

export const getAccessToken = () => accessToken;
export const setAccessToken = (token: string | null) => {
  accessToken = token;
};

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
  refreshing ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('bo-portal:token-refresh', refresh)
      : refresh()
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}
