/**
 * Cancelling a Valid e-invoice within 72 hours of its validation (docs/e-invoicing.md, Cancel and
 * reject): the time left for a caller the call accepts, the reason asked in a dialog, and once the
 * window has closed the way to correct the document instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { countdown, EInvoiceCancelSchema, issueParams } from '../../contract';
import type { CancelStanding } from '../../contract/e-invoice/e-invoice-offers';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { ReasonDialog } from '../../ui/reason-dialog';

type EInvoiceCancelProps = {
  standing: CancelStanding;
  mayCancel: boolean;
  online: boolean;
  /** Sends the cancel; throws an error whose message is already translated. */
  onCancel: (reason: string) => Promise<void>;
  /** Links to the credit and debit note forms of the document, when the user may create notes. */
  correctionLinks: ReactNode;
};

const muted = css({ fontSize: 'sm', color: 'fg.muted' });

export function EInvoiceCancel({
  standing,
  mayCancel,
  online,
  onCancel,
  correctionLinks,
}: EInvoiceCancelProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (standing.kind === 'closed') {
    return (
      <div className={css({ display: 'grid', gap: '2' })}>
        <p className={muted}>
          <Trans>
            The 72-hour cancellation window has closed. Correct this invoice with a credit note or debit note.
          </Trans>
        </p>
        {correctionLinks}
      </div>
    );
  }
  if (standing.kind !== 'open' || !mayCancel) return null;

  const { hours, minutes } = countdown(standing.remainingMs);
  function check(reason: string) {
    const parsed = v.safeParse(EInvoiceCancelSchema, {
      documentId: '00000000-0000-4000-8000-000000000000',
      reason,
    });
    const issue = parsed.success ? null : parsed.issues[0];
    return issue ? translateMessage(i18n, issue.message, issueParams(issue)) : null;
  }
  async function cancel(reason: string) {
    setBusy(true);
    setRefusal(null);
    try {
      await onCancel(reason);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : translateMessage(i18n, 'error.serviceUnavailable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <Button size="sm" variant="outline" disabled={!online || busy} onClick={() => setOpen(true)}>
          <Trans>Cancel e-invoice</Trans>
        </Button>
        <span className={muted}>
          <Trans>
            Cancellable for {hours} h {minutes} min
          </Trans>
        </span>
      </div>
      {online ? null : (
        <p className={muted}>
          <Trans>Cancelling needs a connection: MyInvois must accept it within the 72 hours.</Trans>
        </p>
      )}
      <FormAlert message={refusal} />
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans>Cancel this e-invoice?</Trans>}
        description={
          <Trans>
            MyInvois records the cancellation with your reason, and the buyer is told. A cancelled e-invoice
            cannot be validated again.
          </Trans>
        }
        confirmLabel={<Trans>Cancel e-invoice</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        check={check}
        onConfirm={(reason) => void cancel(reason)}
      />
    </div>
  );
}
