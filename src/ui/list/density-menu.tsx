import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { ListDensity } from '../../lib/list-views';
import { Button } from '../button';
import { checkBoxStyle, MENU_POSITIONING, menuContentStyle, menuItemStyle } from './saved-views-styles';
import { useListPrefs } from './use-list-preferences';

/**
 * Comfortable or compact rows (a radio group in a menu), kept on the device with the list's other
 * preferences, per user and list: staff scanning 50,000 merchants want more rows on a screen than
 * someone opening a few invoices.
 */
export function DensityMenu({ viewKey }: { viewKey: string }) {
  const { t } = useLingui();
  const { prefs, update } = useListPrefs(viewKey);
  const choices: readonly { value: ListDensity; label: string }[] = [
    { value: 'comfortable', label: t`Comfortable` },
    { value: 'compact', label: t`Compact` },
  ];
  return (
    <Menu.Root positioning={MENU_POSITIONING}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <Trans>Density</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuContentStyle}>
            <Menu.RadioItemGroup
              value={prefs.density}
              onValueChange={({ value }) =>
                update((current) => ({
                  ...current,
                  density: value === 'compact' ? 'compact' : 'comfortable',
                }))
              }
            >
              {choices.map((choice) => (
                <Menu.RadioItem key={choice.value} value={choice.value} className={menuItemStyle}>
                  <span aria-hidden className={cx(checkBoxStyle, css({ borderRadius: 'full' }))}>
                    <Menu.ItemIndicator>●</Menu.ItemIndicator>
                  </span>
                  <Menu.ItemText>{choice.label}</Menu.ItemText>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
