/**
 * A four-eyes decision the server has not confirmed (pending-decisions.ts): a badge saying it is
 * being sent (or waits for the network), and, once the server refused it, an alert with the
 * server's words and where the decision waits (Pending changes: retry or discard).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useSyncStatus } from '../../lib/sync';
import { Badge } from '../../ui/badge';
import { FormAlert } from '../../ui/form-alert';
import type { DecisionKind, PendingDecision } from './pending-decisions';

const SENDING = {
  approve: msg`Sending approval…`,
  reject: msg`Sending rejection…`,
  undo: msg`Sending undo…`,
} satisfies Record<DecisionKind, MessageDescriptor>;

const NOT_SENT = {
  approve: msg`Approval not yet sent`,
  reject: msg`Rejection not yet sent`,
  undo: msg`Undo not yet sent`,
} satisfies Record<DecisionKind, MessageDescriptor>;

const REFUSED = {
  approve: msg`Approval not accepted`,
  reject: msg`Rejection not accepted`,
  undo: msg`Undo not accepted`,
} satisfies Record<DecisionKind, MessageDescriptor>;

/** The decision's state in a few words: sending, not yet sent (offline) or not accepted. */
export function PendingDecisionBadge({ decision }: { decision: PendingDecision }) {
  const { i18n } = useLingui();
  const { online } = useSyncStatus();
  if (decision.phase === 'refused') return <Badge tone="danger">{i18n._(REFUSED[decision.kind])}</Badge>;
  return <Badge tone="info">{i18n._((online ? SENDING : NOT_SENT)[decision.kind])}</Badge>;
}

/** A refused decision, visibly: the server's reason and what to do next. Nothing otherwise. */
export function RefusedDecisionAlert({ decision }: { decision: PendingDecision }) {
  const { i18n } = useLingui();
  if (decision.phase !== 'refused') return null;
  return (
    <FormAlert title={i18n._(REFUSED[decision.kind])} message={decision.error}>
      <span>
        <Trans>
          The decision is kept in{' '}
          <Link to="/outbox" className={css({ textDecoration: 'underline' })}>
            Pending changes
          </Link>
          : retry it or discard it there.
        </Trans>
      </span>
    </FormAlert>
  );
}
