import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useGrantsDraft } from './use-draft';
import { css } from 'styled-system/css';
import type { Role } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { toaster } from '../../ui/toaster';
import { saveRoleMenus } from './access-actions';
import {
  isAssignable,
  isSameSet,
  isSuperAdmin,
  menuCheckState,
  toggleMenuKey,
  type MenuRow,
} from './access-model';
import { caption, cell, note, table, tableFrame } from './access-styles';
import { MenuCheckbox } from './menu-checkbox';
import { useAccessLabels, type MenuTitles } from './use-access-labels';

type MenuPermissionsProps = {
  role: Role;
  rows: MenuRow[];
  canUpdate: boolean;
  menuTitles: MenuTitles;
};

/**
 * The UAC matrix: the whole menu tree with a box per item for the chosen role. The ticks are a
 * local draft until saved, following the mirrored grants while untouched (use-draft.ts).
 */
export function MenuPermissions({ role, rows, canUpdate, menuTitles }: MenuPermissionsProps) {
  const { i18n, t } = useLingui();
  const labels = useAccessLabels(menuTitles);
  const reasonId = useId();
  const [menuKeys, setMenuKeys] = useGrantsDraft(role.menuKeys);
  const [error, setError] = useState<string | null>(null);
  const isLocked = isSuperAdmin(role);
  const isReadOnly = isLocked || !canUpdate;
  const granted = new Set(menuKeys);
  const roleName = role.name;

  async function save() {
    setError(null);
    if (isSameSet(menuKeys, role.menuKeys)) {
      toaster.create({ type: 'info', title: t`There are no changes to save.` });
      return;
    }
    const mark = await markOutbox();
    try {
      await saveRoleMenus(role, [...menuKeys]);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t`The change could not be saved.`);
      return;
    }
    void announceQueuedChange(mark, t`Menu permissions of ${roleName} saved.`);
  }

  return (
    <section aria-labelledby={`${reasonId}-title`} className={css({ display: 'grid', gap: '3' })}>
      <h2 id={`${reasonId}-title`} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Menu permissions of {roleName}</Trans>
      </h2>
      {isLocked ? (
        <p className={note}>
          {translateMessage(i18n, 'role.systemLocked')}{' '}
          <Trans>It always holds every menu, so the administrators can never be locked out.</Trans>
        </p>
      ) : !canUpdate ? (
        <p className={note}>
          <Trans>You can see these permissions but not change them.</Trans>
        </p>
      ) : (
        <p className={note}>
          <Trans>
            Ticking a category ticks every item under it. Users of this role see the ticked menus.
          </Trans>
        </p>
      )}
      <p id={reasonId} className={css({ srOnly: true })}>
        <Trans>Only staff roles can be given this menu.</Trans>
      </p>
      <FormAlert message={error} />
      <div className={tableFrame}>
        <table className={table}>
          <caption className={caption}>
            <Trans>Menus {roleName} can see</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                <Trans>Menu item</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Path</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Note</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isAllowedForScope = isAssignable(role, row.item.key);
              const isCategory = row.item.type === 'Category';
              return (
                <tr key={row.item.id}>
                  <td
                    className={cell}
                    style={{ paddingInlineStart: `calc(0.75rem + ${row.depth * 1.5}rem)` }}
                  >
                    <span className={css({ fontWeight: isCategory ? 'semibold' : 'normal' })}>
                      <MenuCheckbox
                        label={labels.menuTitle(row.item)}
                        checked={isLocked ? true : menuCheckState(row, granted)}
                        disabled={isReadOnly || !isAllowedForScope}
                        describedBy={isAllowedForScope ? undefined : reasonId}
                        onChange={(isChecked) =>
                          setMenuKeys((previous) =>
                            toggleMenuKey(rows, role, previous, row.item.key, isChecked),
                          )
                        }
                      />
                    </span>
                  </td>
                  <td className={cell}>{row.item.path ?? ''}</td>
                  <td className={cell}>
                    {isAllowedForScope ? null : (
                      <span className={note}>
                        <Trans>Staff only</Trans>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {isReadOnly ? null : (
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <Button onClick={() => void save()}>
            <Trans>Save menu permissions</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
