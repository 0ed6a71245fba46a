import { Tabs } from '@ark-ui/react/tabs';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import type { MirrorDb } from '../../lib/db';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { useAccessDownload } from './access-download';
import { buildMenuRows } from './access-model';
import { note } from './access-styles';
import { MenuAdminPanel } from './menu-admin-panel';
import { MenuPermissions } from './menu-permissions';
import { RoleFormDialog } from './role-form-dialog';
import { RoleList } from './role-list';
import type { MenuTitles } from './use-access-labels';
import { useMenuItems, useRoles, type RoleRow } from './use-access-rows';

const tabStyle = css({
  px: '3',
  py: '2',
  fontSize: 'sm',
  cursor: 'pointer',
  borderBottomWidth: 'thick',
  borderColor: 'transparent',
  _selected: { borderColor: 'accent.default', fontWeight: 'semibold' },
  _focusVisible: { outlineWidth: 'thick', outlineStyle: 'solid', outlineColor: 'accent.default' },
});

type UacPageProps = { db: MirrorDb; user: SessionUser; menuTitles: MenuTitles };

/**
 * User Access Control: roles, the menus each role sees, and the menu items themselves.
 * Reads the mirror only; every change goes through the outbox.
 */
export function UacPage({ db, user, menuTitles }: UacPageProps) {
  const can = useCan(user);
  const roles = useRoles(db);
  const items = useMenuItems(db);
  const download = useAccessDownload(db);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);

  if (!roles || !items || download === undefined) return <Loading />;
  const selected = roles.find((role) => role.id === chosenId) ?? roles[0] ?? null;
  const canCreate = can('access.uac', 'create');
  const canUpdate = can('access.uac', 'update');

  return (
    <section aria-labelledby="uac-title" className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h1 id="uac-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
          <Trans>User Access Control</Trans>
        </h1>
        {canCreate ? (
          <Button onClick={() => setDialog('new')}>
            <Trans>New role</Trans>
          </Button>
        ) : null}
      </div>
      <Tabs.Root defaultValue="roles" lazyMount unmountOnExit>
        <Tabs.List className={css({ display: 'flex', gap: '1', borderBottomWidth: 'thin', mb: '4' })}>
          <Tabs.Trigger value="roles" className={tabStyle}>
            <Trans>Roles and menu permissions</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="menu" className={tabStyle}>
            <Trans>Menu items</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="roles" className={css({ display: 'grid', gap: '6' })}>
          {download ?? (
            <>
              <RoleList roles={roles} selectedId={selected?.id ?? null} onSelect={setChosenId} />
              {selected ? (
                <RoleDetail
                  key={selected.id}
                  role={selected}
                  items={items}
                  canUpdate={canUpdate}
                  menuTitles={menuTitles}
                  onEdit={() => setDialog('edit')}
                />
              ) : null}
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="menu">
          {download ?? <MenuAdminPanel items={items} canUpdate={canUpdate} menuTitles={menuTitles} />}
        </Tabs.Content>
      </Tabs.Root>
      <RoleFormDialog
        role={dialog === 'edit' ? selected : null}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        onSaved={setChosenId}
      />
    </section>
  );
}

type RoleDetailProps = {
  role: RoleRow;
  items: Parameters<typeof buildMenuRows>[0];
  canUpdate: boolean;
  menuTitles: MenuTitles;
  onEdit: () => void;
};

function RoleDetail({ role, items, canUpdate, menuTitles, onEdit }: RoleDetailProps) {
  const roleName = role.name;
  return (
    <div
      className={css({
        display: 'grid',
        gap: '3',
        p: '4',
        bg: 'bg.surface',
        borderWidth: 'thin',
        borderColor: 'border.default',
        borderRadius: 'lg',
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <p className={css({ flex: '1', display: 'flex', gap: '2', alignItems: 'center' })}>
          <span className={css({ fontWeight: 'semibold' })}>
            <Trans>Selected role: {roleName}</Trans>
          </span>
          {role.isPending ? (
            <Badge tone="info">
              <Trans>Pending sync</Trans>
            </Badge>
          ) : null}
        </p>
        {canUpdate ? (
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Trans>Edit role</Trans>
          </Button>
        ) : null}
      </div>
      {role.description ? <p className={note}>{role.description}</p> : null}
      <MenuPermissions
        key={role.id}
        role={role}
        rows={buildMenuRows(items)}
        canUpdate={canUpdate}
        menuTitles={menuTitles}
      />
    </div>
  );
}
