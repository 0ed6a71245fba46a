/**
 * The user list's words, columns and filters (docs/ARCHITECTURE.md, How to add an area): each
 * column's and filter's label and the special cells only (an e-mail breaks where it may, the status
 * shows a change waiting for a Checker); the role filter chooses among the roles the caller sees.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { css } from 'styled-system/css';
import { canOfferUserAction, userDecisionRefusal, userEntity } from '../../contract';
import type { Role, SessionUser, UserDecision, UserStatusAction } from '../../contract';
import type { UserRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type AreaLabels, useAreaColumns, useAreaFilters } from '../../ui/list/area-list';
import { BreakableEmail } from '../../ui/list/data-cells';
import type { ListColumn, ListFilterControl } from '../../ui/list/list-types';
import type { RowAction } from '../../ui/list/row-actions-menu';
import { PendingChangeBadge } from './user-decision-badge';
import type { UserDecisionState } from './user-decisions';
import { userStatusLabel, userStatusTone } from './user-status-label';

const USER_LABELS = {
  fields: {
    fullName: msg`Full name`,
    username: msg`Username`,
    email: msg`Email`,
    roleName: msg`Role`,
    merchantName: msg`Merchant`,
    mobileNumber: msg`Mobile number`,
    status: msg`Status`,
    level: msg`Level`,
    createdAt: msg`Created`,
  },
} satisfies AreaLabels;

/** The filters' labels: the merchant filter says "Merchant name", the mobile number's "Contact number". */
const USER_FILTER_LABELS = {
  fields: {
    ...USER_LABELS.fields,
    merchantName: msg`Merchant name`,
    contactNumber: msg`Contact number`,
  },
} satisfies AreaLabels;

/** The role filter is a select of the roles the caller sees, set below rather than by its kind. */
const SET_HERE = ['filterRole'];

const statusCell = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' });

/** `decisions`: the users' decisions not yet confirmed by the server (user-decisions.ts). */
export function useUserColumns(
  decisions: ReadonlyMap<string, UserDecisionState>,
): readonly ListColumn<UserRow>[] {
  const { i18n } = useLingui();
  const special = useMemo(
    () => ({
      email: { render: (row: UserRow) => <BreakableEmail email={row.email} /> },
      status: {
        // A change waiting for a Checker (or a decision being sent) shows beside the status.
        render: (row: UserRow) => (
          <span className={statusCell}>
            <Badge tone={userStatusTone(row.status)}>{userStatusLabel(i18n, row.status)}</Badge>
            <PendingChangeBadge
              hasPendingChange={Boolean(row.pendingChange)}
              decision={decisions.get(row.id)}
            />
          </span>
        ),
        exportValue: (row: UserRow) => userStatusLabel(i18n, row.status),
      },
    }),
    [i18n, decisions],
  );
  return useAreaColumns(userEntity, USER_LABELS, special);
}

/** The user list's filters (docs/product.md, Lists): the role among `roles`, then the text filters. */
export function useUserFilters(roles: readonly Role[]): readonly ListFilterControl[] {
  const { t } = useLingui();
  const text = useAreaFilters(userEntity, USER_FILTER_LABELS, SET_HERE);
  return useMemo(
    () => [
      {
        name: 'filterRole',
        label: t`Role`,
        control: 'select',
        options: roles.map((role) => ({ value: role.id, label: role.name })),
        allLabel: t`All roles`,
      },
      ...text,
    ],
    [roles, t, text],
  );
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
