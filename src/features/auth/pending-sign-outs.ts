/**
 * Server sign-outs waiting for the network (docs/security.md, "Sessions on shared devices").
 * Signing out ends the session on the device at once; the server call that ends it there too is
 * kept here, in localStorage, until it is answered. Each names the session the device was given
 * at sign-in and carries its sign-out proof, so it ends THAT session even when someone else has
 * signed in on the device meanwhile (the server leaves their cookie alone).
 */
import * as v from 'valibot';
import { ApiError, apiRequest } from '../../lib/api';
import { readJsonPref, writePref } from '../../lib/prefs/prefs';

const PENDING_PREF = 'pending-sign-outs';
/** A bound on what a device keeps; the oldest go first (their sessions end on their own). */
const MAX_PENDING = 20;

const PendingSchema = v.array(v.object({ sessionId: v.string(), proof: v.string() }));
export type PendingSignOut = v.InferOutput<typeof PendingSchema>[number];

const readPending = (): PendingSignOut[] => readJsonPref(PENDING_PREF, PendingSchema) ?? [];

const writePending = (pending: PendingSignOut[]) =>
  writePref(PENDING_PREF, pending.length > 0 ? JSON.stringify(pending.slice(-MAX_PENDING)) : null);

export function queueSignOut(signOut: PendingSignOut): void {
  writePending([...readPending().filter((item) => item.sessionId !== signOut.sessionId), signOut]);
}

export const pendingSignOutCount = () => readPending().length;

let sending: Promise<void> | null = null;

/**
 * Sends every queued sign-out, one at a time. One the server answered (or refused for good: a
 * 4xx means it can never succeed) leaves the queue; on a network failure or a busy server the
 * rest waits for the next chance (the `online` event, the next start).
 */
export function sendPendingSignOuts(): Promise<void> {
  sending ??= (async () => {
    for (const item of readPending()) {
      try {
        await apiRequest('/General/sign-out', {
          method: 'POST',
          body: { sessionId: item.sessionId, proof: item.proof },
          schema: v.unknown(),
          skipRefresh: true,
        });
      } catch (error) {
        const isFinal =
          error instanceof ApiError &&
          error.status >= 400 &&
          error.status < 500 &&
          ![408, 429].includes(error.status);
        if (!isFinal) return;
      }
      writePending(readPending().filter((pending) => pending.sessionId !== item.sessionId));
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}
