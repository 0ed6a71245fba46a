/**
 * Credit Management's account columns: one per descriptor column (creditAccountEntity). A proposal
 * whose decision the server has not confirmed yet shows it as being sent (`decisions`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { creditAccountEntity, formatMoney, toMajorUnits } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import type { EntityRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, moneyCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { PendingDecisionBadge } from './pending-decision-note';
import type { PendingDecision } from './pending-decisions';

export type CreditAccountRow = EntityRow<'creditAccounts'>;
type Cell = ColumnCell<CreditAccountRow>;

export function useCreditAccountColumns(
  merchantName: (id: string) => string | null,
  decisions: ReadonlyMap<string, PendingDecision>,
): readonly ListColumn<CreditAccountRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const money = (pick: (row: CreditAccountRow) => number, label: string): Cell =>
      moneyCell(label, pick, (row) => row.currency, locale);
    const cells: Record<string, Cell> = {
      merchantId: {
        label: t`Merchant`,
        render: (row) => merchantName(row.merchantId) ?? row.merchantId,
        exportValue: (row) => merchantName(row.merchantId) ?? row.merchantId,
      },
      balanceSen: money((row) => row.balanceSen, t`Balance`),
      limitSen: money((row) => row.limitSen, t`Credit limit`),
      availableSen: money((row) => row.availableSen, t`Available`),
      pendingSen: money((row) => row.pendingSen, t`Pending`),
      proposedLimitSen: {
        label: t`Proposed limit`,
        render: (row) => {
          if (row.proposedLimitSen === null) return '—';
          const decision = decisions.get(row.merchantId);
          return (
            <span
              className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })}
            >
              {formatMoney(row.proposedLimitSen, row.currency, locale)}
              {decision ? (
                <PendingDecisionBadge decision={decision} />
              ) : (
                <Badge tone="info">
                  <Trans>Awaiting approval</Trans>
                </Badge>
              )}
            </span>
          );
        },
        exportValue: (row) =>
          row.proposedLimitSen === null ? null : toMajorUnits(row.proposedLimitSen, row.currency),
      },
      updatedAt: {
        label: t`Last updated`,
        render: (row) => formatDateTime(row.updatedAt, locale),
        exportValue: (row) => formatDateTime(row.updatedAt, locale),
      },
    };
    return columnsOf('credit account', creditAccountEntity.columns, cells);
  }, [t, i18n, merchantName, decisions]);
}
