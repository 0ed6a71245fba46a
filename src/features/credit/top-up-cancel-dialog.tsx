import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type TopUp } from '../../contract';
import { ReasonDialog } from '../../ui/reason-dialog';
import { creditReasonError } from './credit-reason';

type CancelDialogProps = {
  /** The top-up to cancel; the dialog is open while it is set. */
  target: Pick<TopUp, 'id' | 'referenceNumber' | 'amountSen' | 'currency'> | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** A merchant cancels a Pending top-up after a confirmation, with the reason (required). */
export function TopUpCancelDialog({ target, onClose, onConfirm }: CancelDialogProps) {
  const { i18n } = useLingui();
  const reference = target?.referenceNumber ?? '';
  const amount = target ? formatMoney(target.amountSen, target.currency, i18n.locale) : '';
  return (
    <ReasonDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<Trans>Cancel top-up {reference}?</Trans>}
      description={
        <Trans>
          The top-up of {amount} will not be reviewed. It stays on record as cancelled. Give the reason.
        </Trans>
      }
      confirmLabel={<Trans>Cancel top-up</Trans>}
      cancelLabel={<Trans>Keep it</Trans>}
      check={(reason) => creditReasonError(i18n, reason)}
      onConfirm={onConfirm}
    />
  );
}
