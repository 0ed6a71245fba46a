import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { APP_TITLE } from '../../lib/prefs/app-title';
import { BUILD_ID } from '../../lib/pwa/update-controller';

/** The footer of the default layout. */
export function AppFooter() {
  const year = new Date().getFullYear();
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between' })}>
      <span>
        <Trans>
          © {year} {APP_TITLE}. All rights reserved.
        </Trans>
      </span>
      <span>
        <Trans>Version {BUILD_ID}</Trans>
      </span>
    </div>
  );
}
