import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { OutboxOp } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';

/**
 * The server refused the last top-up (SPEC §8 'Top Up Error'): its reason, and where the top-up
 * waits (Pending changes: retry or discard). The message was translated when the answer came.
 */
export function TopUpErrorAlert({ op }: { op: OutboxOp }) {
  const { i18n } = useLingui();
  return (
    <div
      role="alert"
      className={css({
        bg: 'danger.bg',
        color: 'danger.fg',
        borderWidth: '1px',
        borderColor: 'danger.border',
        borderRadius: 'md',
        p: '3',
        display: 'grid',
        gap: '1',
      })}
    >
      <strong>{translateMessage(i18n, 'credit.topUpError')}</strong>
      {op.error ? <span>{op.error.message}</span> : null}
      <span className={css({ fontSize: 'sm' })}>
        <Trans>
          The top-up and its slip are kept in{' '}
          <Link to="/outbox" className={css({ textDecoration: 'underline' })}>
            Pending changes
          </Link>
          : retry it or discard it there.
        </Trans>
      </span>
    </div>
  );
}
