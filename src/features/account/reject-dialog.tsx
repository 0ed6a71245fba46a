import { Dialog } from '@ark-ui/react/dialog';
import { Field } from '@ark-ui/react/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import {
  REJECTION_REASON_MAX,
  RejectOrganizationSchema,
  type OrganizationRegistration,
} from '../../contract';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { FormAlert } from '../../ui/form-alert';
import { fieldError, fieldLabel, fieldRoot } from '../../ui/styles/field';
import { useFormState } from './form-state';

type RejectDialogProps = {
  registration: OrganizationRegistration | null;
  onReject: (merchantId: string, reason: string) => Promise<void>;
  onClose: () => void;
};

/** Asks for the reason of a rejection. */
export function RejectDialog({ registration, onReject, onClose }: RejectDialogProps) {
  const { t } = useLingui();
  const { errors, formError, isBusy, run } = useFormState();
  const companyName = registration?.companyName ?? '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!registration) return;
    const reason = new FormData(event.currentTarget).get('reason');
    void run(RejectOrganizationSchema, { merchantId: registration.merchantId, reason }, (parsed) =>
      onReject(parsed.merchantId, parsed.reason),
    );
  }

  return (
    <DialogFrame open={registration !== null} onOpenChange={(open) => !open && onClose()}>
      <form noValidate onSubmit={handleSubmit} className={css({ display: 'grid', gap: '3' })}>
        <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {t`Reject ${companyName}?`}
        </Dialog.Title>
        <Dialog.Description className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {registration?.isEmailVerified ? (
            <Trans>The registrant receives this reason by email, and their account is disabled.</Trans>
          ) : (
            <Trans>
              The email of this registration is not verified, so no email is sent. The account is disabled.
            </Trans>
          )}
        </Dialog.Description>
        <FormAlert message={formError} />
        <Field.Root invalid={Boolean(errors.reason)} required className={fieldRoot}>
          <Field.Label className={fieldLabel}>
            <Trans>Reason for rejection</Trans>
          </Field.Label>
          <Field.Textarea name="reason" rows={4} maxLength={REJECTION_REASON_MAX} className={input()} />
          <Field.ErrorText className={fieldError}>{errors.reason}</Field.ErrorText>
        </Field.Root>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' })}>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </Dialog.CloseTrigger>
          <Button type="submit" disabled={isBusy}>
            <Trans>Reject</Trans>
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
