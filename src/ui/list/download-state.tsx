import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { EntityReadiness } from '../../lib/sync/entity-ready';
import { useSyncStatus } from '../../lib/sync/sync-status';

const frame = css({
  p: '6',
  display: 'grid',
  gap: '2',
  justifyItems: 'center',
  textAlign: 'center',
  color: 'fg.muted',
});

/**
 * What a list or figure shows while its entity's first download runs: never
 * "none" or zeros, but what is happening and how far it is.
 */
export function DownloadState({
  title,
  readiness,
  compact = false,
}: {
  /**
   * What downloads, as the caller's own whole sentence ("Downloading bookings…"): Malay orders
   * the words differently, so no sentence is glued from an entity's name.
   */
  title: string;
  readiness: EntityReadiness;
  /** A dashboard card: one short line, no bar. */
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  const { online } = useSyncStatus();
  const labelId = useId();
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const done = number(readiness.done);
  const total = readiness.total === null ? null : number(readiness.total);
  if (compact) {
    return (
      <span role="status" className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>
        {title}
      </span>
    );
  }
  return (
    <div role="status" className={frame}>
      <p id={labelId} className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
        {title}
      </p>
      {total === null ? (
        <p>
          <Trans>Starting the download of your data to this device.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            {done} of {total} records on this device
          </Trans>
        </p>
      )}
      <progress
        aria-labelledby={labelId}
        max={readiness.total ?? undefined}
        value={readiness.total === null ? undefined : readiness.done}
        className={css({ w: 'full', maxW: 'sm', h: '1.5' })}
      />
      {online ? null : (
        <p>
          <Trans>You are offline: the download goes on when you are back online.</Trans>
        </p>
      )}
    </div>
  );
}
