/** The user list's columns (docs/ARCHITECTURE.md, List components), one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { css } from 'styled-system/css';
import { canOfferUserAction, userDecisionRefusal, userEntity } from '../../contract';
import type { SessionUser, UserDecision, UserStatusAction } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { UserRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { BreakableEmail } from '../../ui/list/data-cells';
import { type ColumnCell, columnsOf, textCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { PendingChangeBadge } from './user-decision-badge';
import type { UserDecisionState } from './user-decisions';
import { userStatusLabel, userStatusTone } from './user-status-label';

type Cell = ColumnCell<UserRow>;

const statusCell = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' });

/** `decisions`: the users' decisions not yet confirmed by the server (user-decisions.ts). */
export function useUserColumns(
  decisions: ReadonlyMap<string, UserDecisionState>,
): readonly ListColumn<UserRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const text = textCell<UserRow>;
    const cells: Record<string, Cell> = {
      fullName: text(t`Full name`, (row) => row.fullName),
      username: text(t`Username`, (row) => row.username),
      email: { ...text(t`Email`, (row) => row.email), render: (row) => <BreakableEmail email={row.email} /> },
      roleName: text(t`Role`, (row) => row.roleName),
      merchantName: text(t`Merchant`, (row) => row.merchantName),
      mobileNumber: text(t`Mobile number`, (row) => row.mobileNumber),
      status: {
        label: t`Status`,
        // A change waiting for a Checker (or a decision being sent) shows beside the status.
        render: (row) => (
          <span className={statusCell}>
            <Badge tone={userStatusTone(row.status)}>{userStatusLabel(i18n, row.status)}</Badge>
            <PendingChangeBadge
              hasPendingChange={Boolean(row.pendingChange)}
              decision={decisions.get(row.id)}
            />
          </span>
        ),
        exportValue: (row) => userStatusLabel(i18n, row.status),
      },
      level: text(t`Level`, (row) => row.level),
      createdAt: text(t`Created`, (row) => formatDate(row.createdAt, i18n.locale)),
    };
    return columnsOf('user', userEntity.columns, cells);
  }, [t, i18n, decisions]);
}

export type UserActions = {
  canEdit: boolean;
  canChangeStatus: boolean;
  canDelete: boolean;
  /** Holds `user.manage:approve`; the four-eyes rule (`userDecisionRefusal`) is asked per row. */
  canApprove: boolean;
  caller: Pick<SessionUser, 'userID' | 'userType' | 'level'>;
  selfId: string;
};

export type ChangeMode = 'view' | UserDecision;

const OFFERS: readonly { action: UserStatusAction; offer: 'activate' | 'deactivate' | 'delete' }[] = [
  { action: 'Active', offer: 'activate' },
  { action: 'Inactive', offer: 'deactivate' },
  { action: 'Deleted', offer: 'delete' },
];

/**
 * A row's actions: Edit, then the status actions that follow the caller's function permissions
 * and the status rules the server applies (canOfferUserAction, src/contract/user-status.ts);
 * nobody changes their own status here. A row with a change waiting for a Checker offers Approve
 * and Reject to a Checker who may decide it (the server's rule), View change to anyone else.
 */
export function useUserRowActions(
  actions: UserActions,
  onAction: (row: UserRow, action: UserStatusAction) => void,
  onReview: (row: UserRow, mode: ChangeMode) => void,
  decisions: ReadonlyMap<string, UserDecisionState>,
): (row: UserRow) => readonly RowAction[] {
  const { t } = useLingui();
  return useCallback(
    (row) => {
      const labels: Record<UserStatusAction, string> = {
        Active: t`Activate`,
        Inactive: t`Deactivate`,
        Deleted: t`Delete`,
      };
      const isAllowed = (offer: string) => (offer === 'delete' ? actions.canDelete : actions.canChangeStatus);
      const offered =
        row.id === actions.selfId
          ? []
          : OFFERS.filter(({ offer }) => isAllowed(offer) && canOfferUserAction(row.status, offer));
      const edit: RowAction[] = actions.canEdit
        ? [{ id: 'edit', label: t`Edit`, link: <Link to="/user/edit-user/$ID" params={{ ID: row.id }} /> }]
        : [];
      const mayDecide =
        actions.canApprove && !decisions.has(row.id) && userDecisionRefusal(actions.caller, row) === null;
      const review: RowAction[] = !row.pendingChange
        ? []
        : mayDecide
          ? [
              { id: 'approve', label: t`Approve change`, onSelect: () => onReview(row, 'approve') },
              { id: 'reject', label: t`Reject change`, onSelect: () => onReview(row, 'reject') },
            ]
          : [{ id: 'view-change', label: t`View change`, onSelect: () => onReview(row, 'view') }];
      return [
        ...edit,
        ...review,
        ...offered.map(({ action }) => ({
          id: action,
          label: labels[action],
          isDanger: action !== 'Active',
          onSelect: () => onAction(row, action),
        })),
      ];
    },
    [t, actions, onAction, onReview, decisions],
  );
}
