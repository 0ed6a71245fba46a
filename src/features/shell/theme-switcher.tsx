import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { updateLayoutPrefs, useLayoutPrefs } from '../../lib/prefs/layout-prefs';
import type { Theme } from '../../lib/prefs/layout-rules';
import { Icon, type IconName } from '../../ui/icons';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const ICONS: Record<Theme, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

/** The navbar's theme switcher: light, dark, then the device's setting. */
export function ThemeSwitcher() {
  const { t } = useLingui();
  const { theme } = useLayoutPrefs();
  const names: Record<Theme, string> = { light: t`Light`, dark: t`Dark`, system: t`System` };
  const label = t`Theme: ${names[theme]}. Switch to ${names[NEXT[theme]]}`;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => updateLayoutPrefs({ theme: NEXT[theme] })}
      className={css({
        minW: '10',
        h: '10',
        borderRadius: 'md',
        cursor: 'pointer',
        fontSize: 'lg',
        _hover: { bg: 'bg.subtle' },
      })}
    >
      <Icon name={ICONS[theme]} />
    </button>
  );
}
