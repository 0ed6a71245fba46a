import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { SCROLL_TOP_THRESHOLD } from '../lib/prefs/layout-rules';
import { Icon } from './icons';

function subscribe(listener: () => void) {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/** SPEC §2: a button back to the top once the page is scrolled more than 200 px. */
export function ScrollToTop() {
  const { t } = useLingui();
  const isShown = useSyncExternalStore(subscribe, () => window.scrollY > SCROLL_TOP_THRESHOLD);
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
