import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { promptInstall, useInstallOffer } from '../lib/pwa/install';
import { Button } from './button';
import { Icon } from './icons';

/**
 * Navbar part: "Install app" where the browser offers installation; on iOS Safari, which has no
 * install prompt, the same label opens a short instruction. Nothing once the app is installed.
 * `isCompact` (in the navbar's row): an icon below the widest screens, its label for screen
 * readers, since the offer appears after the row was laid out and must not wrap it (a Malay row
 * at 1280 px has no room for the words).
 */
export function InstallAppButton({ isCompact = false }: { isCompact?: boolean }) {
  const offer = useInstallOffer();
  if (offer === 'prompt') {
    return (
      <Button variant="outline" size="sm" onClick={() => void promptInstall()}>
        {isCompact ? <Icon name="download" size={16} /> : null}
        <span className={isCompact ? css({ srOnly: true, xl: { srOnly: false } }) : undefined}>
          <Trans>Install app</Trans>
        </span>
      </Button>
    );
  }
  if (offer === 'ios-instructions') {
    return (
      <details className={css({ position: 'relative', fontSize: 'sm' })}>
        <summary className={css({ cursor: 'pointer' })}>
          <Trans>Install app</Trans>
        </summary>
        <p
          className={css({
            position: 'absolute',
            insetInlineEnd: 0,
            top: '8',
            w: '64',
            p: '3',
            bg: 'bg.surface',
            borderWidth: 'thin',
            borderColor: 'border.default',
            borderRadius: 'md',
            boxShadow: 'lg',
            zIndex: 50,
          })}
        >
          <Trans>In Safari, tap Share, then Add to Home Screen.</Trans>
        </p>
      </details>
    );
  }
  return null;
}
