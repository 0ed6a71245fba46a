import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Device } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { toaster } from '../../ui/toaster';
import { listDevices, unbindDevice } from './account.api';
import { FormAlert } from '../../ui/form-alert';
import { formatDateTime } from '../../lib/format/date';

/**
 * Devices with a live sign-in (device name, last signed-in date: docs/product.md, Account flows); unbind
 * signs one out.
 */
export function DevicesPanel({ onCurrentUnbound }: { onCurrentUnbound: () => void }) {
  const { i18n, t } = useLingui();
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    listDevices().then(setDevices, (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : null),
    );
  }, []);
  useEffect(load, [load]);

  async function unbind(device: Device) {
    try {
      await unbindDevice(device.id);
      toaster.create({ title: translateMessage(i18n, 'account.deviceUnbound'), type: 'success' });
      if (device.isCurrent) onCurrentUnbound();
      else load();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
    }
  }

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <FormAlert message={error} />
      {devices === null ? null : (
        <ul aria-label={t`Devices`} className={css({ display: 'grid', gap: '2' })}>
          {devices.map((device) => (
            <li
              key={device.id}
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: '3',
                borderWidth: 'thin',
                borderColor: 'border.default',
                borderRadius: 'md',
                p: '3',
              })}
            >
              <div>
                <div className={css({ fontWeight: 'medium' })}>
                  {device.deviceName}
                  {device.isCurrent ? (
                    <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                      {' '}
                      <Trans>(this device)</Trans>
                    </span>
                  ) : null}
                </div>
                <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  <Trans>Last signed in {formatDateTime(device.lastSignedInAt, i18n.locale)}</Trans>
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t`Unbind ${device.deviceName}`}
                onClick={() => void unbind(device)}
              >
                <Trans>Unbind</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
