import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from './button';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

/** Asks before an action; Ark's Dialog traps focus, closes on Escape and restores focus after. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog">
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
              display: 'grid',
              gap: '3',
            })}
          >
            <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</Dialog.Title>
            <Dialog.Description className={css({ color: 'fg.muted' })}>{description}</Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">
                  <Trans>Cancel</Trans>
                </Button>
              </Dialog.CloseTrigger>
              <Button
                onClick={() => {
                  onConfirm();
                  onOpenChange(false);
                }}
              >
                {confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
