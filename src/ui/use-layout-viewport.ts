import { useEffect, useState } from 'react';
import { OVERLAY_NAV_BREAKPOINT } from '../lib/prefs/layout-rules';
import { belowWidth, useMediaQuery } from './use-media-query';

/** A viewport width on the right side of the overlay breakpoint (exact width is not needed). */
export const useViewportWidth = (): number =>
  useMediaQuery(belowWidth(OVERLAY_NAV_BREAKPOINT)) ? OVERLAY_NAV_BREAKPOINT - 1 : OVERLAY_NAV_BREAKPOINT;

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
