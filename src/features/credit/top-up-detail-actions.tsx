/**
 * A top-up's decisions: Approve (after a confirmation), Reject and Undo approval (each with a
 * reason), offered only when `topUpDecisionBlock` says the server will accept them for this user.
 * Staff who may not decide see the buttons disabled with the reason, in the words the server
 * answers (a Maker: "Only a Checker can decide this…"; the submitter: "You cannot decide your own
 * submission…"). Each decision is one outbox op (credit-decisions.store.ts) with the usual toast;
 * while one waits for the server the page shows it instead of these buttons (pending-decisions.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { SessionUser, TopUp, TopUpDecisionKind } from '../../contract';
import { CREDIT_FUNCTIONS, topUpDecisionBlock } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ReasonDialog } from '../../ui/reason-dialog';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { decideTopUp } from './credit-decisions.store';
import { creditReasonError } from './credit-reason';

type ActionsProps = { topUp: TopUp; user: SessionUser };

const DONE_CODE = { approve: 'credit.approved', reject: 'credit.rejected', undo: 'credit.undone' } as const;

export function TopUpDetailActions({ topUp, user }: ActionsProps) {
  const { i18n } = useLingui();
  const can = useCan(user);
  const queueChange = useQueuedChange();
  const reasonId = useId();
  const [dialog, setDialog] = useState<TopUpDecisionKind | null>(null);
  const [menuKey, action] = CREDIT_FUNCTIONS.decide;
  // Only staff decide; a merchant reading their own top-up sees no decision at all.
  if (user.userType !== 'staff' || !can(menuKey, action)) return null;
  const offered: TopUpDecisionKind[] =
    topUp.status === 'Pending' ? ['approve', 'reject'] : topUp.status === 'Approved' ? ['undo'] : [];
  if (!offered.length) return null;
  const block = topUpDecisionBlock(topUp, offered[0] as TopUpDecisionKind, user);
  const refusal = block ? translateMessage(i18n, block.code, block.params) : null;

  function decide(decision: TopUpDecisionKind, reason: string | null) {
    setDialog(null);
    void queueChange(() => decideTopUp(topUp, decision, reason), translateMessage(i18n, DONE_CODE[decision]));
  }

  const labels = {
    approve: <Trans>Approve</Trans>,
    reject: <Trans>Reject</Trans>,
    undo: <Trans>Undo approval</Trans>,
  };
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {offered.map((decision) => (
          <Button
            key={decision}
            size="sm"
            variant={decision === 'approve' ? undefined : 'outline'}
            disabled={Boolean(refusal)}
            aria-describedby={refusal ? reasonId : undefined}
            onClick={() => setDialog(decision)}
          >
            {labels[decision]}
          </Button>
        ))}
      </div>
      {refusal ? (
        <p id={reasonId} role="note" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {refusal}
        </p>
      ) : null}
      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={<Trans>Approve this top-up?</Trans>}
        description={
          <Trans>The amount is added to the merchant’s credit balance as a payment verification entry.</Trans>
        }
        confirmLabel={<Trans>Approve</Trans>}
        onConfirm={() => decide('approve', null)}
      />
      <ReasonDialog
        open={dialog === 'reject' || dialog === 'undo'}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={dialog === 'undo' ? <Trans>Undo this approval?</Trans> : <Trans>Reject this top-up?</Trans>}
        description={
          dialog === 'undo' ? (
            <Trans>
              The credit it added is taken back by an undo approved payment entry. Give the reason.
            </Trans>
          ) : (
            <Trans>The merchant sees the reason. Give the reason.</Trans>
          )
        }
        confirmLabel={dialog === 'undo' ? <Trans>Undo approval</Trans> : <Trans>Reject</Trans>}
        check={(reason) => creditReasonError(i18n, reason)}
        onConfirm={(reason) => decide(dialog === 'undo' ? 'undo' : 'reject', reason)}
      />
    </div>
  );
}
