import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { MirrorDb, OutboxOp } from '../../lib/db';
import { Loading } from '../../ui/loading';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { OutboxItem } from './outbox-item';
import { discard, resolve, retry } from '../../lib/sync';

/** The Pending changes screen: everything queued on this device, with what can be done about it. */
export function OutboxPage({ db }: { db: MirrorDb }) {
  const { t } = useLingui();
  const ops = useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]);
  const [discarding, setDiscarding] = useState<OutboxOp | null>(null);

  if (!ops) return <Loading />;
  return (
    <section aria-labelledby="outbox-title" className={css({ display: 'grid', gap: '4' })}>
      <h1 id="outbox-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Pending changes</Trans>
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        <Trans>
          Changes are saved on this device first and sent in order when there is a connection. Nothing here is
          lost when you close the app.
        </Trans>
      </p>
      {ops.length === 0 ? (
        <p
          role="status"
          className={css({ p: '6', bg: 'bg.surface', borderRadius: 'lg', textAlign: 'center' })}
        >
          <Trans>All changes are sent. Nothing is waiting.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Pending changes`} className={css({ display: 'grid', gap: '3' })}>
          {ops.map((op) => (
            <OutboxItem
              key={op.id}
              db={db}
              op={op}
              onRetry={() => void retry(op.id)}
              onDiscard={() => setDiscarding(op)}
              onResolve={(choice) => void resolve(op.id, choice)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null);
        }}
        title={<Trans>Discard this change?</Trans>}
        description={
          <Trans>
            The change is removed from this device and the record goes back to its last saved state.
          </Trans>
        }
        confirmLabel={<Trans>Discard</Trans>}
        onConfirm={() => {
          if (discarding) void discard(discarding.id);
        }}
      />
    </section>
  );
}
