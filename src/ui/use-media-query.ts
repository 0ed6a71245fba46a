import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes (false when rendered without a window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(query).matches,
    () => false,
  );
}

/** A `max-width` query for widths below `width` px (the 0.02 px keeps `width` itself outside). */
export const belowWidth = (width: number) => `(max-width: ${width - 0.02}px)`;
