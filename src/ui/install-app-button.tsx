import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { promptInstall, useInstallOffer } from '../lib/pwa/install';
import { Button } from './button';

/**
 * Navbar part: "Install app" where the browser offers installation; on iOS Safari, which has no
 * install prompt, the same label opens a short instruction. Nothing once the app is installed.
 */
export function InstallAppButton() {
  const offer = useInstallOffer();
  if (offer === 'prompt') {
    return (
      <Button variant="outline" size="sm" onClick={() => void promptInstall()}>
        <Trans>Install app</Trans>
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
