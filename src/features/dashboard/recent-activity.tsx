/**
 * The dashboard's recent activity: the latest changes from the server's audit log, as a
 * timeline. Read when the dashboard opens and again when the device comes back online. While the
 * answer is on its way it says so, and offline it says it needs a connection: "no activity" is
 * said only by an answer that has none.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { RecentActivityEntry } from '../../contract/dashboard';
import { formatDateTime } from '../../lib/format/date';
import { useSyncStatus } from '../../lib/sync/sync-status';
import { activityTitle } from './activity-labels';
import { fetchRecentActivity } from './recent-activity.api';

type Answer = { entries: RecentActivityEntry[] } | { failed: true } | null;

function useRecentActivity(online: boolean): Answer {
  const [answer, setAnswer] = useState<Answer>(null);
  useEffect(() => {
    if (!online) return;
    let isCurrent = true;
    fetchRecentActivity().then(
      (entries) => isCurrent && setAnswer({ entries }),
      // Entries already shown stay; only a first failure replaces the waiting text.
      () => isCurrent && setAnswer((shown) => shown ?? { failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [online]);
  return answer;
}

const muted = css({ color: 'fg.muted', fontSize: 'sm' });

export function RecentActivity() {
  const { t, i18n } = useLingui();
  const { online } = useSyncStatus();
  const answer = useRecentActivity(online);
  if (!answer || !('entries' in answer)) {
    return (
      <p role="status" className={muted}>
        {!online || answer ? (
          <Trans>Recent activity shows when the server can be reached.</Trans>
        ) : (
          <Trans>Downloading recent activity…</Trans>
        )}
      </p>
    );
  }
  if (answer.entries.length === 0) {
    return (
      <p className={muted}>
        <Trans>No changes recorded yet.</Trans>
      </p>
    );
  }
  return (
    <ol className={css({ display: 'grid', gap: '3' })}>
      {answer.entries.map((entry) => {
        const who = entry.userName ?? t({ context: 'who made a change', message: 'System' });
        const when = formatDateTime(entry.at, i18n.locale);
        return (
          <li
            key={entry.id}
            className={css({
              display: 'grid',
              gap: '0.5',
              pl: '4',
              borderLeftWidth: 'thick',
              borderColor: 'accent.default',
              minW: '0',
            })}
          >
            <span className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
              {i18n._(activityTitle(entry))}
            </span>
            {entry.entityName ? (
              <span className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>{entry.entityName}</span>
            ) : null}
            <span className={muted}>
              <Trans>
                {who}, {when}
              </Trans>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
