import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { MerchantHistoryEntry } from '../../contract';
import { formatDate } from '../../lib/format/date';
import { fetchMerchantHistory } from './merchant-history.api';

const ACTIONS: Record<string, MessageDescriptor> = {
  'merchant.create': msg`Created and submitted for approval`,
  'merchant.update': msg`Changed and submitted for approval`,
  'merchant.status.update': msg`Status changed`,
};

/** What happened to an approved merchant's proposed change (docs/security.md, Four-eyes changes). */
const PROPOSAL_STEPS: Record<string, MessageDescriptor> = {
  proposed: msg`Change proposed for approval`,
  amended: msg`Proposed change amended`,
  withdrawn: msg`Proposed change withdrawn`,
};

function describeEntry(entry: MerchantHistoryEntry, i18n: { _: (d: MessageDescriptor) => string }): string {
  const isApproved = entry.details['decision'] === 'Approved';
  if (entry.action === 'merchant.approval' && entry.details['proposal'] === true) {
    return isApproved ? i18n._(msg`Change approved`) : i18n._(msg`Change rejected`);
  }
  if (entry.action === 'merchant.approval') {
    return isApproved ? i18n._(msg`Approved`) : i18n._(msg`Rejected`);
  }
  const step =
    entry.action === 'merchant.update' ? PROPOSAL_STEPS[String(entry.details['proposal'])] : undefined;
  if (step) return i18n._(step);
  const known = ACTIONS[entry.action];
  return known ? i18n._(known) : entry.action;
}

/**
 * Status and approval history from the server's audit log: who, when, what. Loaded when the
 * profile opens and again when `refreshKey` changes (the row's version moved: the server took a
 * change); offline it says it needs a connection.
 */
export function MerchantHistoryList({ merchantId, refreshKey }: { merchantId: string; refreshKey: string }) {
  const { i18n } = useLingui();
  const [entries, setEntries] = useState<MerchantHistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    fetchMerchantHistory(merchantId).then(
      (found) => {
        if (!isCurrent) return;
        setEntries(found);
        setFailed(false);
      },
      () => {
        if (isCurrent) setFailed(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [merchantId, refreshKey]);

  if (failed && !entries) {
    return (
      <p className={css({ color: 'fg.muted' })}>
        <Trans>The history is shown when the server can be reached.</Trans>
      </p>
    );
  }
  if (!entries) return null;
  if (entries.length === 0) {
    return (
      <p className={css({ color: 'fg.muted' })}>
        <Trans>No history yet: changes made on this device appear once the server has them.</Trans>
      </p>
    );
  }
  return (
    <ol className={css({ display: 'grid', gap: '2' })}>
      {entries.map((entry) => {
        const reason = typeof entry.details['reason'] === 'string' ? entry.details['reason'] : '';
        const file = typeof entry.details['importFile'] === 'string' ? entry.details['importFile'] : '';
        const when = formatDate(entry.at, i18n.locale);
        const who = entry.userName ?? '';
        return (
          <li
            key={entry.id}
            className={css({ borderLeftWidth: 'thick', borderColor: 'border.default', pl: '3' })}
          >
            <span className={css({ fontWeight: 'medium' })}>{describeEntry(entry, i18n)}</span>{' '}
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              <Trans>
                by {who} on {when}
              </Trans>
            </span>
            {reason ? (
              <p className={css({ fontSize: 'sm' })}>
                <Trans>Reason: {reason}</Trans>
              </p>
            ) : null}
            {file ? (
              <p className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>
                <Trans>Imported from {file}</Trans>
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
