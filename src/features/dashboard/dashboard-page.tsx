import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { SessionUser } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { DashboardFigures } from './dashboard-figures';

function useGreeting(hour: number) {
  if (hour < 12) return <Trans>Good morning</Trans>;
  if (hour < 18) return <Trans>Good afternoon</Trans>;
  return <Trans>Good evening</Trans>;
}

/** The dashboard greets the user and shows figures from the offline mirror. */
export function DashboardPage({ user, db }: { user: SessionUser; db: MirrorDb | null }) {
  const greeting = useGreeting(new Date().getHours());
  const firstName = user.firstName;
  const role = user.role;
  const merchantName = user.merchantName;
  return (
    <section aria-labelledby="dashboard-title" className={css({ display: 'grid', gap: '4' })}>
      <h1 id="dashboard-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {greeting}, {firstName}
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        {merchantName ? (
          <Trans>
            You are signed in as {role} of {merchantName}.
          </Trans>
        ) : (
          <Trans>You are signed in as {role}.</Trans>
        )}
      </p>
      {db ? <DashboardFigures db={db} user={user} /> : null}
    </section>
  );
}
