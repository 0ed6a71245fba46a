/**
 * A document's earlier e-invoice attempts on its panel (docs/e-invoicing.md, Resubmit): each one's
 * number, state, the time of its last state and the errors MyInvois gave it, newest first. They
 * stay as they were when the document was sent again. The errors' list is the panel's too.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { EInvoice, EInvoiceError } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import { errorField, errorText } from './e-invoice-error-fields';
import { EInvoiceStateBadge } from './e-invoice-state-badge';

const settledAt = (row: EInvoice) =>
  row.cancelledAt ?? row.invalidAt ?? row.validatedAt ?? row.submittedAt ?? row.queuedAt;

/** MyInvois's errors of an attempt, in the user's language, each at the field it names. */
export function EInvoiceErrorList({ errors, label }: { errors: readonly EInvoiceError[]; label?: string }) {
  const { i18n } = useLingui();
  return (
    <ul aria-label={label} className={css({ display: 'grid', gap: '1', color: 'danger.fg' })}>
      {errors.map((error, index) => {
        const field = errorField(i18n, error);
        return (
          <li key={index}>
            {field ? <strong>{field}: </strong> : null}
            {errorText(i18n.locale, error)}
          </li>
        );
      })}
    </ul>
  );
}

export function EInvoiceAttempts({ attempts }: { attempts: readonly EInvoice[] }) {
  const { t, i18n } = useLingui();
  if (attempts.length === 0) return null;
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
        <Trans>Earlier attempts</Trans>
      </h3>
      <ol aria-label={t`Earlier attempts`} className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}>
        {attempts.map((row) => (
          <li
            key={row.id}
            className={css({ display: 'grid', gap: '1', minW: '0', overflowWrap: 'anywhere' })}
          >
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
              <span>
                <Trans>Attempt {row.attempt}</Trans>
              </span>
              <EInvoiceStateBadge state={row.state} />
              <span className={css({ color: 'fg.muted' })}>
                {formatDateTime(settledAt(row), i18n.locale)}
              </span>
            </div>
            {row.errors.length > 0 ? <EInvoiceErrorList errors={row.errors} /> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
