import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { SCROLL_TOP_THRESHOLD } from '../lib/prefs/layout-rules';
import { Icon } from './icons';

/**
 * Whether the user is past the threshold, kept by the scroll listener: reading `scrollY` during a
 * render forces a layout (about 50 ms on a throttled phone in the list's first render).
 */
let isPastThreshold = false;
/**
 * The element inside the content the user scrolled last, or null: a list's table scrolls inside its
 * own card (docs/ARCHITECTURE.md, List components), where the window barely moves.
 */
let scroller: HTMLElement | null = null;

const scrolledBy = () => Math.max(window.scrollY, scroller?.isConnected ? scroller.scrollTop : 0);

function subscribe(listener: () => void) {
  // A screen that replaces the scrolled card (another route, another page of rows) hides the button.
  const removed = new MutationObserver(() => {
    if (scroller && !scroller.isConnected) update();
  });
  const update = () => {
    if (scroller && !scroller.isConnected) {
      scroller = null;
      removed.disconnect();
    }
    const next = scrolledBy() > SCROLL_TOP_THRESHOLD;
    if (next === isPastThreshold) return;
    isPastThreshold = next;
    listener();
  };
  // Scroll events do not bubble: captured on the document, they come from the window and every
  // scrolling element. Only those inside the content count (not the navigation, a menu or a dialog).
  const onScroll = (event: Event) => {
    const target = event.target;
    const main = document.getElementById('main');
    if (target instanceof HTMLElement && target !== scroller && main?.contains(target)) {
      scroller = target;
      removed.disconnect();
      removed.observe(main, { childList: true, subtree: true });
    }
    update();
  };
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  // After the first paint (subscriptions start then): a page restored part-way down shows it.
  update();
  return () => {
    document.removeEventListener('scroll', onScroll, { capture: true });
    removed.disconnect();
  };
}

/**
 * A button back to the top once the user has scrolled more than 200 px, the window or the content's
 * own scrolling card (docs/product.md, Timings); it takes both back to the top.
 */
export function ScrollToTop() {
  const { t } = useLingui();
  const isShown = useSyncExternalStore(subscribe, () => isPastThreshold);
  if (!isShown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
        const behavior = reduce ? 'auto' : 'smooth';
        scroller?.scrollTo({ top: 0, behavior });
        window.scrollTo({ top: 0, behavior });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className={css({
        position: 'fixed',
        insetInlineEnd: '6',
        bottom: '6',
        zIndex: 35,
        w: '11',
        h: '11',
        borderRadius: 'full',
        bg: 'accent.default',
        color: 'fg.onAccent',
        boxShadow: 'lg',
        cursor: 'pointer',
        fontSize: 'lg',
        _hover: { bg: 'accent.hover' },
      })}
    >
      <Icon name="arrowUp" />
      <span className={css({ srOnly: true })}>{t`Scroll to top`}</span>
    </button>
  );
}
