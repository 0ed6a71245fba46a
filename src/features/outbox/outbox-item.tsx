import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { css } from 'styled-system/css';
import { panel } from 'styled-system/recipes';
import type { MirrorDb, OutboxOp } from '../../lib/db';
import { formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { button } from 'styled-system/recipes';
import { useSyncStatus } from '../../lib/sync';
import { describeOp, isEditableOp, namingMerchantId } from './op-description';
import { OutboxFiles } from './outbox-files';

type OutboxItemProps = {
  db: MirrorDb;
  op: OutboxOp;
  onRetry: () => void;
  onDiscard: () => void;
  onResolve: (choice: 'mine' | 'theirs') => void;
};

export function OutboxItem({ db, op, onRetry, onDiscard, onResolve }: OutboxItemProps) {
  const { t, i18n } = useLingui();
  const { online } = useSyncStatus();
  const row = useLiveQuery(() => db.rows(op.entity).get(op.entityId), [db, op.entity, op.entityId]);
  const merchantId = namingMerchantId(op);
  const merchant = useLiveQuery(
    () => (merchantId ? db.rows('merchants').get(merchantId) : undefined),
    [db, merchantId],
  );
  const merchantName = typeof merchant?.['merchantName'] === 'string' ? merchant['merchantName'] : null;
  const what = i18n._(describeOp(op, { row, merchantName, locale: i18n.locale }));
  const time = new Date(op.createdAt);
  const attempts = op.attempts;
  // Offline is not an error: a queued op simply waits for the connection (docs/ARCHITECTURE.md,
  // Offline core). A server's refusal (failed, conflict) is one, and says so in red.
  const isWaitingForConnection = op.state === 'queued' && !online;
  const show = (value: unknown) => {
    if (value === null || value === undefined) return '—';
    if (Array.isArray(value)) {
      const count = value.length;
      return t`${count} items`;
    }
    return typeof value === 'object' ? '…' : String(value);
  };

  const state = {
    queued: (
      <Badge tone="info">
        {isWaitingForConnection ? (
          <Trans>Waiting for the connection</Trans>
        ) : op.attempts > 0 ? (
          <Trans>Waiting to retry</Trans>
        ) : (
          <Trans>Queued</Trans>
        )}
      </Badge>
    ),
    sending: (
      <Badge tone="info">
        <Trans>Sending</Trans>
      </Badge>
    ),
    failed: (
      <Badge tone="danger">
        <Trans>Failed</Trans>
      </Badge>
    ),
    conflict: (
      <Badge tone="danger">
        <Trans>Conflict</Trans>
      </Badge>
    ),
  }[op.state];

  return (
    <li aria-label={what} className={panel({ spacing: 'compact' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <strong>{what}</strong>
        {state}
      </div>
      {op.files?.length ? <OutboxFiles db={db} opId={op.id} /> : null}
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {formatDateTime(time, i18n.locale)}
        {op.attempts > 0 ? (
          <>
            {' '}
            · <Trans>{attempts} attempts</Trans>
          </>
        ) : null}
      </p>
      {op.error && !isWaitingForConnection ? (
        op.state === 'queued' || op.state === 'sending' ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{op.error.message}</p>
        ) : (
          <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {op.error.message}
          </p>
        )
      ) : null}
      {op.state === 'conflict' && op.conflict ? (
        <table className={css({ fontSize: 'sm' })}>
          <caption className={css({ textAlign: 'left', fontWeight: 'medium', mb: '1' })}>
            <Trans>Someone else changed the same fields:</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css({ textAlign: 'left', pr: '4' })}>
                <Trans>Field</Trans>
              </th>
              <th scope="col" className={css({ textAlign: 'left', pr: '4' })}>
                <Trans>Mine</Trans>
              </th>
              <th scope="col" className={css({ textAlign: 'left' })}>
                <Trans>Theirs</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {op.conflict.fields.map((field) => (
              <tr key={field}>
                <th scope="row" className={css({ textAlign: 'left', pr: '4', fontWeight: 'normal' })}>
                  {field}
                </th>
                <td className={css({ pr: '4' })}>{show(op.patch[field])}</td>
                <td>{show(op.conflict?.theirs[field])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {op.state === 'conflict' ? (
          <>
            <Button size="sm" onClick={() => onResolve('mine')}>
              <Trans>Keep mine</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => onResolve('theirs')}>
              <Trans>Take theirs</Trans>
            </Button>
          </>
        ) : null}
        {op.state === 'failed' ? (
          <Button size="sm" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : null}
        {isEditableOp(op) ? (
          <Link
            to="/invoice/invoice/$id/edit"
            params={{ id: op.entityId }}
            search={{ op: op.id }}
            className={button({ size: 'sm', variant: 'outline' })}
          >
            <Trans>Edit</Trans>
          </Link>
        ) : null}
        {op.state !== 'sending' ? (
          <Button size="sm" variant="outline" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
