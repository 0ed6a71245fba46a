import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
};

/**
 * The modal every dialog of the app sits in: backdrop, centring and the panel. Ark's Dialog traps
 * focus, closes on Escape and gives focus back afterwards. Children use Dialog.Title,
 * Dialog.Description and Dialog.CloseTrigger.
 */
export function DialogFrame({ open, onOpenChange, role = 'dialog', children }: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'black/40', zIndex: 60 })} />
        <Dialog.Positioner
          className={css({
            position: 'fixed',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            zIndex: 61,
            p: '4',
          })}
        >
          <Dialog.Content
            className={css({
              bg: 'bg.surface',
              color: 'fg.default',
              borderRadius: 'lg',
              boxShadow: 'xl',
              p: '6',
              w: 'full',
              maxW: 'md',
            })}
          >
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
