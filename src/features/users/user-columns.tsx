/** The user list's columns (docs/ARCHITECTURE.md, List components), one per descriptor column. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { canOfferUserAction, userEntity, type UserStatusAction } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { UserRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { BreakableEmail } from '../../ui/list/data-cells';
import type { ListColumn } from '../../ui/list/list-types';
import { userStatusLabel, userStatusTone } from './user-status-label';

type Cell = Pick<ListColumn<UserRow>, 'label' | 'render' | 'exportValue'>;

export function useUserColumns(): readonly ListColumn<UserRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const text = (label: string, value: (row: UserRow) => string | null): Cell => ({
      label,
      render: (row) => value(row) ?? '—',
      exportValue: value,
    });
    const cells: Record<string, Cell> = {
      fullName: text(t`Full name`, (row) => row.fullName),
      username: text(t`Username`, (row) => row.username),
      email: { ...text(t`Email`, (row) => row.email), render: (row) => <BreakableEmail email={row.email} /> },
      roleName: text(t`Role`, (row) => row.roleName),
      merchantName: text(t`Merchant`, (row) => row.merchantName),
      mobileNumber: text(t`Mobile number`, (row) => row.mobileNumber),
      status: {
        label: t`Status`,
        render: (row) => <Badge tone={userStatusTone(row.status)}>{userStatusLabel(i18n, row.status)}</Badge>,
        exportValue: (row) => userStatusLabel(i18n, row.status),
      },
      level: text(t`Level`, (row) => row.level),
      createdAt: text(t`Created`, (row) => formatDate(row.createdAt, i18n.locale)),
    };
    return userEntity.columns.map((spec) => {
      const cell = cells[spec.key];
      if (!cell) throw new Error(`No cell for the user column ${spec.key}`);
      return { ...spec, ...cell };
    });
  }, [t, i18n]);
}

export type UserActions = { canEdit: boolean; canChangeStatus: boolean; canDelete: boolean; selfId: string };

const OFFERS: readonly { action: UserStatusAction; offer: 'activate' | 'deactivate' | 'delete' }[] = [
  { action: 'Active', offer: 'activate' },
  { action: 'Inactive', offer: 'deactivate' },
  { action: 'Deleted', offer: 'delete' },
];

/**
 * A row's Edit link and status buttons: they follow the caller's function permissions and the
 * status rules the server applies (canOfferUserAction, src/contract/user-status.ts); nobody
 * changes their own status here.
 */
export function UserRowActions({
  row,
  actions,
  onAction,
}: {
  row: UserRow;
  actions: UserActions;
  onAction: (row: UserRow, action: UserStatusAction) => void;
}) {
  const { t } = useLingui();
  const name = row.fullName;
  const labels: Record<UserStatusAction, { aria: string; text: ReactNode }> = {
    Active: { aria: t`Activate ${name}`, text: <Trans>Activate</Trans> },
    Inactive: { aria: t`Deactivate ${name}`, text: <Trans>Deactivate</Trans> },
    Deleted: { aria: t`Delete ${name}`, text: <Trans>Delete</Trans> },
  };
  const isAllowed = (offer: string) => (offer === 'delete' ? actions.canDelete : actions.canChangeStatus);
  const offered =
    row.id === actions.selfId
      ? []
      : OFFERS.filter(({ offer }) => isAllowed(offer) && canOfferUserAction(row.status, offer));
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {actions.canEdit ? (
        <Link
          to="/user/edit-user/$ID"
          params={{ ID: row.id }}
          aria-label={t`Edit ${name}`}
          className={css({ textDecoration: 'underline', alignSelf: 'center' })}
        >
          <Trans>Edit</Trans>
        </Link>
      ) : null}
      {offered.map(({ action }) => (
        <Button
          key={action}
          size="sm"
          variant="outline"
          aria-label={labels[action].aria}
          onClick={() => onAction(row, action)}
        >
          {labels[action].text}
        </Button>
      ))}
    </div>
  );
}
