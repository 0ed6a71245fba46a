/**
 * Credit Management's top-up words and columns (docs/ARCHITECTURE.md, How to add an area): each
 * column's and filter's label, the translated methods and statuses, and the special cells only:
 * the merchant's name, times to the minute, and the status with a decision being sent or a
 * duplicate slip beside it.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { topUpEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ListColumn } from '../../ui/list/list-types';
import { PAYMENT_METHOD_LABELS, TOP_UP_STATUS_LABELS, TOP_UP_STATUS_TONES } from './credit-labels';
import { PendingDecisionBadge } from './pending-decision-note';
import type { PendingDecision } from './pending-decisions';

export type TopUpRow = EntityRow<'topUps'>;

export const TOP_UP_LABELS = {
  fields: {
    referenceNumber: msg`Reference number`,
    merchantId: msg`Merchant`,
    amountSen: msg`Amount`,
    methodCode: msg`Payment method`,
    bankName: msg`Bank`,
    bankInAt: msg`Bank-in date and time`,
    status: msg`Status`,
    createdAt: msg`Submitted`,
    submittedByName: msg`Submitted by`,
    decidedAt: msg`Decided`,
    updatedAt: msg`Last updated`,
    dateFrom: msg`Submitted from`,
    dateTo: msg`Submitted to`,
  },
  choices: {
    methodCode: { labels: PAYMENT_METHOD_LABELS, all: msg`All methods` },
    status: { labels: TOP_UP_STATUS_LABELS, tones: TOP_UP_STATUS_TONES, all: msg`All statuses` },
  },
} satisfies AreaLabels;

/**
 * `merchantName` names a top-up's merchant from the merchants the device mirrors (staff); an
 * unknown one shows its id. A top-up whose slip was submitted before says so beside its status, and
 * one with a decision not yet confirmed by the server shows it as being sent (`decisions`).
 */
export function useTopUpColumns(
  merchantName: (id: string) => string | null,
  decisions?: ReadonlyMap<string, PendingDecision>,
): readonly ListColumn<TopUpRow>[] {
  const { t, i18n } = useLingui();
  const special = useMemo(() => {
    const text = (value: (row: TopUpRow) => string) => ({ render: value, exportValue: value });
    const when = (pick: (row: TopUpRow) => string | null) =>
      text((row) => {
        const value = pick(row);
        return value ? formatDateTime(value, i18n.locale) : '';
      });
    const status = (row: TopUpRow) => i18n._(TOP_UP_STATUS_LABELS[row.status]);
    return {
      merchantId: text((row) => merchantName(row.merchantId) ?? row.merchantId),
      // Typed as the slip shows it (Malaysian local time), so shown as typed.
      bankInAt: when((row) => row.bankInAt),
      status: {
        render: (row: TopUpRow) => {
          const decision = decisions?.get(row.id);
          return (
            <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' })}>
              <Badge tone={TOP_UP_STATUS_TONES[row.status]}>{status(row)}</Badge>
              {decision ? <PendingDecisionBadge decision={decision} /> : null}
              {row.duplicateOfId ? <Badge tone="danger">{t`Duplicate slip`}</Badge> : null}
            </span>
          );
        },
        exportValue: (row: TopUpRow) =>
          row.duplicateOfId ? `${status(row)} (${t`Duplicate slip`})` : status(row),
      },
      createdAt: when((row) => row.createdAt),
      decidedAt: when((row) => row.decidedAt),
      updatedAt: when((row) => row.updatedAt),
    };
  }, [t, i18n, merchantName, decisions]);
  return useAreaColumns(topUpEntity, TOP_UP_LABELS, special);
}
