import { useSyncExternalStore } from 'react';

/** Below this width a list shows cards: a phone cannot show a table without scrolling sideways. */
export const CARD_LAYOUT_MAX_WIDTH = 600;

const narrowQuery = `(max-width: ${CARD_LAYOUT_MAX_WIDTH - 0.02}px)`;

function subscribe(listener: () => void) {
  const query = matchMedia(narrowQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** True while the viewport is narrower than CARD_LAYOUT_MAX_WIDTH. */
export const useNarrowLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => matchMedia(narrowQuery).matches,
    () => false,
  );
