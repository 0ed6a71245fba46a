import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../button';
import type { ListRow, ListToolbarProps } from './list-types';
import { ManageViewsDialog, SaveViewDialog } from './saved-views-dialogs';
import { useSavedViews } from './saved-views-state';
import { css, cx } from 'styled-system/css';
import {
  MENU_POSITIONING,
  menuContentStyle,
  menuItemStyle,
  menuLabelStyle,
  menuSeparatorStyle,
} from './saved-views-styles';

type SavedViewsMenuProps<Row extends ListRow> = Pick<
  ListToolbarProps<Row>,
  'entity' | 'viewKey' | 'query' | 'onQueryChange' | 'columns'
>;

/** Saved views: apply one, save the current view as a new one, rename, delete, choose the default. */
export function SavedViewsMenu<Row extends ListRow>(props: SavedViewsMenuProps<Row>) {
  const { prefs, update, apply, save } = useSavedViews(props);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  return (
    <>
      <Menu.Root
        positioning={MENU_POSITIONING}
        onSelect={(details) => {
          if (details.value === 'save' || details.value === 'manage') return setDialog(details.value);
          const view = prefs.views.find((known) => `view:${known.id}` === details.value);
          if (view) apply(view);
        }}
      >
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            <Trans>Views</Trans>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content className={menuContentStyle}>
              {prefs.views.length ? (
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel className={menuLabelStyle}>
                    <Trans>Saved views</Trans>
                  </Menu.ItemGroupLabel>
                  {prefs.views.map((view) => (
                    <Menu.Item key={view.id} value={`view:${view.id}`} className={menuItemStyle}>
                      {view.name}
                      {view.id === prefs.defaultViewId ? (
                        <span className={cx(menuLabelStyle, css({ ml: 'auto' }))}>
                          <Trans>(default)</Trans>
                        </span>
                      ) : null}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              ) : null}
              {prefs.views.length ? <Menu.Separator className={menuSeparatorStyle} /> : null}
              <Menu.Item value="save" className={menuItemStyle}>
                <Trans>Save current view as…</Trans>
              </Menu.Item>
              <Menu.Item value="manage" className={menuItemStyle} disabled={!prefs.views.length}>
                <Trans>Manage views…</Trans>
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <SaveViewDialog
        open={dialog === 'save'}
        onOpenChange={(open) => setDialog(open ? 'save' : null)}
        existingNames={prefs.views.map((view) => view.name)}
        onSave={save}
      />
      <ManageViewsDialog
        open={dialog === 'manage'}
        onOpenChange={(open) => setDialog(open ? 'manage' : null)}
        prefs={prefs}
        update={update}
      />
    </>
  );
}
