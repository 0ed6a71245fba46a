import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { connectToastSink } from './toaster';

/**
 * Toasts at the top for 3000 ms (docs/product.md, Timings), at the end side just below the navbar
 * (docs/ARCHITECTURE.md, Navbar), so that its notifications, help, settings and user menu stay
 * usable and a page's heading on the start side stays visible. Toasts stack one below the other:
 * zag places each with CSS variables (`--y`, `--opacity`, …) that the root's style must apply.
 * Loaded with the first toast (see toaster.tsx).
 */
const arkToaster = createToaster({
  placement: 'top-end',
  duration: 3000,
  gap: 12,
  overlap: false,
  offsets: { top: 'var(--toast-top, 4.5rem)', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** The navbar's bottom edge in the viewport (0 once a static navbar scrolled away), plus a gap. */
function followNavbar() {
  const navbar = document.querySelector('[data-shell] header');
  const bottom = Math.max(0, navbar?.getBoundingClientRect().bottom ?? 0);
  document.documentElement.style.setProperty('--toast-top', `calc(${Math.round(bottom)}px + 0.5rem)`);
}

export default function ToastRegion() {
  const { t } = useLingui();
  useEffect(() => {
    // Ark's Toaster starts its machine after this commit; queued toasts go in on the next frame.
    let disconnect: (() => void) | undefined;
    let isFollowing = false;
    const onMove = () => {
      if (isFollowing) return;
      isFollowing = true;
      requestAnimationFrame(() => {
        isFollowing = false;
        followNavbar();
      });
    };
    const frame = requestAnimationFrame(() => {
      disconnect = connectToastSink(({ id, update, toast }) => {
        if (update) return arkToaster.update(id, toast);
        followNavbar();
        arkToaster.create({ id, ...toast });
      });
    });
    window.addEventListener('scroll', onMove, { passive: true, capture: true });
    window.addEventListener('resize', onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      disconnect?.();
      window.removeEventListener('scroll', onMove, { capture: true });
      window.removeEventListener('resize', onMove);
    };
  }, []);
  return (
    <Toaster toaster={arkToaster}>
      {(toast) => (
        <Toast.Root
          key={toast.id}
          className={css({
            bg: 'bg.surface',
            color: 'fg.default',
            borderWidth: 'thin',
            borderColor: toast.type === 'error' ? 'danger.border' : 'border.default',
            borderLeftWidth: 'accent',
            borderLeftColor: toast.type === 'error' ? 'danger.fg' : 'success.fg',
            borderRadius: 'md',
            boxShadow: 'lg',
            px: '4',
            py: '3',
            minW: '72',
            maxW: 'md',
            display: 'flex',
            gap: '3',
            alignItems: 'start',
            // zag's placement: each toast sits `--offset` below the ones before it.
            translate: 'var(--x) var(--y)',
            scale: 'var(--scale, 1)',
            zIndex: 'var(--z-index)',
            height: 'var(--height)',
            opacity: 'var(--opacity)',
            willChange: 'translate, opacity, scale',
            transitionProperty: 'translate, scale, opacity, height',
            transitionDuration: 'normal',
            transitionTimingFunction: 'default',
            '&[data-state=closed]': { transitionDuration: 'fast' },
            // A toast that slides is motion some users asked their device to spare them.
            _motionReduce: { transitionDuration: '0s' },
          })}
        >
          <div className={css({ flex: '1' })}>
            <Toast.Title className={css({ fontWeight: 'semibold' })}>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </div>
          <Toast.CloseTrigger aria-label={t`Close`} className={css({ cursor: 'pointer', px: '1' })}>
            ×
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
