/**
 * UI preferences in localStorage, keyed by the app key plus a name (docs/product.md, Preferences storage).
 * Reads are parsed: storage may hold anything an older build or the user wrote.
 */
import * as v from 'valibot';

export const APP_KEY = 'bo-portal';

/**
 * The signed-in user's info (docs/product.md, Preferences storage), written by the auth feature, read where
 * lib needs the user.
 */
export const SIGNED_IN_USER_PREF = 'user';

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

/** A preference holding JSON, read through `schema`: undefined when missing or malformed. */
export function readJsonPref<T>(name: string, schema: v.GenericSchema<unknown, T>): T | undefined {
  return readPref(name, (raw) => {
    try {
      const parsed = v.safeParse(schema, JSON.parse(raw));
      return parsed.success ? parsed.output : undefined;
    } catch {
      return undefined;
    }
  });
}
