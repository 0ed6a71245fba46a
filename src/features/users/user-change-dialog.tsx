/**
 * A user's change waiting for a Checker (docs/security.md, Four-eyes changes): who proposed it and
 * when, each field's current and proposed value, and — for the Approve or Reject chosen in the
 * row's menu — an optional note and the decision's button. A decision already made on this device
 * shows where it is (being sent, or refused) instead of the button, until the server confirms it.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { UserDecision } from '../../contract';
import { getMirror } from '../../lib/db';
import { formatDateTime } from '../../lib/format/date';
import type { UserRow } from '../../lib/list-engine';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { TextField } from '../../ui/text-field';
import { UserDecisionBadge } from './user-decision-badge';
import type { UserDecisionState } from './user-decisions';

export type ChangeReview = { row: UserRow; mode: 'view' | UserDecision };

type Props = {
  review: ChangeReview | null;
  /** The reviewed user's decision not yet confirmed by the server, or null. */
  decision: UserDecisionState | null;
  onDecide: (row: UserRow, decision: UserDecision, reason: string | null) => void;
  onClose: () => void;
};

export function UserChangeDialog({ review, decision, onDecide, onClose }: Props) {
  return (
    <DialogFrame open={review !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {review ? (
        <ChangeDetail review={review} decision={decision} onDecide={onDecide} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}

/** Names of the roles and merchants a change may name, from the mirror. */
function useNames(roleIds: readonly string[], merchantIds: readonly string[]) {
  return useLiveQuery(async () => {
    const db = getMirror();
    const names = new Map<string, string>();
    if (!db) return names;
    for (const role of await db.roles.bulkGet([...roleIds])) {
      if (role) names.set(String(role['id']), String(role['name'] ?? ''));
    }
    for (const merchant of await db.merchants.bulkGet([...merchantIds])) {
      if (merchant) names.set(String(merchant['id']), String(merchant['merchantName'] ?? ''));
    }
    return names;
  }, [roleIds.join(), merchantIds.join()]);
}

function ChangeDetail({ review, decision, onDecide, onClose }: Props & { review: ChangeReview }) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const { row, mode } = review;
  const pending = row.pendingChange;
  const fields = pending?.fields ?? {};
  const names = useNames(
    [row.roleId, fields.roleId ?? ''].filter(Boolean),
    [row.merchantId ?? '', fields.merchantId ?? ''].filter(Boolean),
  );
  const nameOf = (id: string | null | undefined) => (id ? (names?.get(id) ?? id) : '—');
  const lines: { key: string; label: string; current: ReactNode; proposed: ReactNode }[] = [];
  if (fields.roleId !== undefined) {
    lines.push({ key: 'roleId', label: t`Role`, current: row.roleName, proposed: nameOf(fields.roleId) });
  }
  if (fields.merchantId !== undefined) {
    lines.push({
      key: 'merchantId',
      label: t`Merchant`,
      current: row.merchantName ?? '—',
      proposed: nameOf(fields.merchantId),
    });
  }
  if (fields.level !== undefined) {
    const levelOf = (level: string) => (level === 'Checker' ? t`Checker` : t`Maker`);
    lines.push({
      key: 'level',
      label: t`Level`,
      current: levelOf(row.level),
      proposed: levelOf(fields.level),
    });
  }
  if (fields.email !== undefined) {
    lines.push({ key: 'email', label: t`Email`, current: row.email, proposed: fields.email });
  }
  const name = row.fullName;
  const proposer = pending?.proposedByName ?? '—';
  const when = pending ? formatDateTime(pending.proposedAt, i18n.locale) : '';
  const cell = css({ textAlign: 'start', p: '2', borderBottomWidth: 'thin', verticalAlign: 'top' });
  // Addresses may break anywhere; field names never inside a word.
  const valueCell = cx(cell, css({ overflowWrap: 'anywhere' }));
  const nameCell = cx(cell, css({ whiteSpace: 'nowrap' }));

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {mode === 'approve' ? (
          <Trans>Approve the change to {name}?</Trans>
        ) : mode === 'reject' ? (
          <Trans>Reject the change to {name}?</Trans>
        ) : (
          <Trans>Change awaiting approval for {name}</Trans>
        )}
      </Dialog.Title>
      <Dialog.Description className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {pending ? (
          <Trans>
            Proposed by {proposer} on {when}.
          </Trans>
        ) : (
          <Trans>This user has no change awaiting approval.</Trans>
        )}
      </Dialog.Description>
      {lines.length > 0 ? (
        <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
          <thead>
            <tr>
              <th scope="col" className={nameCell}>
                <Trans>Field</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Current</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Proposed</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <th scope="row" className={nameCell}>
                  {line.label}
                </th>
                <td className={valueCell}>{line.current}</td>
                <td className={cx(valueCell, css({ fontWeight: 'semibold' }))}>{line.proposed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {decision ? (
        <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
          <UserDecisionBadge decision={decision} />
          {decision.error ? <p role="alert">{decision.error}</p> : null}
        </div>
      ) : mode !== 'view' && pending ? (
        <TextField
          label={t`Decision note (optional)`}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2', mt: '2' })}
      >
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">
            <Trans>Close</Trans>
          </Button>
        </Dialog.CloseTrigger>
        {mode !== 'view' && pending && !decision ? (
          <Button
            onClick={() => {
              onClose();
              onDecide(row, mode, reason.trim() || null);
            }}
          >
            {mode === 'approve' ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
