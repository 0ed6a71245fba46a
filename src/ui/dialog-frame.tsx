import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role?: 'dialog' | 'alertdialog';
  /** `center`: a modal panel; `side`: a full-height drawer at the end edge (a record's detail). */
  placement?: 'center' | 'side';
  /** Where focus goes on closing, when not back to what had it (a drawer opened by its address). */
  finalFocusEl?: () => HTMLElement | null;
  children: ReactNode;
};

const positioner = {
  center: css({ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 61, p: '4' }),
  side: css({ position: 'fixed', inset: 0, display: 'flex', justifyContent: 'flex-end', zIndex: 61 }),
};

const panel = {
  center: css({
    bg: 'bg.surface',
    color: 'fg.default',
    borderRadius: 'lg',
    boxShadow: 'xl',
    p: '6',
    w: 'full',
    maxW: 'md',
  }),
  side: css({
    bg: 'bg.surface',
    color: 'fg.default',
    boxShadow: 'xl',
    h: '100dvh',
    w: 'full',
    maxW: '28rem',
    overflowY: 'auto',
    p: '6',
    display: 'grid',
    alignContent: 'start',
    gap: '4',
  }),
};

/**
 * The modal every dialog of the app sits in: backdrop, centring and the panel. Ark's Dialog traps
 * focus, closes on Escape and gives focus back afterwards. Children use Dialog.Title,
 * Dialog.Description and Dialog.CloseTrigger.
 */
export function DialogFrame({
  open,
  onOpenChange,
  role = 'dialog',
  placement = 'center',
  finalFocusEl,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'black/40', zIndex: 60 })} />
        <Dialog.Positioner className={positioner[placement]}>
          <Dialog.Content className={panel[placement]}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
