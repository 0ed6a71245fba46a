import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { InstallAppButton } from '../../ui/install-app-button';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { belowWidth, useMediaQuery } from '../../ui/use-media-query';
import { NavbarPopover } from '../../ui/navbar-popover';
import { ThemeSwitcher } from './theme-switcher';

/** Below this width the navbar keeps only what is used all the time. */
const PHONE_WIDTH = 640;

/**
 * The navbar's secondary controls (install, language, theme): in the row on a wide screen; on a
 * phone behind one "More options" button, so the navbar stays one row of at most 64 px. Only one
 * copy is ever rendered, so each control keeps its one label.
 */
export function NavbarPreferences() {
  const { t } = useLingui();
  const isPhone = useMediaQuery(belowWidth(PHONE_WIDTH));
  if (!isPhone) {
    return (
      <>
        <InstallAppButton isCompact />
        <LanguageSwitcher isLabelHidden />
        <ThemeSwitcher />
      </>
    );
  }
  return (
    <NavbarPopover label={t`More options`} icon="moreVertical" title={<Trans>Language and display</Trans>}>
      <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <LanguageSwitcher />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
          <ThemeSwitcher />
          <Trans>Theme</Trans>
        </div>
        <InstallAppButton />
      </div>
    </NavbarPopover>
  );
}
