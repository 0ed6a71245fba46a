/**
 * Manage User (/user/manage-user): the mirrored user list with the filters, sort and paging of
 * docs/product.md, Lists; rows with a change waiting for a Checker say so, and a Checker decides them from
 * the row's menu (docs/security.md, Four-eyes changes).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { RoleSchema } from '../../contract';
import type { SessionUser, UserDecision, UserListQuery } from '../../contract';
import { useCan, usePermissions } from '../../lib/access/access-check';
import { mayImport } from '../../lib/list-import/import-access';
import { getMirror } from '../../lib/db';
import type { UserRow } from '../../lib/list-engine';
import { ListPage } from '../../ui/list/list-page';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { UserChangeDialog, type ChangeReview } from './user-change-dialog';
import { useUserDecisions } from './user-decisions';
import { useUserColumns, useUserFilters, useUserRowActions } from './user-columns';
import { useUserStatusActions } from './user-status-actions';
import { decideUserChange } from './users.store';

type Props = {
  caller: SessionUser;
  query: UserListQuery;
  onQueryChange: (next: Partial<UserListQuery>) => void;
};

/** The roles a caller may filter by: staff see every role, merchant users their own kind. */
function useRoleChoices(caller: SessionUser) {
  const roleRows = useLiveQuery(async () => (await getMirror()?.roles.toArray()) ?? [], []);
  return useMemo(
    () =>
      (roleRows ?? [])
        .flatMap((row) => {
          const parsed = v.safeParse(RoleSchema, row);
          return parsed.success ? [parsed.output] : [];
        })
        .filter((role) => caller.userType === 'staff' || role.scope === 'merchant')
        .sort((a, b) => a.name.localeCompare(b.name)),
    [roleRows, caller.userType],
  );
}

export function UserListPage({ caller, query, onQueryChange }: Props) {
  const { t } = useLingui();
  const can = useCan(caller);
  const permissions = usePermissions(caller);
  const db = getMirror();
  const decisions = useUserDecisions(db);
  const columns = useUserColumns(decisions);
  const filters = useUserFilters(useRoleChoices(caller));
  const queueChange = useQueuedChange();
  const [review, setReview] = useState<ChangeReview | null>(null);
  const actions = {
    canEdit: can('user.manage', 'update'),
    canChangeStatus: can('user.manage', 'status'),
    canDelete: can('user.manage', 'delete'),
    canApprove: can('user.manage', 'approve'),
    caller,
    selfId: caller.userID,
  };
  const status = useUserStatusActions(actions);
  const rowActions = useUserRowActions(
    actions,
    status.ask,
    (row, mode) => setReview({ row, mode }),
    decisions,
  );

  // The toast names the decision, not its outcome: it says "sending" until the server answers.
  const decide = (row: UserRow, decision: UserDecision, reason: string | null) => {
    const name = row.fullName;
    const title =
      decision === 'approve' ? t`Approval of the change to ${name}` : t`Rejection of the change to ${name}`;
    void queueChange(() => decideUserChange(row, decision, reason), title);
  };

  return (
    <ListPage
      db={db}
      entity="users"
      title={<Trans>Manage User</Trans>}
      create={
        can('user.create', 'create') ? { to: '/user/create-user', label: <Trans>Create User</Trans> } : null
      }
      caption={t`Users`}
      filterLabel={t`Filter users`}
      downloadingLabel={t`Downloading users…`}
      columns={columns}
      filters={filters}
      query={query}
      onQueryChange={onQueryChange}
      rowActions={rowActions}
      status={status}
      canExport={can('user.manage', 'export')}
      importTo={mayImport(permissions, 'users') ? '/user/import-users' : null}
      emptyText={<Trans>There are no users here yet.</Trans>}
      noMatchText={<Trans>No users match these filters.</Trans>}
    >
      <UserChangeDialog
        review={review}
        decision={review ? (decisions.get(review.row.id) ?? null) : null}
        onDecide={decide}
        onClose={() => setReview(null)}
      />
    </ListPage>
  );
}
