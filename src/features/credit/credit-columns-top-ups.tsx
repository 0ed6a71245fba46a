/** Credit Management's top-up columns (docs/ARCHITECTURE.md, How to add an area): one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { topUpEntity } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, moneyCell, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { PAYMENT_METHOD_LABELS, TOP_UP_STATUS_LABELS, TOP_UP_STATUS_TONES } from './credit-labels';
import { PendingDecisionBadge } from './pending-decision-note';
import type { PendingDecision } from './pending-decisions';

export type TopUpRow = EntityRow<'topUps'>;
type Cell = ColumnCell<TopUpRow>;

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
  return useMemo(() => {
    const locale = i18n.locale;
    const text = (pick: (row: TopUpRow) => string, label: string) => textCell<TopUpRow>(label, pick);
    const when = (pick: (row: TopUpRow) => string | null, label: string) =>
      text((row) => {
        const value = pick(row);
        return value ? formatDateTime(value, locale) : '';
      }, label);
    const status = (row: TopUpRow) => i18n._(TOP_UP_STATUS_LABELS[row.status]);
    const cells: Record<string, Cell> = {
      referenceNumber: text((row) => row.referenceNumber, t`Reference number`),
      merchantId: text((row) => merchantName(row.merchantId) ?? row.merchantId, t`Merchant`),
      amountSen: moneyCell(
        t`Amount`,
        (row) => row.amountSen,
        (row) => row.currency,
        locale,
      ),
      methodCode: text((row) => i18n._(PAYMENT_METHOD_LABELS[row.methodCode]), t`Payment method`),
      bankName: text((row) => row.bankName, t`Bank`),
      // Typed as the slip shows it (Malaysian local time), so shown as typed.
      bankInAt: when((row) => row.bankInAt, t`Bank-in date and time`),
      status: {
        label: t`Status`,
        render: (row) => {
          const decision = decisions?.get(row.id);
          return (
            <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' })}>
              <Badge tone={TOP_UP_STATUS_TONES[row.status]}>{status(row)}</Badge>
              {decision ? <PendingDecisionBadge decision={decision} /> : null}
              {row.duplicateOfId ? <Badge tone="danger">{t`Duplicate slip`}</Badge> : null}
            </span>
          );
        },
        exportValue: (row) => (row.duplicateOfId ? `${status(row)} (${t`Duplicate slip`})` : status(row)),
      },
      createdAt: when((row) => row.createdAt, t`Submitted`),
      submittedByName: text((row) => row.submittedByName, t`Submitted by`),
      decidedAt: when((row) => row.decidedAt, t`Decided`),
      updatedAt: when((row) => row.updatedAt, t`Last updated`),
    };
    return columnsOf('top-up', topUpEntity.columns, cells);
  }, [t, i18n, merchantName, decisions]);
}
