import type { ReloadBlocker } from './reload-blockers';

/** What an accepted update does now: reload, wait for the blockers to clear, or wait out the guard. */
export type ReloadDecision =
  | { action: 'reload' }
  | { action: 'wait'; blockers: readonly ReloadBlocker[] }
  | { action: 'guard'; retryInMs: number };

export function decideReload(blockers: readonly ReloadBlocker[], guardRemainingMs: number): ReloadDecision {
  if (blockers.length > 0) return { action: 'wait', blockers };
  if (guardRemainingMs > 0) return { action: 'guard', retryInMs: guardRemainingMs };
  return { action: 'reload' };
}
