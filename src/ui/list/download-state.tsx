import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { SyncEntity } from '../../contract';
import type { EntityReadiness } from '../../lib/sync/entity-ready';
import { useSyncStatus } from '../../lib/sync/sync-status';

/** One whole sentence per entity (no words glued together: Malay orders them differently). */
const DOWNLOADING: Record<SyncEntity, MessageDescriptor> = {
  merchants: msg`Downloading merchants…`,
  users: msg`Downloading users…`,
  bookings: msg`Downloading bookings…`,
  invoices: msg`Downloading invoices…`,
  invoiceNotes: msg`Downloading credit and debit notes…`,
  topUps: msg`Downloading top-ups…`,
  creditEntries: msg`Downloading credit history…`,
  creditAccounts: msg`Downloading credit accounts…`,
  clients: msg`Downloading clients…`,
  markups: msg`Downloading markups…`,
  cases: msg`Downloading service requests…`,
  notifications: msg`Downloading notifications…`,
  eInvoices: msg`Downloading e-invoices…`,
  roles: msg`Downloading roles…`,
  menu: msg`Downloading the menu…`,
};

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
  entity,
  readiness,
  compact = false,
}: {
  entity: SyncEntity;
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
  const title = i18n._(DOWNLOADING[entity]);
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
