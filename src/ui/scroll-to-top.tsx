import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { SCROLL_TOP_THRESHOLD } from '../lib/prefs/layout-rules';
import { Icon } from './icons';

/**
 * Whether the page is past the threshold, kept by the scroll listener: reading `scrollY` during a
 * render forces a layout (about 50 ms on a throttled phone in the list's first render).
 */
let isPastThreshold = false;

function subscribe(listener: () => void) {
  const onScroll = () => {
    const next = window.scrollY > SCROLL_TOP_THRESHOLD;
    if (next === isPastThreshold) return;
    isPastThreshold = next;
    listener();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  // After the first paint (subscriptions start then): a page restored part-way down shows it.
  onScroll();
  return () => window.removeEventListener('scroll', onScroll);
}

/** A button back to the top once the page is scrolled more than 200 px (docs/product.md, Timings). */
export function ScrollToTop() {
  const { t } = useLingui();
  const isShown = useSyncExternalStore(subscribe, () => isPastThreshold);
  if (!isShown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
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
