import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { useSyncStatus } from '../lib/sync';

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** One formatter per locale: making one costs tens of milliseconds on a slow phone, every render. */
function relativeFormat(locale: string) {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** "5 minutes ago", in the user's language, refreshed every 30 s. */
function useRelativeTime(timestamp: number | null) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (timestamp === null) return null;
  const minutes = Math.round((timestamp - now) / 60_000);
  const format = relativeFormat(i18n.locale);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return Math.abs(hours) < 24 ? format.format(hours, 'hour') : format.format(Math.round(hours / 24), 'day');
}

/**
 * On a phone the navbar keeps one row: the connection's word is read out but
 * not shown (the dot's colour shows it), the pending count is a bare number (the link's name says
 * what it counts), and "Synced 5 minutes ago" shows only on the widest screens.
 */
const wordOnWideScreens = css({ srOnly: { base: true, sm: false } });

const dot = (color: string) => css({ w: '2', h: '2', borderRadius: 'full', bg: color, flexShrink: 0 });

/** Navbar part: online / offline / syncing, pending changes (a link to them) and last sync. */
export function SyncStatusBar() {
  const { t } = useLingui();
  const status = useSyncStatus();
  const lastSynced = useRelativeTime(status.lastSyncedAt);
  const isSyncing = ['bootstrapping', 'pulling', 'replaying'].includes(status.phase);
  const problems = status.failedCount + status.conflictCount;
  const waiting = status.pendingCount + problems;

  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', gap: { base: '2', sm: '3' }, fontSize: 'sm' })}
    >
      <span
        role="status"
        aria-label={t`Connection status`}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}
      >
        {!status.online ? (
          <>
            <span aria-hidden className={dot('danger.fg')} />
            <span className={wordOnWideScreens}>
              <Trans>Offline</Trans>
            </span>
          </>
        ) : isSyncing ? (
          <>
            <span aria-hidden className={dot('accent.default')} />
            <span className={wordOnWideScreens}>
              <Trans>Syncing</Trans>
            </span>
          </>
        ) : (
          <>
            <span aria-hidden className={dot('success.fg')} />
            <span className={wordOnWideScreens}>
              <Trans>Online</Trans>
            </span>
          </>
        )}
      </span>
      <Link
        to="/outbox"
        aria-label={t`Pending changes: ${waiting}`}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          px: '2',
          py: '0.5',
          borderRadius: 'full',
          bg: problems > 0 ? 'danger.bg' : 'bg.subtle',
          color: problems > 0 ? 'danger.fg' : 'fg.default',
        })}
      >
        <span aria-hidden className={css({ sm: { display: 'none' } })}>
          {waiting}
        </span>
        <span className={css({ display: { base: 'none', sm: 'inline' } })}>
          <Trans>Pending: {waiting}</Trans>
        </span>
      </Link>
      <span className={css({ color: 'fg.muted', display: { base: 'none', '2xl': 'inline' } })}>
        {lastSynced ? <Trans>Synced {lastSynced}</Trans> : <Trans>Not synced yet</Trans>}
      </span>
    </div>
  );
}

/** The first bootstrap's progress: rows done of total, while the rest of the app stays usable. */
export function BootstrapProgressBar() {
  const { t, i18n } = useLingui();
  const { bootstrap, phase } = useSyncStatus();
  if (phase !== 'bootstrapping' || !bootstrap) return null;
  const max = Math.max(bootstrap.total, bootstrap.done, 1);
  // Grouped as the lists' download state shows them: "12,000 of 50,000".
  const format = new Intl.NumberFormat(i18n.locale);
  const done = format.format(bootstrap.done);
  const total = format.format(max);
  return (
    <div className={css({ px: '4', py: '2', bg: 'bg.selected', fontSize: 'sm', display: 'grid', gap: '1' })}>
      <label htmlFor="bootstrap-progress">
        <Trans>
          Preparing offline data: {done} of {total} records
        </Trans>
      </label>
      <progress
        id="bootstrap-progress"
        max={max}
        value={bootstrap.done}
        aria-label={t`Offline data download`}
        className={css({ w: 'full', h: '1.5' })}
      />
    </div>
  );
}
