import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { buildMenuRows } from './access-model';
import { caption, cell, note, table, tableFrame } from './access-styles';
import { MenuItemDialog } from './menu-item-dialog';
import { useAccessLabels, type MenuTitles } from './use-access-labels';
import type { MenuItemRow } from './use-access-rows';

type MenuAdminPanelProps = { items: MenuItemRow[]; canUpdate: boolean; menuTitles: MenuTitles };

/** Menu administration: the items in menu order; edit one, or add a link or a category. */
export function MenuAdminPanel({ items, canUpdate, menuTitles }: MenuAdminPanelProps) {
  const { t } = useLingui();
  const labels = useAccessLabels(menuTitles);
  const [editing, setEditing] = useState<MenuItemRow | 'new' | null>(null);
  const rows = buildMenuRows(items);
  const byId = new Map(items.map((item) => [item.id, item]));

  return (
    <section aria-labelledby="menu-admin-title" className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h2 id="menu-admin-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', flex: '1' })}>
          <Trans>Menu items</Trans>
        </h2>
        {canUpdate ? (
          <Button onClick={() => setEditing('new')}>
            <Trans>New menu item</Trans>
          </Button>
        ) : null}
      </div>
      <p className={note}>
        <Trans>
          A new item is granted to Super Admin; grant it to other roles on the Roles and menu permissions tab.
        </Trans>
      </p>
      <div className={tableFrame}>
        <table className={table}>
          <caption className={caption}>
            <Trans>Menu items in menu order</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                <Trans>Title</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Key</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Type</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Path</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Icon</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Sort order</Trans>
              </th>
              {canUpdate ? (
                <th scope="col" className={cell}>
                  <Trans>Actions</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ item, depth }) => {
              const row = byId.get(item.id);
              const title = labels.menuTitle(item);
              return (
                <tr key={item.id} data-pending={row?.isPending || undefined}>
                  <th
                    scope="row"
                    className={cell}
                    style={{ paddingInlineStart: `calc(0.75rem + ${depth * 1.5}rem)` }}
                  >
                    <span
                      className={css({
                        display: 'inline-flex',
                        gap: '2',
                        alignItems: 'center',
                        fontWeight: item.type === 'Category' ? 'semibold' : 'normal',
                      })}
                    >
                      {title}
                      {row?.isPending ? (
                        <Badge tone="info">
                          <Trans>Pending sync</Trans>
                        </Badge>
                      ) : null}
                    </span>
                  </th>
                  <td className={cell}>
                    <code>{item.key}</code>
                  </td>
                  <td className={cell}>{item.type === 'Category' ? t`Category` : t`Link`}</td>
                  <td className={cell}>{item.path ?? ''}</td>
                  <td className={cell}>{item.icon ?? ''}</td>
                  <td className={cell}>{item.sortOrder}</td>
                  {canUpdate ? (
                    <td className={cell}>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t`Edit ${title}`}
                        onClick={() => setEditing(row ?? null)}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <MenuItemDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        item={editing === 'new' ? null : editing}
        items={items}
        menuTitles={menuTitles}
      />
    </section>
  );
}
