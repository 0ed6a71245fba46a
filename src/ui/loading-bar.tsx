import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';

/**
 * docs/product.md, Timings: the bar shows only after 200 ms (throttle), fills over 2000 ms and is 3 px high.
 */
export const LOADING_BAR = { durationMs: 2000, throttleMs: 200, heightPx: 3 } as const;

type Phase = 'idle' | 'running' | 'done';

/** A thin progress bar at the top of the window while `isActive` (navigation, long requests). */
export function LoadingBar({ isActive }: { isActive: boolean }) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>('idle');
  useEffect(() => {
    if (isActive) {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    const finish = setTimeout(() => setPhase((current) => (current === 'running' ? 'done' : current)));
    const hide = setTimeout(() => setPhase('idle'), 400);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [isActive]);
  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading, please be patient...`}
      data-phase={phase}
      className={css({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 100,
        h: 'loadingBar',
        pointerEvents: 'none',
        '&[data-phase=done]': { opacity: 0, transition: 'opacity 0.3s 0.1s' },
      })}
    >
      <div
        className={css({
          h: 'full',
          bg: 'accent.default',
          animation: 'loadingBarFill 2000ms ease-out forwards',
          '[data-phase=done] &': { w: 'full', animation: 'none' },
        })}
      />
    </div>
  );
}
