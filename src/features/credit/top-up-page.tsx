/**
 * Top Up (/credit/top-up): the form for a new top-up with its bank-in slip (merchant
 * roles; staff may record one for a merchant) and, below it, the user's top-ups. Both read and
 * write the device only (the outbox sends), so a top-up made with no signal is kept and sent later.
 */
import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { SessionUser, TopUpListQuery } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { getMirror } from '../../lib/db';
import { Loading } from '../../ui/loading';
import { TopUpForm } from './top-up-form';
import { TopUpList } from './top-up-list';

type TopUpPageProps = {
  user: SessionUser;
  query: TopUpListQuery;
  onQueryChange: (next: Partial<TopUpListQuery>) => void;
};

export function TopUpPage({ user, query, onQueryChange }: TopUpPageProps) {
  const can = useCan(user);
  const db = getMirror();
  if (!db) return <Loading />;
  return (
    <div className={css({ display: 'grid', gap: '10', minW: '0' })}>
      {can('credit.topup', 'create') ? (
        <section aria-labelledby="top-up-title" className={css({ display: 'grid', gap: '4', maxW: '4xl' })}>
          <h1 id="top-up-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            <Trans>Top Up</Trans>
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            <Trans>
              Record a bank transfer to your credit account and attach the bank-in slip. The credit is added
              once a checker approves it.
            </Trans>
          </p>
          <TopUpForm db={db} user={user} />
        </section>
      ) : null}
      <TopUpList db={db} user={user} query={query} onQueryChange={onQueryChange} />
    </div>
  );
}
