import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import {
  dismissUpdate,
  requestReload,
  startServiceWorker,
  useUpdateState,
} from '../lib/pwa/update-controller';
import { Button } from './button';

/**
 * "A new version is available": Reload / Later. Loaded lazily by main.tsx in production builds;
 * mounting it registers the service worker. Reload waits for unsaved forms and for changes being
 * sent, and says so.
 */
export default function UpdatePrompt() {
  const { t } = useLingui();
  const { available, dismissed, requested, waitingFor, guarded } = useUpdateState();
  useEffect(() => {
    void startServiceWorker().catch((error: unknown) => console.error('[pwa] registration failed:', error));
  }, []);
  if (!available || dismissed) return null;
  return (
    <section
      aria-label={t`App update`}
      className={css({
        position: 'fixed',
        insetInlineEnd: '4',
        bottom: '4',
        zIndex: 60,
        maxW: 'sm',
        p: '4',
        display: 'grid',
        gap: '3',
        bg: 'bg.surface',
        color: 'fg.default',
        borderWidth: 'thin',
        borderColor: 'border.default',
        borderRadius: 'md',
        boxShadow: 'lg',
      })}
    >
      <p role="status" className={css({ fontWeight: 'semibold' })}>
        <Trans>A new version is available.</Trans>
      </p>
      {requested && (
        <p role="status" className={css({ fontSize: 'sm' })}>
          {waitingFor.includes('unsaved-changes') ? (
            <Trans>The reload waits until you save or leave the form with unsaved changes.</Trans>
          ) : waitingFor.includes('replaying') ? (
            <Trans>The reload waits until your changes have been sent.</Trans>
          ) : guarded ? (
            <Trans>The app reloaded moments ago; it reloads again in a few seconds.</Trans>
          ) : (
            <Trans>Reloading…</Trans>
          )}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        <Button variant="outline" size="sm" onClick={dismissUpdate}>
          <Trans>Later</Trans>
        </Button>
        <Button size="sm" onClick={requestReload} disabled={requested}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    </section>
  );
}
