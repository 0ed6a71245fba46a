/** Manage User (/user/manage-user): the mirrored user list with the SPEC's filters, sort and paging. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { RoleSchema } from '../../contract';
import type { SessionUser, UserListQuery, UserSortKey, UserStatusAction } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { useEntityPage, type UserRow } from '../../lib/list-engine';
import { button } from 'styled-system/recipes';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Loading } from '../../ui/loading';
import { PaginationBar } from '../../ui/pagination-bar';
import { toaster } from '../../ui/toaster';
import { UserFilters } from './user-filters';
import type { UserFilterValues } from './user-filters';
import { UserTable } from './user-table';
import { changeUserStatus } from './users.store';

type Props = {
  caller: SessionUser;
  query: UserListQuery;
  onQueryChange: (next: Partial<UserListQuery>) => void;
};

function parseRows<T>(schema: v.GenericSchema<unknown, T>, rows: readonly unknown[] | undefined) {
  return (rows ?? []).flatMap((row) => {
    const parsed = v.safeParse(schema, row);
    return parsed.success ? [{ ...parsed.output, _pending: (row as { _pending?: boolean })._pending }] : [];
  });
}

export function UserListPage({ caller, query, onQueryChange }: Props) {
  const { t } = useLingui();
  const can = useCan(caller);
  const roleRows = useLiveQuery(async () => (await getMirror()?.roles.toArray()) ?? [], []);
  const roles = useMemo(
    () =>
      parseRows(RoleSchema, roleRows)
        .filter((role) => caller.userType === 'staff' || role.scope === 'merchant')
        .sort((a, b) => a.name.localeCompare(b.name)),
    [roleRows, caller.userType],
  );
  const page = useEntityPage(getMirror(), 'users', query);
  const [confirming, setConfirming] = useState<{ row: UserRow; action: UserStatusAction } | null>(null);

  const handleFilters = useCallback(
    (filters: UserFilterValues) => onQueryChange({ ...filters, curPageIndex: 1 }),
    [onQueryChange],
  );
  const handleSort = (key: UserSortKey) =>
    onQueryChange({
      sortKey: key,
      sortOrder: query.sortKey === key && query.sortOrder === 'asc' ? 'desc' : 'asc',
      curPageIndex: 1,
    });

  async function apply(row: UserRow, action: UserStatusAction) {
    const name = row.fullName;
    try {
      await changeUserStatus(row, action);
      const titles = {
        Active: t`${name} will be activated.`,
        Inactive: t`${name} will be deactivated.`,
        Deleted: t`${name} will be deleted.`,
      };
      toaster.create({
        type: 'success',
        title: titles[action],
        description: t`The change is saved on this device and sent to the server when possible.`,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: error instanceof Error ? error.message : t`The change could not be saved.`,
      });
    }
  }

  const name = confirming?.row.fullName ?? '';
  const dialog = {
    Active: {
      title: <Trans>Activate {name}?</Trans>,
      text: <Trans>The user can sign in again.</Trans>,
      confirm: <Trans>Activate</Trans>,
    },
    Inactive: {
      title: <Trans>Deactivate {name}?</Trans>,
      text: <Trans>The user is signed out and cannot sign in until activated again.</Trans>,
      confirm: <Trans>Deactivate</Trans>,
    },
    Deleted: {
      title: <Trans>Delete {name}?</Trans>,
      text: <Trans>The user is signed out for good and no longer listed. This cannot be undone here.</Trans>,
      confirm: <Trans>Delete</Trans>,
    },
  }[confirming?.action ?? 'Inactive'];

  return (
    <section aria-labelledby="user-list-title" className={css({ display: 'grid', gap: '4' })}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}
      >
        <h1 id="user-list-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          <Trans>Manage User</Trans>
        </h1>
        {can('user.create', 'create') ? (
          <Link to="/user/create-user" className={button({ size: 'sm' })}>
            <Trans>Create User</Trans>
          </Link>
        ) : null}
      </div>
      <UserFilters query={query} roles={roles} onChange={handleFilters} />
      {page ? (
        <>
          <UserTable
            rows={page.items}
            query={query}
            actions={{
              canEdit: can('user.manage', 'update'),
              canChangeStatus: can('user.manage', 'status'),
              canDelete: can('user.manage', 'delete'),
              selfId: caller.userID,
            }}
            onSort={handleSort}
            onAction={(row, action) => setConfirming({ row, action })}
          />
          <PaginationBar
            pageSize={page.pageSize}
            curPageIndex={page.curPageIndex}
            totalCount={page.totalCount}
            onPageSizeChange={(pageSize) => onQueryChange({ pageSize, curPageIndex: 1 })}
            onPageChange={(curPageIndex) => onQueryChange({ curPageIndex })}
          />
        </>
      ) : (
        <Loading />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={dialog.title}
        description={dialog.text}
        confirmLabel={dialog.confirm}
        onConfirm={() => {
          if (confirming) void apply(confirming.row, confirming.action);
        }}
      />
    </section>
  );
}
