/**
 * A waiting credit-limit proposal: who proposed what and why, and Approve / Reject for a Checker who
 * did not propose it (`limitDecisionBlock`); anyone else reads why they cannot decide, in the
 * words the server would answer. A decision already made on this device shows where it is (being
 * sent, or refused) instead of the buttons, until the server confirms it.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { CreditAccount, SessionUser } from '../../contract';
import { CREDIT_CURRENCY, CREDIT_FUNCTIONS, formatMoney, limitDecisionBlock } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { formatDateTime } from '../../lib/format/date';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { TextField } from '../../ui/text-field';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { decideLimit } from './credit-decisions.store';
import { PendingDecisionBadge, RefusedDecisionAlert } from './pending-decision-note';
import type { PendingDecision } from './pending-decisions';

type ProposalDialogProps = {
  account: CreditAccount | null;
  /** This account's decision not yet confirmed by the server, or null. */
  decision: PendingDecision | null;
  merchantName: string;
  user: SessionUser;
  onClose: () => void;
};

export function CreditProposalDialog({
  account,
  decision,
  merchantName,
  user,
  onClose,
}: ProposalDialogProps) {
  return (
    <DialogFrame open={account !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {account ? (
        <ProposalReview
          account={account}
          decision={decision}
          merchantName={merchantName}
          user={user}
          onClose={onClose}
        />
      ) : null}
    </DialogFrame>
  );
}

function ProposalReview({
  account,
  decision,
  merchantName,
  user,
  onClose,
}: ProposalDialogProps & { account: CreditAccount }) {
  const { t, i18n } = useLingui();
  const can = useCan(user);
  const queueChange = useQueuedChange();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [menuKey, action] = CREDIT_FUNCTIONS.decide;
  const block = can(menuKey, action) ? limitDecisionBlock(account, user) : { code: 'error.forbidden' };
  const money = (sen: number) => formatMoney(sen, CREDIT_CURRENCY, i18n.locale);
  const proposed = money(account.proposedLimitSen ?? 0);
  const current = money(account.limitSen);
  const proposer = account.proposedByName ?? '—';
  const reasonText = account.proposalReason ?? '—';
  const when = account.proposedAt ? formatDateTime(account.proposedAt, i18n.locale) : '';

  function decide(decision: 'approve' | 'reject') {
    if (decision === 'reject' && !reason.trim())
      return setError(translateMessage(i18n, 'credit.reasonRequired'));
    onClose();
    void queueChange(
      () => decideLimit(account, decision, reason.trim() || null),
      translateMessage(i18n, decision === 'approve' ? 'credit.limitApproved' : 'credit.limitRejected'),
    );
  }

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Credit limit change for {merchantName}</Trans>
      </Dialog.Title>
      <Dialog.Description className={css({ fontSize: 'sm' })}>
        <Trans>
          {proposer} proposed {proposed} (now {current}) on {when}.
        </Trans>
      </Dialog.Description>
      <p className={css({ fontSize: 'sm' })}>
        <Trans>Reason: {reasonText}</Trans>
      </p>
      {decision ? (
        <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
          <PendingDecisionBadge decision={decision} />
          <RefusedDecisionAlert decision={decision} />
        </div>
      ) : block ? (
        <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {translateMessage(i18n, block.code)}
        </p>
      ) : (
        <TextField
          label={t`Decision note (required to reject)`}
          value={reason}
          error={error ?? undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
      )}
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2', mt: '2' })}
      >
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">
            <Trans>Close</Trans>
          </Button>
        </Dialog.CloseTrigger>
        {block || decision ? null : (
          <>
            <Button variant="outline" onClick={() => decide('reject')}>
              <Trans>Reject</Trans>
            </Button>
            <Button onClick={() => decide('approve')}>
              <Trans>Approve</Trans>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
