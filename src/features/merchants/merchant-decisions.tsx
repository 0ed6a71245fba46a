/**
 * A Checker's decision from the Pending Approval list (docs/security.md, Four-eyes changes): a
 * row offers Approve and Reject (of the merchant, or of its proposed change) only when the
 * profile would, as the contract's merchant transitions answer for this user (FAC `approve` on
 * Pending Approval, a Checker who did not submit or propose it) and no decision of theirs for it
 * is queued on this device. The decision is queued like the profile's (decideMerchant).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import {
  hasProposedChange,
  MERCHANT_REJECTION_REASON,
  merchantStateOf,
  merchantTransition,
  type SessionUser,
} from '../../contract';
import type { MirrorDb } from '../../lib/db';
import type { MerchantRow } from '../../lib/list-engine';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { ReasonDialog } from '../../ui/reason-dialog';
import { decideMerchant, MERCHANT_APPROVAL_PATH } from './merchant-actions';

type Deciding = { row: MerchantRow; decision: 'Approved' | 'Rejected' };

export function useMerchantDecisions(db: MirrorDb, user: SessionUser, mayApprove: boolean) {
  const { t } = useLingui();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const queueChange = useQueuedChange();
  // The merchants with a decision queued on this device: shown as sending on their profile.
  const queued = useLiveQuery(
    async () =>
      new Set(
        (await db.outbox.filter((op) => op.path === MERCHANT_APPROVAL_PATH).toArray()).map(
          (op) => op.entityId,
        ),
      ),
    [db],
  );

  const rowActions = useCallback(
    (row: MerchantRow): readonly RowAction[] => {
      const mayDecide =
        mayApprove &&
        queued !== undefined &&
        !queued.has(row.id) &&
        merchantTransition(merchantStateOf(row), { kind: 'decide', decision: 'Approved' }, user).ok;
      if (!mayDecide) return [];
      const isChange = hasProposedChange(row);
      return [
        {
          id: 'approve',
          label: isChange ? t`Approve change` : t`Approve`,
          onSelect: () => setDeciding({ row, decision: 'Approved' }),
        },
        {
          id: 'reject',
          label: isChange ? t`Reject change` : t`Reject`,
          isDanger: true,
          onSelect: () => setDeciding({ row, decision: 'Rejected' }),
        },
      ];
    },
    [t, mayApprove, queued, user],
  );

  const close = (open: boolean) => {
    if (!open) setDeciding(null);
  };
  const row = deciding?.row ?? null;
  const name = row?.merchantName ?? '';
  const isChange = row ? hasProposedChange(row) : false;
  const decide = (decision: Deciding['decision'], reason: string) => {
    if (!row) return;
    const merchantName = row.merchantName;
    void queueChange(
      () => decideMerchant(row, decision, reason),
      decision === 'Approved'
        ? t`The approval of ${merchantName} is being sent. It takes effect once the server confirms it.`
        : t`The rejection of ${merchantName} is being sent. It takes effect once the server confirms it.`,
    );
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={deciding?.decision === 'Approved'}
        onOpenChange={close}
        title={isChange ? <Trans>Approve the change to {name}?</Trans> : <Trans>Approve {name}?</Trans>}
        description={
          isChange ? (
            <Trans>The proposed values replace the current ones.</Trans>
          ) : (
            <Trans>The merchant becomes Active.</Trans>
          )
        }
        confirmLabel={<Trans>Approve</Trans>}
        onConfirm={() => decide('Approved', '')}
      />
      <ReasonDialog
        open={deciding?.decision === 'Rejected'}
        onOpenChange={close}
        title={isChange ? <Trans>Reject the change to {name}?</Trans> : <Trans>Reject {name}?</Trans>}
        description={<Trans>The reason is kept in the merchant's history.</Trans>}
        confirmLabel={<Trans>Confirm rejection</Trans>}
        check={(reason) => {
          const { min, max } = MERCHANT_REJECTION_REASON;
          const length = reason.trim().length;
          if (length < min) return t`Enter at least ${min} characters`;
          return length > max ? t`Enter at most ${max} characters` : null;
        }}
        onConfirm={(reason) => decide('Rejected', reason)}
      />
    </>
  );
  return { rowActions, dialogs };
}
