/**
 * The client list's columns (docs/ARCHITECTURE.md, List screens), one per descriptor column. The
 * client's name comes first (it names the row: "Select {name}") with the logo beside it: the
 * queued or stored image, or the initials (client-logo.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { clientEntity, clientName, type Client, type ClientStatus } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { formatDate } from '../../lib/format/date';
import { Badge } from '../../ui/badge';
import { BreakableEmail } from '../../ui/list/data-cells';
import { type ColumnCell, columnsOf, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { ClientLogo } from './client-logo';
import { clientDisplayName } from './client-names';
import { accountTypeLabel, clientStatusLabel } from './use-client-labels';

export type ClientRow = Client & { _pending?: boolean };
type Cell = ColumnCell<ClientRow>;

/** The name column first; the others in the descriptor's order. */
const ORDER = [
  'clientName',
  ...clientEntity.columns.map((spec) => spec.key).filter((key) => key !== 'clientName'),
];

export function useClientColumns(db: MirrorDb | null, merchantName: (id: string) => string | null) {
  const { t, i18n } = useLingui();
  return useMemo((): readonly ListColumn<ClientRow>[] => {
    const text = textCell<ClientRow>;
    const cells: Record<string, Cell> = {
      clientName: {
        label: t`Client name`,
        // The logo stands beside the name, outside it: only the name wraps and is cut.
        lead: (row) => {
          const name = clientDisplayName(row);
          return <ClientLogo db={db} client={row} alt={t`Logo of ${name}`} />;
        },
        render: (row) => clientName(row),
        exportValue: (row) => clientName(row),
      },
      companyName: text(t`Company name`, (row) => row.companyName),
      accountType: {
        label: t`Account type`,
        render: (row) => <Badge tone="neutral">{accountTypeLabel(i18n, row.accountType)}</Badge>,
        exportValue: (row) => accountTypeLabel(i18n, row.accountType),
      },
      email: { ...text(t`Email`, (row) => row.email), render: (row) => <BreakableEmail email={row.email} /> },
      phone: text(t`Phone`, (row) => row.phone),
      defaultCurrency: text(t`Currency`, (row) => row.defaultCurrency),
      status: {
        label: t`Status`,
        render: (row) => (
          <Badge tone={row.status === 'Active' ? 'success' : 'danger'}>
            {clientStatusLabel(i18n, row.status)}
          </Badge>
        ),
        exportValue: (row) => clientStatusLabel(i18n, row.status),
      },
      merchantId: text(t`Merchant`, (row) => merchantName(row.merchantId) ?? row.merchantId),
      updatedAt: text(t`Last changed`, (row) => formatDate(row.updatedAt, i18n.locale)),
    };
    return columnsOf('client', clientEntity.columns, cells, ORDER);
  }, [t, i18n, db, merchantName]);
}

export type ClientActions = { canEdit: boolean; canChangeStatus: boolean };

/** A row's actions: Edit, and Activate or Deactivate, as the caller's FAC allows. */
export function useClientRowActions(
  actions: ClientActions,
  onStatus: (row: ClientRow, status: ClientStatus) => void,
): (row: ClientRow) => readonly RowAction[] {
  const { t } = useLingui();
  return useCallback(
    (row) => {
      const next: ClientStatus = row.status === 'Active' ? 'Inactive' : 'Active';
      const found: RowAction[] = [];
      if (actions.canEdit)
        found.push({
          id: 'edit',
          label: t`Edit`,
          link: <Link to="/client/client-list/$id" params={{ id: row.id }} />,
        });
      if (actions.canChangeStatus)
        found.push({
          id: 'status',
          label: next === 'Active' ? t`Activate` : t`Deactivate`,
          isDanger: next === 'Inactive',
          onSelect: () => onStatus(row, next),
        });
      return found;
    },
    [t, actions.canEdit, actions.canChangeStatus, onStatus],
  );
}
