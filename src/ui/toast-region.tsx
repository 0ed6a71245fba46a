import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { connectToastSink } from './toaster';

/**
 * Toasts at the top for 3000 ms (docs/product.md, Timings), at the end side over the navbar's tools: centred
 * they covered a page's heading. Loaded with the first toast (see toaster.tsx).
 */
const arkToaster = createToaster({
  placement: 'top-end',
  duration: 3000,
  gap: 12,
  overlap: false,
  offsets: { top: '0.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

export default function ToastRegion() {
  const { t } = useLingui();
  useEffect(() => {
    // Ark's Toaster starts its machine after this commit; queued toasts go in on the next frame.
    let disconnect: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      disconnect = connectToastSink(({ id, update, toast }) => {
        if (update) arkToaster.update(id, toast);
        else arkToaster.create({ id, ...toast });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      disconnect?.();
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
