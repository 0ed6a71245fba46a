import { Dialog } from '@ark-ui/react/dialog';
import { Field } from '@ark-ui/react/field';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** The button that leaves without acting ("Cancel" unless given). */
  cancelLabel?: ReactNode;
  /** The translated message when `reason` cannot be sent (required, too long), else null. */
  check: (reason: string) => string | null;
  /** Called with the trimmed reason; the dialog then closes and forgets it. */
  onConfirm: (reason: string) => void;
  /** Why the action is refused (a rule's message): shown instead of the reason field. */
  blockedBy?: string | null;
};

/**
 * A confirmation that asks for a reason (a deactivation, a rejection, an undone approval, a
 * cancelled top-up): one dialog for every area, so each asks the same way and checks the reason
 * with its own contract rule before anything is queued.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, cancelLabel, check, onConfirm, blockedBy } =
    props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close(next: boolean) {
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  }

  function confirm() {
    const refusal = check(reason);
    if (refusal) return setError(refusal);
    onConfirm(reason.trim());
    close(false);
  }

  return (
    <DialogFrame open={open} onOpenChange={close} role="alertdialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        className={css({ display: 'grid', gap: '3' })}
      >
        <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</Dialog.Title>
        {blockedBy ? (
          <Dialog.Description role="alert" className={css({ color: 'danger.fg' })}>
            {blockedBy}
          </Dialog.Description>
        ) : (
          <>
            <Dialog.Description className={css({ color: 'fg.muted' })}>{description}</Dialog.Description>
            <Field.Root invalid={Boolean(error)} required className={css({ display: 'grid', gap: '1' })}>
              <Field.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
                <Trans>Reason</Trans>
              </Field.Label>
              <Field.Textarea
                className={input()}
                rows={3}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(null);
                }}
              />
              <Field.ErrorText className={css({ fontSize: 'sm', color: 'danger.fg' })}>
                {error}
              </Field.ErrorText>
            </Field.Root>
          </>
        )}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
          <Dialog.CloseTrigger asChild>
            <Button type="button" variant="outline">
              {blockedBy ? <Trans>Close</Trans> : (cancelLabel ?? <Trans>Cancel</Trans>)}
            </Button>
          </Dialog.CloseTrigger>
          {blockedBy ? null : <Button type="submit">{confirmLabel}</Button>}
        </div>
      </form>
    </DialogFrame>
  );
}
