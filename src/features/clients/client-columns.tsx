/**
 * The client list's columns (docs/ARCHITECTURE.md, List screens), one per descriptor column. The
 * client's name comes first (it names the row: "Select {name}") with the logo beside it: the
 * queued or stored image, or the initials (client-logo.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { clientEntity, clientName, type Client, type ClientStatus } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { formatDate } from '../../lib/format/date';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { BreakableEmail } from '../../ui/list/data-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { ClientLogo } from './client-logo';
import { clientDisplayName } from './client-names';
import { accountTypeLabel, clientStatusLabel } from './use-client-labels';

export type ClientRow = Client & { _pending?: boolean };
type Cell = Pick<ListColumn<ClientRow>, 'label' | 'render' | 'exportValue'>;

/** The name column first; the others in the descriptor's order. */
const ORDER = [
  'clientName',
  ...clientEntity.columns.map((spec) => spec.key).filter((key) => key !== 'clientName'),
];

export function useClientColumns(db: MirrorDb | null, merchantName: (id: string) => string | null) {
  const { t, i18n } = useLingui();
  return useMemo((): readonly ListColumn<ClientRow>[] => {
    const text = (label: string, value: (row: ClientRow) => string | null): Cell => ({
      label,
      render: (row) => value(row) ?? '—',
      exportValue: value,
    });
    const cells: Record<string, Cell> = {
      clientName: {
        label: t`Client name`,
        render: (row) => {
          const name = clientDisplayName(row);
          return (
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
              <ClientLogo db={db} client={row} alt={t`Logo of ${name}`} />
              <span>{clientName(row)}</span>
            </span>
          );
        },
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
    return ORDER.map((key) => {
      const spec = clientEntity.columns.find((column) => column.key === key);
      const cell = cells[key];
      if (!spec || !cell) throw new Error(`No cell for the client column ${key}`);
      return { ...spec, ...cell };
    });
  }, [t, i18n, db, merchantName]);
}

export type ClientActions = { canEdit: boolean; canChangeStatus: boolean };

/** A row's Edit link and its Activate or Deactivate button, as the caller's FAC allows. */
export function ClientRowActions({
  row,
  actions,
  onStatus,
}: {
  row: ClientRow;
  actions: ClientActions;
  onStatus: (row: ClientRow, status: ClientStatus) => void;
}) {
  const { t } = useLingui();
  const name = clientName(row);
  const next: ClientStatus = row.status === 'Active' ? 'Inactive' : 'Active';
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {actions.canEdit ? (
        <Link
          to="/client/client-list/$id"
          params={{ id: row.id }}
          aria-label={t`Edit ${name}`}
          className={css({ textDecoration: 'underline', alignSelf: 'center' })}
        >
          <Trans>Edit</Trans>
        </Link>
      ) : null}
      {actions.canChangeStatus ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={next === 'Active' ? t`Activate ${name}` : t`Deactivate ${name}`}
          onClick={() => onStatus(row, next)}
        >
          {next === 'Active' ? <Trans>Activate</Trans> : <Trans>Deactivate</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
