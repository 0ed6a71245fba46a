/**
 * A row's actions as one menu button: "Actions for {name}" opens a menu
 * of the area's actions (View, Edit, Activate, Deactivate, Delete, …), so a row never grows a line
 * of buttons. Arrow keys move, Enter chooses; a link action navigates like a link.
 */
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '@lingui/react/macro';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../button';
import { Icon } from '../icons';
import { MENU_POSITIONING, menuContentStyle, menuItemStyle, menuSeparatorStyle } from './saved-views-styles';

export type RowAction = {
  /** Unique within the row: `edit`, `status`, `delete`. */
  id: string;
  /** Translated text of the item: "Deactivate". The menu's own name says which row. */
  label: ReactNode;
  /** Runs when chosen (opens a confirmation, a dialog). */
  onSelect?: () => void;
  /** A link element without children (`<Link to=… params=… />`): the item navigates. */
  link?: ReactElement<{ children?: ReactNode }>;
  /** A destructive action is set apart at the end of the menu and coloured as danger. */
  isDanger?: boolean;
};

const dangerItem = css({ color: 'danger.fg' });

export function RowActionsMenu({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  const { t } = useLingui();
  if (actions.length === 0) return null;
  const safe = actions.filter((action) => !action.isDanger);
  const danger = actions.filter((action) => action.isDanger);
  const item = (action: RowAction) =>
    action.link ? (
      <Menu.Item key={action.id} value={action.id} asChild className={menuItemStyle}>
        {cloneElement(action.link, {}, action.label)}
      </Menu.Item>
    ) : (
      <Menu.Item
        key={action.id}
        value={action.id}
        onSelect={action.onSelect}
        className={cx(menuItemStyle, action.isDanger && dangerItem)}
      >
        {action.label}
      </Menu.Item>
    );
  return (
    <Menu.Root positioning={MENU_POSITIONING} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Actions for ${name}`}
          className={css({ px: '0', w: '8' })}
        >
          <Icon name="moreVertical" size={18} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContentStyle}>
            {safe.map(item)}
            {safe.length && danger.length ? <Menu.Separator className={menuSeparatorStyle} /> : null}
            {danger.map(item)}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
