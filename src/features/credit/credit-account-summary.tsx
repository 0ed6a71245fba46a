/**
 * A merchant's credit account at a glance: credit limit, balance, pending and available, from the
 * creditAccounts mirror (zeros when the merchant has no entry yet). The figures are the server's,
 * derived from the ledger in the transaction that wrote its last entry.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { CREDIT_CURRENCY, formatMoney, type CreditAccount } from '../../contract';

type SummaryProps = {
  /** The account, or null when a staff user has not chosen a merchant. */
  account: Pick<CreditAccount, 'limitSen' | 'balanceSen' | 'pendingSen' | 'availableSen'> | null;
  merchantName: string | null;
};

export function CreditAccountSummary({ account, merchantName }: SummaryProps) {
  const { t, i18n } = useLingui();
  const money = (sen: number) => formatMoney(sen, CREDIT_CURRENCY, i18n.locale);
  const title = merchantName ? t`Credit account of ${merchantName}` : t`Credit account`;
  return (
    <section aria-label={title} className={css({ display: 'grid', gap: '3' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h2>
      {account ? (
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            gap: '3',
          })}
        >
          {(
            [
              [t`Credit limit`, account.limitSen],
              [t`Balance`, account.balanceSen],
              [t`Pending`, account.pendingSen],
              [t`Available`, account.availableSen],
            ] as const
          ).map(([label, sen]) => (
            <div
              key={label}
              className={css({
                p: '4',
                display: 'grid',
                gap: '1',
                bg: 'bg.surface',
                borderWidth: 'thin',
                borderColor: 'border.default',
                borderRadius: 'lg',
              })}
            >
              <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
              <dd className={css({ fontSize: 'xl', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                {money(sen)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          <Trans>Choose a merchant in the filters to see their credit account.</Trans>
        </p>
      )}
    </section>
  );
}
