/**
 * "Proposed change awaiting approval" on the merchant profile: each changed field with its current
 * (live, approved) value beside the proposed one, who proposed it and when, and the decision for a
 * Checker who did not propose it (docs/security.md, Four-eyes changes).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Merchant } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import { MERCHANT_FIELD_LABELS, merchantFieldDisplay } from './merchant-fields';
import { proposalRows } from './merchant-proposal';

const panel = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
  bg: 'warning.bg',
  color: 'fg.default',
});

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  tableLayout: 'fixed',
  '& th, & td': { textAlign: 'left', px: '2', py: '1.5', verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& thead th': { fontWeight: 'medium', color: 'fg.muted' },
  '& tbody tr': { borderTopWidth: 'thin', borderColor: 'border.default' },
  '& tbody th': { fontWeight: 'medium' },
});

export function MerchantProposalPanel({ merchant, actions }: { merchant: Merchant; actions?: ReactNode }) {
  const { i18n } = useLingui();
  const proposal = merchant.proposedChanges;
  if (!proposal) return null;
  const who = proposal.proposedByName ?? '—';
  const when = formatDateTime(proposal.proposedAt, i18n.locale);
  return (
    <section aria-labelledby="merchant-proposal-title" className={panel}>
      <h2 id="merchant-proposal-title" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Proposed change awaiting approval</Trans>
      </h2>
      <p className={css({ fontSize: 'sm' })}>
        <Trans>
          Proposed by {who} on {when}. The current details stay in effect until another Checker approves the
          change.
        </Trans>
      </p>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Field</Trans>
            </th>
            <th scope="col">
              <Trans>Current</Trans>
            </th>
            <th scope="col">
              <Trans>Proposed</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {proposalRows(merchant).map(({ field, current, proposed }) => (
            <tr key={field}>
              <th scope="row">{i18n._(MERCHANT_FIELD_LABELS[field])}</th>
              <td>{merchantFieldDisplay(field, current, i18n.locale)}</td>
              <td className={css({ fontWeight: 'semibold' })}>
                {merchantFieldDisplay(field, proposed, i18n.locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {actions}
    </section>
  );
}
