/**
 * The list preferences in localStorage, one record per user and list: `<app title>-list:<user>:<view
 * key>` (docs/ARCHITECTURE.md, List tools). localStorage, not the mirror, because the choice must
 * be known synchronously at the first render (no flash of wrong columns, the default view applied
 * before the first query) and must outlive the mirror, which is deleted and rebuilt on a format
 * change; it is a few kilobytes per list.
 */
import { layoutKey } from '../prefs/layout-prefs';
import { EMPTY_PREFS, parseListPrefs, type ListPrefs } from './list-prefs-schema';

const cache = new Map<string, ListPrefs>();
const listeners = new Set<() => void>();

export const listPrefsKey = (userId: string, viewKey: string) => layoutKey(`list:${userId}:${viewKey}`);

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The preferences, parsed once and then served from memory (a stable snapshot for React). */
export function getListPrefs(userId: string, viewKey: string): ListPrefs {
  const key = listPrefsKey(userId, viewKey);
  let prefs = cache.get(key);
  if (!prefs) {
    prefs = typeof localStorage === 'undefined' ? EMPTY_PREFS : parseListPrefs(readStored(key));
    cache.set(key, prefs);
  }
  return prefs;
}

export function updateListPrefs(userId: string, viewKey: string, change: (prefs: ListPrefs) => ListPrefs) {
  const key = listPrefsKey(userId, viewKey);
  const next = change(getListPrefs(userId, viewKey));
  cache.set(key, next);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Full or disabled storage: the choice holds for this visit only.
  }
  for (const listener of listeners) listener();
}

export function subscribeListPrefs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets what was read (tests; another tab's change is picked up on the next visit). */
export function clearListPrefsCache() {
  cache.clear();
}
