/**
 * UI preferences in localStorage, keyed by the app key plus a name (SPEC §3). Reads are parsed:
 * storage may hold anything an older build or the user wrote.
 */
export const APP_KEY = 'bo-portal';

export const prefKey = (name: string) => `${APP_KEY}:${name}`;

export function readPref<T>(name: string, parse: (raw: string) => T | undefined): T | undefined {
  try {
    const raw = localStorage.getItem(prefKey(name));
    return raw === null ? undefined : parse(raw);
  } catch {
    return undefined;
  }
}

export function writePref(name: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(prefKey(name));
    else localStorage.setItem(prefKey(name), value);
  } catch {
    // Storage can be full or disabled (private mode); a preference is not worth failing for.
  }
}
