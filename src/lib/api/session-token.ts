/**
 * The access token lives in memory only (DESIGN.md §6); the refresh token is an HttpOnly cookie the
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

/** Runs one refresh at a time: concurrent 401s share the same attempt. */
export function refreshAccessToken(): Promise<boolean> {
  if (!refresher) return Promise.resolve(false);
  refreshing ??= refresher().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
