import { useSyncExternalStore } from 'react';
import { APP_TITLE } from './app-title';
import {
  changeLayout,
  DEFAULT_LAYOUT,
  parseLayoutPrefs,
  resolveColorScheme,
  serializeLayoutPrefs,
  type LayoutPrefs,
} from './layout-rules';

/**
 * The layout preferences of the customizer, in localStorage under "<app title>-<name>" (docs/product.md,
 * Preferences storage: `theme`, `color-scheme`, `appContentWidth`, `isNavbarBlurEnabled`,
 * `isVerticalNavCollapsed`, and ours for the other choices). index.html reads `theme` with the same key
 * before the first paint.
 */

export const layoutKey = (name: string) => `${APP_TITLE}-${name}`;

function readRaw(name: string): string | null {
  try {
    return localStorage.getItem(layoutKey(name));
  } catch {
    return null;
  }
}

function writeAll(prefs: LayoutPrefs, colorScheme: string) {
  try {
    for (const [name, value] of Object.entries(serializeLayoutPrefs(prefs))) {
      localStorage.setItem(layoutKey(name), value);
    }
    localStorage.setItem(layoutKey('color-scheme'), colorScheme);
  } catch {
    // Full or disabled storage: the choice holds for this visit only.
  }
}

const darkQuery = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

let prefs: LayoutPrefs = typeof localStorage === 'undefined' ? DEFAULT_LAYOUT : parseLayoutPrefs(readRaw);
const listeners = new Set<() => void>();

/** Puts the theme and skin on <html>, where Panda's conditions read them. */
export function applyDocumentLayout(current: LayoutPrefs = prefs): 'light' | 'dark' {
  const scheme = resolveColorScheme(current.theme, darkQuery()?.matches ?? false);
  const root = document.documentElement;
  root.dataset.theme = scheme;
  root.dataset.skin = current.skin;
  root.style.colorScheme = scheme;
  return scheme;
}

export function getLayoutPrefs(): LayoutPrefs {
  return prefs;
}

export function updateLayoutPrefs(patch: Partial<LayoutPrefs>) {
  prefs = changeLayout(prefs, patch);
  writeAll(prefs, applyDocumentLayout(prefs));
  for (const listener of listeners) listener();
}

export function resetLayoutPrefs() {
  updateLayoutPrefs(DEFAULT_LAYOUT);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLayoutPrefs = (): LayoutPrefs => useSyncExternalStore(subscribe, getLayoutPrefs);

/** Follows the system scheme while the theme is "system"; answers how to stop. */
export function watchSystemScheme(): () => void {
  const query = darkQuery();
  if (!query) return () => {};
  const onChange = () => {
    if (prefs.theme === 'system') applyDocumentLayout();
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
