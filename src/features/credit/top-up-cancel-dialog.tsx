import { Dialog } from '@ark-ui/react/dialog';
import { Field } from '@ark-ui/react/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import * as v from 'valibot';
import { formatMoney, issueParams, TopUpDecisionSchema, type TopUp } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';

type CancelDialogProps = {
  /** The top-up to cancel; the dialog is open while it is set. */
  target: Pick<TopUp, 'id' | 'referenceNumber' | 'amountSen' | 'currency'> | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** A merchant cancels a Pending top-up after a confirmation, with the reason (required). */
export function TopUpCancelDialog({ target, onClose, onConfirm }: CancelDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  function confirm() {
    const parsed = v.safeParse(TopUpDecisionSchema, { id: target?.id ?? '', reason });
    if (!parsed.success) {
      const issue = parsed.issues.find((item) => v.getDotPath(item) === 'reason');
      return setError(issue ? translateMessage(i18n, issue.message, issueParams(issue)) : null);
    }
    const text = parsed.output.reason;
    if (!text) return setError(translateMessage(i18n, 'credit.reasonRequired'));
    onConfirm(text);
    close();
  }

  const reference = target?.referenceNumber ?? '';
  const amount = target ? formatMoney(target.amountSen, target.currency, i18n.locale) : '';
  return (
    <DialogFrame
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      role="alertdialog"
    >
      <div className={css({ display: 'grid', gap: '3' })}>
        <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          <Trans>Cancel top-up {reference}?</Trans>
        </Dialog.Title>
        <Dialog.Description className={css({ color: 'fg.muted' })}>
          <Trans>
            The top-up of {amount} will not be reviewed. It stays on record as cancelled. Give the reason.
          </Trans>
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
          <Field.ErrorText className={css({ fontSize: 'sm', color: 'danger.fg' })}>{error}</Field.ErrorText>
        </Field.Root>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">{t`Keep it`}</Button>
          </Dialog.CloseTrigger>
          <Button onClick={confirm}>
            <Trans>Cancel top-up</Trans>
          </Button>
        </div>
      </div>
    </DialogFrame>
  );
}
