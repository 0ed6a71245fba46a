export type { BootstrapProgress } from './apply-page';
export { mergeFields, type MergeResult } from './merge';
export { rowChange, type ChangeRequest, type NewChange } from './outbox';
export { pullChanges, type FetchPage } from './pull';
export { replayOutbox, type ReplayResult } from './replay';
export { discard, edit, enqueue, hasPendingChanges, resolve, retry } from './sync-actions';
export {
  requestPull,
  requestReplay,
  resumeReplay,
  startSync,
  stopSync,
  type SyncOptions,
} from './sync-engine';
export {
  getSyncStatus,
  subscribeSyncStatus,
  useSyncStatus,
  type SyncPhase,
  type SyncStatus,
} from './sync-status';
export type { Transport } from './transport';
