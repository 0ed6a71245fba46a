import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { SessionUserSchema, type Session, type SessionUser } from '../../contract/auth';
import {
  ApiError,
  getAccessToken,
  refreshAccessToken,
  setAccessToken,
  setTokenRefresher,
} from '../../lib/api';
import { readPref, writePref } from '../../lib/prefs/prefs';
import { refreshSession } from './auth.api';

/**
 * The signed-in user. The user info is kept in localStorage (SPEC §3) so a signed-in user can
 * open the app with no network; the access token stays in memory and is renewed from the
 * refresh cookie.
 */
const USER_PREF = 'user';
const listeners = new Set<() => void>();

const parseUser = (raw: string) => {
  try {
    const parsed = v.safeParse(SessionUserSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
};

let currentUser: SessionUser | null = readPref(USER_PREF, parseUser) ?? null;

function setUser(user: SessionUser | null) {
  currentUser = user;
  writePref(USER_PREF, user ? JSON.stringify(user) : null);
  for (const listener of listeners) listener();
}

export function startSession(session: Session) {
  setAccessToken(session.accessToken);
  setUser(session.user);
}

export function endSession() {
  setAccessToken(null);
  setUser(null);
}

export const getSessionUser = () => currentUser;

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentUser,
  );
}

/** Answers true when the refresh cookie still holds a session; clears the user when it does not. */
async function renewSession(): Promise<boolean> {
  try {
    startSession(await refreshSession());
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession();
    return false;
  }
}

setTokenRefresher(renewSession);

/**
 * The sign-in guard. A stored user with no network keeps browsing (the data they can see is on
 * the device); otherwise the session must be renewable.
 */
export async function ensureSession(): Promise<boolean> {
  if (currentUser && getAccessToken()) return true;
  const renewed = await refreshAccessToken();
  // A network failure leaves the stored user in place: that is the offline case.
  return renewed || currentUser !== null;
}
