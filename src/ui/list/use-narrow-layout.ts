import { belowWidth, useMediaQuery } from '../use-media-query';

/** Below this width a list shows cards: a phone cannot show a table without scrolling sideways. */
export const CARD_LAYOUT_MAX_WIDTH = 600;

/** True while the viewport is narrower than CARD_LAYOUT_MAX_WIDTH. */
export const useNarrowLayout = (): boolean => useMediaQuery(belowWidth(CARD_LAYOUT_MAX_WIDTH));
