import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { DeactivateDocumentSchema, issueParams } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { ReasonDialog } from '../../ui/reason-dialog';

type DeactivateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Why it may not be deactivated (a rule's message), shown instead of the reason field. */
  blockedBy: string | null;
  onConfirm: (reason: string) => void;
};

/**
 * Deactivation after a confirmation with a reason (docs/product.md, Invoices and notes), or the clear reason
 * it is refused.
 */
export function DeactivateDialog({ open, onOpenChange, title, blockedBy, onConfirm }: DeactivateDialogProps) {
  const { i18n } = useLingui();
  function check(reason: string) {
    const parsed = v.safeParse(DeactivateDocumentSchema, {
      id: '00000000-0000-4000-8000-000000000000',
      reason,
    });
    const issue = parsed.success ? null : parsed.issues[0];
    return issue ? translateMessage(i18n, issue.message, issueParams(issue)) : null;
  }
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={
        <Trans>A deactivated document stays on record and cannot be used again. Give the reason.</Trans>
      }
      confirmLabel={<Trans>Deactivate</Trans>}
      check={check}
      onConfirm={onConfirm}
      blockedBy={blockedBy}
    />
  );
}
