/** A top-up's fields and its trail (submitted, decided, reason), and the duplicate-slip warning. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatMoney, type TopUp } from '../../contract';
import { formatDateTime } from '../../lib/format/date';
import { PAYMENT_METHOD_LABELS } from './credit-labels';

type FieldsProps = {
  topUp: TopUp;
  merchantName: string;
  /** The top-up that carried the same slip first, when this device has it (for its reference). */
  duplicateOf: Pick<TopUp, 'id' | 'referenceNumber'> | null;
};

export function TopUpDetailFields({ topUp, merchantName, duplicateOf }: FieldsProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const fields: [string, ReactNode][] = [
    [t`Merchant`, merchantName],
    [t`Amount`, formatMoney(topUp.amountSen, topUp.currency, locale)],
    [t`Payment method`, i18n._(PAYMENT_METHOD_LABELS[topUp.methodCode])],
    [t`Method code`, topUp.methodCode],
    [t`Bank`, topUp.bankName],
    [t`Account number`, topUp.accountNumber],
    [t`Reference number`, topUp.referenceNumber],
    [t`Bank-in date and time`, when(topUp.bankInAt)],
    [t`Remark`, topUp.remark ?? '—'],
  ];
  const trail: [string, ReactNode][] = [
    [t`Submitted by`, topUp.submittedByName],
    [t`Submitted`, when(topUp.createdAt)],
    [t`Decided by`, topUp.decidedByName ?? '—'],
    [t`Decided`, when(topUp.decidedAt)],
    [t`Reason`, topUp.decisionReason ?? '—'],
  ];
  const slipDate = when(topUp.duplicateOfAt);
  const otherReference = duplicateOf?.referenceNumber ?? topUp.duplicateOfId?.slice(0, 8) ?? '';

  return (
    <div className={css({ display: 'grid', gap: '4', alignContent: 'start', minW: '0' })}>
      {topUp.duplicateOfId ? (
        <div
          role="alert"
          className={css({
            borderWidth: 'thin',
            borderColor: 'danger.fg',
            bg: 'danger.bg',
            color: 'danger.fg',
            borderRadius: 'md',
            p: '3',
            fontSize: 'sm',
          })}
        >
          <Trans>
            This slip was already submitted on {slipDate} (top-up{' '}
            <Link
              to="/credit/credit-management/$id"
              params={{ id: topUp.duplicateOfId }}
              className={css({ textDecoration: 'underline', fontWeight: 'semibold' })}
            >
              {otherReference}
            </Link>
            ).
          </Trans>
        </div>
      ) : null}
      <FieldList label={t`Top-up`} fields={fields} />
      <FieldList label={t`Trail`} fields={trail} />
    </div>
  );
}

function FieldList({ label, fields }: { label: string; fields: [string, ReactNode][] }) {
  return (
    <section aria-label={label} className={css({ display: 'grid', gap: '2' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{label}</h2>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: '10rem minmax(0, 1fr)',
          columnGap: '4',
          rowGap: '2',
          fontSize: 'sm',
        })}
      >
        {fields.map(([name, value]) => (
          <div key={name} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted' })}>{name}</dt>
            <dd className={css({ minW: '0', overflowWrap: 'anywhere' })}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
