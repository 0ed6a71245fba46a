/**
 * The client list's words and columns (docs/ARCHITECTURE.md, How to add an area): each column's
 * and filter's label, the translated values with their badge tones, and the special cells only.
 * The client's name comes first (it names the row: "Select {name}") with the logo beside it: the
 * queued or stored image, or the initials (client-logo.tsx).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { clientEntity, type Client, type ClientStatus } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { ACTIVE_CHOICES } from '../../ui/list/active-choices';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import { BreakableEmail } from '../../ui/list/data-cells';
import type { ListColumn } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { ClientLogo } from './client-logo';
import { clientDisplayName } from './client-names';
import { ACCOUNT_TYPE_LABELS } from './use-client-labels';

export type ClientRow = Client & { _pending?: boolean };

export const CLIENT_LABELS = {
  fields: {
    clientName: msg`Client name`,
    companyName: msg`Company name`,
    accountType: msg`Account type`,
    email: msg`Email`,
    phone: msg`Phone`,
    defaultCurrency: msg`Currency`,
    status: msg`Status`,
    merchantId: msg`Merchant`,
    updatedAt: msg`Last changed`,
  },
  choices: {
    accountType: { labels: ACCOUNT_TYPE_LABELS, tones: 'neutral', all: msg`All account types` },
    status: ACTIVE_CHOICES,
  },
} satisfies AreaLabels;

export function useClientColumns(
  db: MirrorDb | null,
  merchantName: (id: string) => string | null,
): readonly ListColumn<ClientRow>[] {
  const { t } = useLingui();
  const special = useMemo(() => {
    const merchant = (row: ClientRow) => merchantName(row.merchantId) ?? row.merchantId;
    return {
      // The logo stands beside the name, outside it: only the name wraps and is cut.
      clientName: {
        lead: (row: ClientRow) => {
          const name = clientDisplayName(row);
          return <ClientLogo db={db} client={row} alt={t`Logo of ${name}`} />;
        },
      },
      email: { render: (row: ClientRow) => <BreakableEmail email={row.email} /> },
      merchantId: { render: merchant, exportValue: merchant },
    };
  }, [t, db, merchantName]);
  return useAreaColumns(clientEntity, CLIENT_LABELS, special);
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
