/**
 * Whether the server is a demo (GET /api/health's `demo`): the app then says on every screen that
 * the demo accounts' passwords are public (docs/security.md, "Demo and production starts"). The
 * last answer is kept on the device, so an app opened offline still says it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { HealthSchema } from '../../contract/health';
import { readPref, writePref } from '../prefs/prefs';

const PREF = 'server-demo';
/** `VITE_API_BASE` points the app at another origin; by default the API is on the same origin. */
const API_ORIGIN = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
const HealthAnswerSchema = v.looseObject({ data: HealthSchema });

let isDemo = readPref(PREF, (raw) => (raw === '1' ? true : raw === '0' ? false : undefined));
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Asks the server once per page load; offline, or on a strange answer, the kept answer stays. */
function askServer(): Promise<void> {
  asked ??= fetch(`${API_ORIGIN}/api/health`, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const parsed = v.safeParse(HealthAnswerSchema, await response.json());
      if (!parsed.success) return;
      isDemo = parsed.output.data.demo;
      writePref(PREF, isDemo ? '1' : '0');
      for (const listener of listeners) listener();
    })
    .catch(() => undefined);
  return asked;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True on a demo server; false, or undefined before the first answer this device ever had. */
export function useDemoMode(): boolean | undefined {
  useEffect(() => void askServer(), []);
  return useSyncExternalStore(
    subscribe,
    () => isDemo,
    () => isDemo,
  );
}
