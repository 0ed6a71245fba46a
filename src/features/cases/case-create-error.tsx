import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { css } from 'styled-system/css';
import type { MirrorDb } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';
import { FormAlert } from '../../ui/form-alert';

/**
 * The server refused the last case this screen queued: 'Failed to create case, please
 * try again later' as the title, the server's reason (translated when the answer came) below it,
 * and where the case waits (Pending changes: retry or discard).
 */
export function CaseCreateError({ db, opId }: { db: MirrorDb; opId: string | null }) {
  const { i18n } = useLingui();
  const op = useLiveQuery(() => (opId ? db.outbox.get({ id: opId }) : undefined), [db, opId]);
  if (op?.state !== 'failed') return null;
  const reason = op.error?.message ?? null;
  const title = translateMessage(i18n, 'case.createFailed');
  return (
    <FormAlert title={title} message={reason === title ? null : reason}>
      <span>
        <Trans>
          The request is kept in{' '}
          <Link to="/outbox" className={css({ textDecoration: 'underline' })}>
            Pending changes
          </Link>
          : retry it or discard it there.
        </Trans>
      </span>
    </FormAlert>
  );
}
