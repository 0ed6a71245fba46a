import { useEffect, useState, useSyncExternalStore } from 'react';
import { OVERLAY_NAV_BREAKPOINT } from '../lib/prefs/layout-rules';

const overlayQuery = `(max-width: ${OVERLAY_NAV_BREAKPOINT - 0.02}px)`;

function subscribe(listener: () => void) {
  const query = matchMedia(overlayQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** A viewport width on the right side of the overlay breakpoint (exact width is not needed). */
export const useViewportWidth = (): number =>
  useSyncExternalStore(subscribe, () =>
    matchMedia(overlayQuery).matches ? OVERLAY_NAV_BREAKPOINT - 1 : OVERLAY_NAV_BREAKPOINT,
  );

/** The value, changing only after `delayMs` of being different (the first value shows at once). */
export function useDelayedValue<T>(value: T, delayMs: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => setShown(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, shown, delayMs]);
  return shown;
}
