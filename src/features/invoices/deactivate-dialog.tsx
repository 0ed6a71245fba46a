import { Dialog } from '@ark-ui/react/dialog';
import { Field } from '@ark-ui/react/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import * as v from 'valibot';
import { DeactivateDocumentSchema, issueParams } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';

type DeactivateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Why it may not be deactivated (a rule's message), shown instead of the reason field. */
  blockedBy: string | null;
  onConfirm: (reason: string) => void;
};

/** Deactivation after a confirmation with a reason (SPEC §4), or the clear reason it is refused. */
export function DeactivateDialog({ open, onOpenChange, title, blockedBy, onConfirm }: DeactivateDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    const parsed = v.safeParse(DeactivateDocumentSchema, {
      id: '00000000-0000-4000-8000-000000000000',
      reason,
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      setError(issue ? translateMessage(i18n, issue.message, issueParams(issue)) : null);
      return;
    }
    onConfirm(parsed.output.reason);
    onOpenChange(false);
    setReason('');
    setError(null);
  }

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} role="alertdialog">
      <div className={css({ display: 'grid', gap: '3' })}>
        <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</Dialog.Title>
        {blockedBy ? (
          <Dialog.Description role="alert" className={css({ color: 'danger.fg' })}>
            {blockedBy}
          </Dialog.Description>
        ) : (
          <>
            <Dialog.Description className={css({ color: 'fg.muted' })}>
              <Trans>A deactivated document stays on record and cannot be used again. Give the reason.</Trans>
            </Dialog.Description>
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
            <Button variant="outline">{blockedBy ? t`Close` : t`Cancel`}</Button>
          </Dialog.CloseTrigger>
          {blockedBy ? null : (
            <Button onClick={confirm}>
              <Trans>Deactivate</Trans>
            </Button>
          )}
        </div>
      </div>
    </DialogFrame>
  );
}
