/**
 * Background replay (Background Sync, Chromium): while the outbox holds changes, the page
 * registers a one-off sync tagged with the user; the browser wakes the service worker when
 * connectivity returns, even with the app closed, and the worker replays that user's outbox with
 * the app's own replay code (src/sw.ts, ./worker-replay.ts). Elsewhere replay runs when the app opens.
 */
export const OUTBOX_SYNC_PREFIX = 'bo-portal-outbox:';

export const outboxSyncTag = (userId: string) => `${OUTBOX_SYNC_PREFIX}${userId}`;

/** The user of a sync tag of ours, or null. */
export const userOfSyncTag = (tag: string): string | null =>
  tag.startsWith(OUTBOX_SYNC_PREFIX) && tag.length > OUTBOX_SYNC_PREFIX.length
    ? tag.slice(OUTBOX_SYNC_PREFIX.length)
    : null;

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/** Asks for a background replay; false where Background Sync (or a service worker) is missing. */
export async function requestBackgroundReplay(userId: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
  if (!registration?.active || !registration.sync) return false;
  try {
    await registration.sync.register(outboxSyncTag(userId));
    return true;
  } catch {
    return false;
  }
}
