import { useEffect } from 'react';
import { reportSessionActivity } from './auth.api';
import { idleTimeLeft, markActive } from './session-store';

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** The server hears of activity at most this often; its idle timeout counts from the last report. */
const REPORT_EVERY_MS = 60_000;
const CHECK_EVERY_MS = 15_000;

/**
 * The idle timeout on the device (docs/security.md, "Sessions on shared devices"): user input on
 * any tab counts as activity; once the timeout passes with none, `onIdle` signs the user out of
 * the device (the outbox is kept). Checked every 15 s and whenever the tab becomes visible again.
 * Background sync is not activity, so an open, unattended tab still times out.
 */
export function useIdleSignOut(onIdle: () => void) {
  useEffect(() => {
    let lastReport = 0;
    const onInput = () => {
      markActive();
      const now = Date.now();
      if (now - lastReport < REPORT_EVERY_MS || !navigator.onLine) return;
      lastReport = now;
      reportSessionActivity().catch(() => undefined);
    };
    let isDone = false;
    const check = () => {
      const left = idleTimeLeft();
      if (isDone || left === null || left > 0) return;
      isDone = true;
      onIdle();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      document.removeEventListener('visibilitychange', check);
      clearInterval(timer);
    };
  }, [onIdle]);
}
