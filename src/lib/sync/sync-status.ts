import { useSyncExternalStore } from 'react';
import type { BootstrapProgress } from './apply-page';

/**
 * What the app shows about sync: a tiny external store, so the status bar, the bootstrap progress
 * bar and the pending-changes badge read one source without React context.
 */
export type SyncPhase = 'idle' | 'bootstrapping' | 'pulling' | 'replaying' | 'paused' | 'error';

export type SyncStatus = {
  /** navigator.onLine, and no network failure since the last success or `online` event. */
  online: boolean;
  phase: SyncPhase;
  bootstrap: BootstrapProgress | null;
  /** Ops queued or being sent. */
  pendingCount: number;
  failedCount: number;
  conflictCount: number;
  lastSyncedAt: number | null;
  lastError: string | null;
};

export const INITIAL_SYNC_STATUS: SyncStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  phase: 'idle',
  bootstrap: null,
  pendingCount: 0,
  failedCount: 0,
  conflictCount: 0,
  lastSyncedAt: null,
  lastError: null,
};

let status = INITIAL_SYNC_STATUS;
const listeners = new Set<() => void>();

export const getSyncStatus = (): SyncStatus => status;

export function updateSyncStatus(patch: Partial<SyncStatus>): void {
  const next = { ...status, ...patch };
  const keys = Object.keys(next) as (keyof SyncStatus)[];
  if (keys.every((key) => Object.is(next[key], status[key]))) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribeSyncStatus, getSyncStatus, getSyncStatus);
}
