/**
 * Signing out of the device (docs/security.md, "Sessions on shared devices"): sync stops, the
 * session ends on the device at once (no silent refresh until the next password sign-in), the
 * server sign-out is queued and sent now if the network allows, and with `wipe` the user's copy
 * of the data goes: their mirror database (rows, outbox and queued files) and the preferences
 * kept under their id (menu, list views, shortcuts). Without `wipe`, the mirror and its outbox
 * wait for the same user's next sign-in.
 */
import { prefKey } from '../../lib/prefs/prefs';
import { sendPendingSignOuts } from './pending-sign-outs';
import { endSession, getDeviceSessionId, getSessionUser, idleTimeoutNotice } from './session-store';

export type SignOutReason = 'user' | 'idle';

const SEND_WAIT_MS = 3000;
/** Signed-out sessions kept per user for the service worker; older ones have long expired. */
const MAX_MARKED = 20;

export async function signOutOfDevice({ wipe, reason }: { wipe: boolean; reason: SignOutReason }) {
  const user = getSessionUser();
  const notice = reason === 'idle' ? idleTimeoutNotice() : undefined;
  const sessionId = getDeviceSessionId();
  const { stopSync } = await import('../../lib/sync');
  stopSync();
  endSession(notice);
  if (user && wipe) await removeDeviceCopy(user.userID);
  else if (user && sessionId) await markSignedOut(user.userID, sessionId);
  // The session has ended here already; a slow network only delays the server's copy of it.
  await Promise.race([sendPendingSignOuts(), new Promise((resolve) => setTimeout(resolve, SEND_WAIT_MS))]);
}

/**
 * Tells the service worker, which cannot read localStorage, that this session is over on the
 * device: its background replay must not send the kept outbox under it (lib/pwa/worker-replay.ts).
 */
async function markSignedOut(userId: string, sessionId: string): Promise<void> {
  const { MirrorDb, mirrorExists, readMeta, writeMeta } = await import('../../lib/db');
  if (!(await mirrorExists(userId))) return;
  const db = new MirrorDb(userId);
  try {
    await db.open();
    const signedOut = (await readMeta(db, 'signedOutSessions')) ?? [];
    await writeMeta(db, 'signedOutSessions', [...signedOut, sessionId].slice(-MAX_MARKED));
  } catch (error) {
    console.warn('[sign-out] could not mark the session signed out for the service worker:', error);
  } finally {
    db.close();
  }
}

async function removeDeviceCopy(userId: string): Promise<void> {
  const { deleteMirror } = await import('../../lib/db');
  await deleteMirror(userId);
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key?.includes(userId) && key !== prefKey('pending-sign-outs')) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept there either.
  }
}
