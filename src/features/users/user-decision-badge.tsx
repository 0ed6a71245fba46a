/**
 * A user's row in words about its four-eyes change: "Awaiting approval" while a change waits for a
 * Checker, "Sending approval…" (or "not yet sent" offline) once a Checker decided it on this
 * device and the server has not answered, "not accepted" when the server refused the decision.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDecision } from '../../contract';
import { useSyncStatus } from '../../lib/sync';
import { Badge } from '../../ui/badge';
import type { UserDecisionState } from './user-decisions';

const SENDING = {
  approve: msg`Sending approval…`,
  reject: msg`Sending rejection…`,
} satisfies Record<UserDecision, MessageDescriptor>;

const NOT_SENT = {
  approve: msg`Approval not yet sent`,
  reject: msg`Rejection not yet sent`,
} satisfies Record<UserDecision, MessageDescriptor>;

const REFUSED = {
  approve: msg`Approval not accepted`,
  reject: msg`Rejection not accepted`,
} satisfies Record<UserDecision, MessageDescriptor>;

export function UserDecisionBadge({ decision }: { decision: UserDecisionState }) {
  const { i18n } = useLingui();
  const { online } = useSyncStatus();
  if (decision.phase === 'refused') return <Badge tone="danger">{i18n._(REFUSED[decision.decision])}</Badge>;
  return <Badge tone="info">{i18n._((online ? SENDING : NOT_SENT)[decision.decision])}</Badge>;
}

/** The row's badge: its decision being sent, else "Awaiting approval" while a change waits. */
export function PendingChangeBadge({
  hasPendingChange,
  decision,
}: {
  hasPendingChange: boolean;
  decision: UserDecisionState | undefined;
}) {
  if (decision) return <UserDecisionBadge decision={decision} />;
  if (!hasPendingChange) return null;
  return (
    <Badge tone="warning">
      <Trans>Awaiting approval</Trans>
    </Badge>
  );
}
