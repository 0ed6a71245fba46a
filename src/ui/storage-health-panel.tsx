import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { readStorageHealth, requestPersistentStorage, type StorageHealth } from '../lib/pwa/storage-health';
import { BUILD_ID, checkForUpdates } from '../lib/pwa/update-controller';
import { Button } from './button';
import { formatDateTime } from '../lib/format/date';

type CheckOutcome = 'checking' | 'current' | 'new-build' | 'unreachable' | 'unsupported' | null;

/** Account settings: what this device stores, whether it is kept, the app version and updates. */
export function StorageHealthPanel() {
  const { t, i18n } = useLingui();
  const [health, setHealth] = useState<StorageHealth | null>(null);
  const [check, setCheck] = useState<CheckOutcome>(null);
  const load = useCallback(() => {
    void readStorageHealth().then(setHealth);
  }, []);
  useEffect(load, [load]);

  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / 1_000_000,
    );
  const usage = health?.usage == null ? null : megabytes(health.usage);
  const quota = health?.quota == null ? null : megabytes(health.quota);
  const oldest = health?.oldestChangeAt == null ? null : formatDateTime(health.oldestChangeAt, i18n.locale);

  const runCheck = async () => {
    setCheck('checking');
    setCheck(await checkForUpdates());
  };

  return (
    <section
      aria-label={t`Storage and updates`}
      className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <Trans>Storage and updates</Trans>
      </h2>
      {health && (
        <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '1 4' })}>
          <dt>
            <Trans>Storage used</Trans>
          </dt>
          <dd>
            {usage && quota ? (
              <Trans>
                {usage} of {quota}
              </Trans>
            ) : (
              <Trans>Unknown</Trans>
            )}
          </dd>
          <dt>
            <Trans>Persistent storage</Trans>
          </dt>
          <dd>
            {health.persisted ? (
              <Trans>Yes: the browser keeps this data.</Trans>
            ) : (
              <>
                <Trans>No: the browser may clear this data when space runs low.</Trans>{' '}
                <Button variant="ghost" size="sm" onClick={() => void requestPersistentStorage().then(load)}>
                  <Trans>Keep data on this device</Trans>
                </Button>
              </>
            )}
          </dd>
          <dt>
            <Trans>App version</Trans>
          </dt>
          <dd>{BUILD_ID}</dd>
        </dl>
      )}
      {health?.isOutboxStale && (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          <Trans>
            A change made on {oldest} has still not reached the server. Connect to the network so it can be
            sent; it could be lost if the browser clears this data.
          </Trans>
        </p>
      )}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <Button variant="outline" size="sm" onClick={() => void runCheck()} disabled={check === 'checking'}>
          <Trans>Check for updates</Trans>
        </Button>
        <span role="status">
          {check === 'checking' ? (
            <Trans>Checking…</Trans>
          ) : check === 'current' ? (
            <Trans>You have the latest version.</Trans>
          ) : check === 'new-build' ? (
            <Trans>A new version was found.</Trans>
          ) : check === 'unreachable' ? (
            <Trans>Could not reach the server. Try again when online.</Trans>
          ) : check === 'unsupported' ? (
            <Trans>Updates are not available in this browser.</Trans>
          ) : null}
        </span>
      </div>
    </section>
  );
}
