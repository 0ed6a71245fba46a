import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useSyncStatus } from '../lib/sync';

/** Says plainly that the app works offline, and what happens to changes made now. */
export function OfflineBanner() {
  const { online } = useSyncStatus();
  if (online) return null;
  return (
    <div
      role="status"
      className={css({
        px: '4',
        py: '2',
        bg: 'bg.subtle',
        fontSize: 'sm',
        borderBottomWidth: 'thin',
        borderColor: 'border.default',
      })}
    >
      <Trans>
        You are offline. You can keep working: changes are saved on this device and sent when you reconnect.
      </Trans>
    </div>
  );
}
