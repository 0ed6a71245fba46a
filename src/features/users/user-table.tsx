import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { canOfferUserAction } from '../../contract';
import type { UserListQuery, UserSortKey, UserStatusAction } from '../../contract';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { UserRow } from '../../lib/list-engine';
import { userStatusLabel, userStatusTone } from './user-status-label';

export type UserActions = { canEdit: boolean; canChangeStatus: boolean; canDelete: boolean; selfId: string };

type Props = {
  rows: UserRow[];
  query: UserListQuery;
  actions: UserActions;
  onSort: (key: UserSortKey) => void;
  onAction: (row: UserRow, action: UserStatusAction) => void;
};

const cell = css({
  px: '3',
  py: '2',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

/**
 * The user list; the action buttons follow the caller's function permissions and the status
 * rules the server applies (canOfferUserAction, src/contract/user-status.ts).
 */
export function UserTable({ rows, query, actions, onSort, onAction }: Props) {
  const { t, i18n } = useLingui();

  const header = (key: UserSortKey, label: ReactNode) => {
    const isSorted = query.sortKey === key;
    return (
      <th
        scope="col"
        className={cell}
        aria-sort={isSorted ? (query.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button
          type="button"
          onClick={() => onSort(key)}
          className={css({ fontWeight: 'semibold', cursor: 'pointer', display: 'inline-flex', gap: '1' })}
        >
          {label}
          <span aria-hidden>{isSorted ? (query.sortOrder === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };

  const statusButtons = (row: UserRow) => {
    const name = row.fullName;
    const buttons: ReactNode[] = [];
    if (actions.canChangeStatus && canOfferUserAction(row.status, 'activate')) {
      buttons.push(
        <Button
          key="on"
          size="sm"
          variant="outline"
          aria-label={t`Activate ${name}`}
          onClick={() => onAction(row, 'Active')}
        >
          <Trans>Activate</Trans>
        </Button>,
      );
    }
    if (actions.canChangeStatus && canOfferUserAction(row.status, 'deactivate')) {
      buttons.push(
        <Button
          key="off"
          size="sm"
          variant="outline"
          aria-label={t`Deactivate ${name}`}
          onClick={() => onAction(row, 'Inactive')}
        >
          <Trans>Deactivate</Trans>
        </Button>,
      );
    }
    if (actions.canDelete && canOfferUserAction(row.status, 'delete')) {
      buttons.push(
        <Button
          key="delete"
          size="sm"
          variant="outline"
          aria-label={t`Delete ${name}`}
          onClick={() => onAction(row, 'Deleted')}
        >
          <Trans>Delete</Trans>
        </Button>,
      );
    }
    return buttons;
  };

  return (
    <div
      className={css({
        overflowX: 'auto',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
      })}
    >
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>
          <Trans>Users</Trans>
        </caption>
        <thead>
          <tr>
            {header('fullName', <Trans>Full name</Trans>)}
            {header('username', <Trans>Username</Trans>)}
            {header('email', <Trans>Email</Trans>)}
            {header('mobileNumber', <Trans>Mobile number</Trans>)}
            {header('roleName', <Trans>Role</Trans>)}
            {header('merchantName', <Trans>Merchant</Trans>)}
            {header('status', <Trans>Status</Trans>)}
            <th scope="col" className={cell}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className={css({ p: '6', textAlign: 'center', color: 'fg.muted' })}>
                <Trans>No users match these filters.</Trans>
              </td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const isSelf = row.id === actions.selfId;
            const name = row.fullName;
            return (
              <tr key={row.id} data-pending={row._pending || undefined}>
                <th scope="row" className={cell}>
                  {row.fullName}
                  {row._pending ? (
                    <span className={css({ ml: '2' })}>
                      <Badge tone="info">
                        <Trans>Pending sync</Trans>
                      </Badge>
                    </span>
                  ) : null}
                </th>
                <td className={cell}>{row.username}</td>
                <td className={cell}>{row.email}</td>
                <td className={cell}>{row.mobileNumber}</td>
                <td className={cell}>{row.roleName}</td>
                <td className={cell}>{row.merchantName ?? '—'}</td>
                <td className={cell}>
                  <Badge tone={userStatusTone(row.status)}>{userStatusLabel(i18n, row.status)}</Badge>
                </td>
                <td className={cell}>
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
                    {isSelf ? null : statusButtons(row)}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
