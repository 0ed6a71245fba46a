import { Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { ImportProgress } from '../../lib/list-import/import-record';
import { Button } from '../button';
import { statusStrip } from '../styles/surfaces';

type Props = {
  fileName: string;
  progress: ImportProgress;
  isOnline: boolean;
  onDownloadRefused: () => void;
  onNewImport: () => void;
  onDone: () => void;
};

/**
 * Step 4: the rows are ordinary outbox ops; this shows how many the server has answered, and at
 * the end what it created, updated and refused (with its reasons, downloadable as a file).
 */
export function ImportSendingStep({ fileName, progress, isOnline, ...actions }: Props) {
  const { t, i18n } = useLingui();
  const { total, answered } = progress;
  const isDone = answered === total;
  const sent = i18n.number(answered);
  const all = i18n.number(total);
  const created = i18n.number(progress.created);
  const updated = i18n.number(progress.updated);
  const refused = i18n.number(progress.refused.length);
  const label = t`Sending ${fileName}`;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <div role="status" className={cx(statusStrip)}>
        <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</span>
        <progress
          aria-label={label}
          value={answered}
          max={Math.max(total, 1)}
          className={css({ flex: '1', minW: '32', h: '2', accentColor: 'accent.default' })}
        />
        <span className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
          <Trans>
            {sent} of {all} rows sent
          </Trans>
        </span>
      </div>
      {!isDone && !isOnline ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>
            Waiting for the connection: the rows are kept on this device and sent when it is back.
          </Trans>
        </p>
      ) : null}
      {isDone ? (
        <section aria-label={t`Import summary`} className={css({ display: 'grid', gap: '2' })}>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
            <li>
              <Trans>Created: {created}</Trans>
            </li>
            <li>
              <Trans>Updated: {updated}</Trans>
            </li>
            <li className={css({ color: progress.refused.length ? 'danger.fg' : undefined })}>
              <Trans>Refused: {refused}</Trans>
            </li>
          </ul>
          {progress.refused.length ? (
            <ul className={css({ fontSize: 'sm', display: 'grid', gap: '1' })}>
              {progress.refused.slice(0, 20).map((row) => {
                const { line } = row;
                const reason = row.reason || t`Changed elsewhere: choose on Pending changes.`;
                return (
                  <li key={row.opId}>
                    <Trans>
                      Row {line}: {reason}
                    </Trans>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {progress.refused.length ? (
          <Button variant="outline" onClick={actions.onDownloadRefused}>
            <Trans>Download refused rows</Trans>
          </Button>
        ) : null}
        {isDone ? (
          <Button variant="outline" onClick={actions.onNewImport}>
            <Trans>Import another file</Trans>
          </Button>
        ) : null}
        <Button onClick={actions.onDone}>
          <Trans>Back to the list</Trans>
        </Button>
      </div>
    </div>
  );
}
