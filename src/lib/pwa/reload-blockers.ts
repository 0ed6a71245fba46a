import { useEffect, useSyncExternalStore } from 'react';

/**
 * What holds an update reload back: a form with unsaved changes, or the outbox being sent. Anyone
 * can hold the reload (`holdReload`, or the hooks); the update prompt waits until nothing holds it
 * and says why. Forms are also watched generically (`watchFormEdits`): a <form> the user typed
 * into counts as unsaved until it is reset or leaves the page; mark a form `data-reload-safe` to
 * opt out, or call `useUnsavedChanges(isDirty)` for an exact answer.
 */
export type ReloadBlocker = 'unsaved-changes' | 'replaying';

const holds = new Map<object, ReloadBlocker>();
const listeners = new Set<() => void>();
let snapshot: readonly ReloadBlocker[] = [];

function publish(): void {
  const next = [...new Set(holds.values())].sort();
  if (next.length === snapshot.length && next.every((reason, i) => reason === snapshot[i])) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Holds the reload until the returned release is called. */
export function holdReload(reason: ReloadBlocker): () => void {
  const token = {};
  holds.set(token, reason);
  publish();
  return () => {
    holds.delete(token);
    publish();
  };
}

export const getReloadBlockers = (): readonly ReloadBlocker[] => snapshot;

export function subscribeReloadBlockers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReloadBlockers(): readonly ReloadBlocker[] {
  return useSyncExternalStore(subscribeReloadBlockers, getReloadBlockers, getReloadBlockers);
}

/** Holds the reload while `active`. */
export function useReloadHold(active: boolean, reason: ReloadBlocker): void {
  useEffect(() => (active ? holdReload(reason) : undefined), [active, reason]);
}

/** For a form that knows exactly when it is dirty. */
export const useUnsavedChanges = (isDirty: boolean): void => useReloadHold(isDirty, 'unsaved-changes');

/** Counts every <form> the user typed into as unsaved until it is reset or removed. */
export function watchFormEdits(root: Document = document): () => void {
  const edited = new Set<HTMLFormElement>();
  let release: (() => void) | null = null;
  let observer: MutationObserver | null = null;
  const refresh = () => {
    for (const form of edited) if (!form.isConnected) edited.delete(form);
    if (edited.size > 0 && !release) {
      release = holdReload('unsaved-changes');
      observer = new MutationObserver(refresh);
      observer.observe(root.body, { childList: true, subtree: true });
    } else if (edited.size === 0 && release) {
      release();
      release = null;
      observer?.disconnect();
      observer = null;
    }
  };
  const formOf = (event: Event) => {
    const target = event.target as Element | null;
    return target instanceof Element ? target.closest('form') : null;
  };
  const onInput = (event: Event) => {
    const form = formOf(event);
    if (form && !form.hasAttribute('data-reload-safe')) edited.add(form);
    refresh();
  };
  const onReset = (event: Event) => {
    const form = formOf(event) ?? (event.target instanceof HTMLFormElement ? event.target : null);
    if (form) edited.delete(form);
    refresh();
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('reset', onReset, true);
  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('reset', onReset, true);
    edited.clear();
    refresh();
  };
}
