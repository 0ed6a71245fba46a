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
import { endSession, getSessionUser, idleTimeoutNotice } from './session-store';

export type SignOutReason = 'user' | 'idle';

const SEND_WAIT_MS = 3000;

export async function signOutOfDevice({ wipe, reason }: { wipe: boolean; reason: SignOutReason }) {
  const user = getSessionUser();
  const notice = reason === 'idle' ? idleTimeoutNotice() : undefined;
  const { stopSync } = await import('../../lib/sync');
  stopSync();
  endSession(notice);
  if (wipe && user) await removeDeviceCopy(user.userID);
  // The session has ended here already; a slow network only delays the server's copy of it.
  await Promise.race([sendPendingSignOuts(), new Promise((resolve) => setTimeout(resolve, SEND_WAIT_MS))]);
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
