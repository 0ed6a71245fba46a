import { getMirror } from '../db/mirror-registry';

/**
 * Storage health for account settings: how much the origin stores, whether the browser promised
 * to keep it (persistent storage), and how old the oldest unsent change is. An op a week old
 * means this device has not reached the server for long: if the browser evicted the data now,
 * that change would be lost, so the app warns.
 */
export const STALE_OUTBOX_MS = 7 * 24 * 60 * 60_000;

export type StorageHealth = {
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
  /** When the oldest op still in the outbox was made; null when the outbox is empty. */
  oldestChangeAt: number | null;
  /** The oldest unsent change is more than 7 days old. */
  isOutboxStale: boolean;
};

export const isOutboxStale = (oldestChangeAt: number | null, now: number): boolean =>
  oldestChangeAt !== null && now - oldestChangeAt > STALE_OUTBOX_MS;

export async function readStorageHealth(now = Date.now()): Promise<StorageHealth> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted, oldest] = await Promise.all([
    storage?.estimate?.().catch(() => null) ?? null,
    storage?.persisted?.().catch(() => null) ?? null,
    getMirror()
      ?.outbox.orderBy('seq')
      .first()
      .catch(() => undefined),
  ]);
  return {
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    persisted,
    oldestChangeAt: oldest?.createdAt ?? null,
    isOutboxStale: isOutboxStale(oldest?.createdAt ?? null, now),
  };
}

/** Asks the browser to keep this site's data; true when it agreed. */
export async function requestPersistentStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.().catch(() => false)) ?? false;
}
