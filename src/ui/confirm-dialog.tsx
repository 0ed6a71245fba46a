import { Dialog } from '@ark-ui/react/dialog';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
};

/** Asks before an action. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} role="alertdialog">
      <div className={css({ display: 'grid', gap: '3' })}>
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
      </div>
    </DialogFrame>
  );
}
