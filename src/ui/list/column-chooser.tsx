import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Trans } from '@lingui/react/macro';
import { toggleColumn, visibleColumnKeys } from '../../lib/list-views';
import { Button } from '../button';
import {
  checkBoxStyle,
  MENU_POSITIONING,
  menuContentStyle,
  menuItemStyle,
  menuSeparatorStyle,
} from './saved-views-styles';
import type { ListColumn, ListRow } from './list-types';
import { useListPrefs } from './use-list-preferences';

/**
 * Shows and hides columns (a menu of checkbox items: arrow keys, Space/Enter toggle). The last
 * visible column cannot be hidden; "Reset to default" returns to the columns file's defaults.
 */
export function ColumnChooser<Row extends ListRow>({
  viewKey,
  columns,
}: {
  viewKey: string;
  columns: readonly ListColumn<Row>[];
}) {
  const { prefs, update } = useListPrefs(viewKey);
  const visible = visibleColumnKeys(columns, prefs.columns);
  return (
    <Menu.Root
      positioning={MENU_POSITIONING}
      closeOnSelect={false}
      onSelect={(details) => {
        if (details.value === 'reset') update((current) => ({ ...current, columns: null }));
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <Trans>Columns</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContentStyle}>
            {columns.map((column) => {
              const isVisible = visible.includes(column.key);
              const isLast = isVisible && visible.length === 1;
              return (
                <Menu.CheckboxItem
                  key={column.key}
                  value={`column:${column.key}`}
                  checked={isVisible}
                  disabled={isLast}
                  onCheckedChange={(checked) =>
                    update((current) => ({
                      ...current,
                      columns: toggleColumn(columns, current.columns, column.key, checked),
                    }))
                  }
                  className={menuItemStyle}
                >
                  <span aria-hidden className={checkBoxStyle}>
                    <Menu.ItemIndicator>✓</Menu.ItemIndicator>
                  </span>
                  <Menu.ItemText>{column.label}</Menu.ItemText>
                </Menu.CheckboxItem>
              );
            })}
            <Menu.Separator className={menuSeparatorStyle} />
            <Menu.Item value="reset" className={menuItemStyle}>
              <Trans>Reset to default</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
