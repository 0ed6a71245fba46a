import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { OutboxOp } from '../../lib/db';
import { translateMessage } from '../../lib/i18n/server-messages';
import { FormAlert } from '../../ui/form-alert';

/**
 * The server refused the last top-up ('Top Up Error': docs/product.md, Top-ups): its reason, and where the
 * top-up waits (Pending changes: retry or discard). The message was translated when the answer came.
 */
export function TopUpErrorAlert({ op }: { op: OutboxOp }) {
  const { i18n } = useLingui();
  return (
    <FormAlert title={translateMessage(i18n, 'credit.topUpError')} message={op.error?.message ?? null}>
      <span>
        <Trans>
          The top-up and its slip are kept in{' '}
          <Link to="/outbox" className={css({ textDecoration: 'underline' })}>
            Pending changes
          </Link>
          : retry it or discard it there.
        </Trans>
      </span>
    </FormAlert>
  );
}
