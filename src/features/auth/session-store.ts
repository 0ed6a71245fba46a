import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { SessionUserSchema, type Session, type SessionUser } from '../../contract/auth';
import type { MessageCode, MessageParams } from '../../contract/messages';
import {
  ApiError,
  getAccessToken,
  refreshAccessToken,
  setAccessToken,
  setTokenRefresher,
} from '../../lib/api';
import { readJsonPref, readPref, SIGNED_IN_USER_PREF, writePref } from '../../lib/prefs/prefs';
import { refreshSession } from './auth.api';
import { queueSignOut, sendPendingSignOuts } from './pending-sign-outs';

/**
 * The signed-in user. The user info is kept in localStorage (docs/product.md, Preferences storage) so a
 * signed-in user can open the app with no network; the access token stays in memory and is renewed from the
 * refresh cookie.
 *
 * Shared devices (docs/security.md, "Sessions on shared devices"): the cookie is renewed only
 * while this device holds the session a password sign-in gave it (`DEVICE_SESSION_PREF`).
 * Signing out drops that record at once, online or not, so the next person who opens the app is
 * never refreshed into the previous user's session, even while the server sign-out still waits
 * for the network (pending-sign-outs.ts). The idle timeout is kept here too: `LAST_ACTIVE_PREF`
 * is the last user input on any tab.
 */
const USER_PREF = SIGNED_IN_USER_PREF;
const DEVICE_SESSION_PREF = 'device-session';
const LAST_ACTIVE_PREF = 'last-active';
const SIGN_OUT_NOTICE_PREF = 'sign-out-notice';
const listeners = new Set<() => void>();

const DeviceSessionSchema = v.object({
  sessionId: v.string(),
  signOutProof: v.string(),
  idleTimeout: v.pipe(v.number(), v.minValue(60)),
});
type DeviceSession = v.InferOutput<typeof DeviceSessionSchema>;

const NoticeSchema = v.object({
  code: v.string(),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type SignOutNotice = { code: MessageCode; params?: MessageParams };

/** Read from storage each time: another tab may have signed out or in since. */
const readDeviceSession = (): DeviceSession | null =>
  readJsonPref(DEVICE_SESSION_PREF, DeviceSessionSchema) ?? null;

// A stored user without the device's session (signed out, or stored by an older build) is no
// session at all: the offline case keeps only a user this device signed in.
let currentUser: SessionUser | null = readDeviceSession()
  ? (readJsonPref(USER_PREF, SessionUserSchema) ?? null)
  : null;

function setUser(user: SessionUser | null) {
  currentUser = user;
  writePref(USER_PREF, user ? JSON.stringify(user) : null);
  for (const listener of listeners) listener();
}

function setDeviceSession(session: DeviceSession | null) {
  writePref(DEVICE_SESSION_PREF, session ? JSON.stringify(session) : null);
}

export function startSession(session: Session) {
  setAccessToken(session.accessToken);
  setDeviceSession({
    sessionId: session.sessionId,
    signOutProof: session.signOutProof,
    idleTimeout: session.idleTimeout,
  });
  writePref(SIGN_OUT_NOTICE_PREF, null);
  markActive(true);
  setUser(session.user);
}

/**
 * Ends the session on this device at once and queues the server sign-out of the session it
 * held. `notice`: why, shown once by the sign-in page (the idle timeout, an ended session).
 */
export function endSession(notice?: SignOutNotice) {
  const deviceSession = readDeviceSession();
  if (deviceSession) {
    queueSignOut({ sessionId: deviceSession.sessionId, proof: deviceSession.signOutProof });
  }
  setAccessToken(null);
  setDeviceSession(null);
  writePref(LAST_ACTIVE_PREF, null);
  writePref(SIGN_OUT_NOTICE_PREF, notice ? JSON.stringify(notice) : null);
  setUser(null);
}

/** The reason of the last sign-out the user did not choose, once; null when there is none. */
export function takeSignOutNotice(): SignOutNotice | null {
  const notice = readJsonPref(SIGN_OUT_NOTICE_PREF, NoticeSchema);
  writePref(SIGN_OUT_NOTICE_PREF, null);
  return notice ? (notice as SignOutNotice) : null;
}

export const getSessionUser = () => currentUser;

/** The session a password sign-in gave this device; null when signed out. */
export const getDeviceSessionId = () => readDeviceSession()?.sessionId ?? null;

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentUser,
  );
}

/** How often the last activity is written (localStorage, shared by tabs). */
const ACTIVITY_WRITE_MS = 15_000;
let lastActiveWritten = 0;

/** Records user input: the idle timeout counts from the last one on any tab. */
export function markActive(force = false) {
  const now = Date.now();
  if (!force && now - lastActiveWritten < ACTIVITY_WRITE_MS) return;
  lastActiveWritten = now;
  writePref(LAST_ACTIVE_PREF, String(now));
}

/** Milliseconds left before the idle timeout; null when nobody is signed in on this device. */
export function idleTimeLeft(now = Date.now()): number | null {
  const deviceSession = readDeviceSession();
  if (!deviceSession) return null;
  const lastActive = readPref(LAST_ACTIVE_PREF, (raw) => (/^\d+$/.test(raw) ? Number(raw) : undefined));
  return (lastActive ?? now) + deviceSession.idleTimeout * 1000 - now;
}

export const idleTimeoutNotice = (): SignOutNotice => ({
  code: 'auth.sessionIdle',
  params: { minutes: Math.round((readDeviceSession()?.idleTimeout ?? 0) / 60) },
});

/**
 * Answers true when the refresh cookie still holds this device's session; ends it on the device
 * when the server refuses. Without the device's session there is nothing to renew: the cookie
 * may still hold a session signed out offline, and it must not come back.
 */
async function renewSession(): Promise<boolean> {
  if (!readDeviceSession()) return false;
  try {
    const session = await refreshSession();
    if (session.sessionId !== readDeviceSession()?.sessionId) {
      // The cookie held a session this device no longer stands for: end both.
      queueSignOut({ sessionId: session.sessionId, proof: session.signOutProof });
      endSession();
      return false;
    }
    setAccessToken(session.accessToken);
    setUser(session.user);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endSession(error.code === 'auth.sessionIdle' ? { code: error.code, params: error.params } : undefined);
    }
    return false;
  }
}

setTokenRefresher(renewSession);

/**
 * The sign-in guard. A stored user with no network keeps browsing (the data they can see is on
 * the device); otherwise the session must be renewable. Past the idle timeout, on- or offline,
 * the session ends on the device first.
 */
export async function ensureSession(): Promise<boolean> {
  const left = idleTimeLeft();
  if (left !== null && left <= 0) endSession(idleTimeoutNotice());
  if (currentUser && getAccessToken()) return true;
  const renewed = await refreshAccessToken();
  // A network failure leaves the stored user in place: that is the offline case.
  return renewed || currentUser !== null;
}

// Sign-outs queued offline go as soon as the network is back, and on every start.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void sendPendingSignOuts());
  setTimeout(() => void sendPendingSignOuts(), 0);
}
