import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { formatMoney, mayView } from '../../contract';
import type { SessionUser } from '../../contract';
import { usePermissions } from '../../lib/access/access-check';
import type { MirrorDb } from '../../lib/db';
import { formatCalendarDate } from '../../lib/format/date';
import { useEntityIndex } from '../../lib/list-engine';
import { useEntityReady } from '../../lib/sync/entity-ready';
import { DownloadState } from '../../ui/list/download-state';
import { Loading } from '../../ui/loading';
import { bookingsByDay, invoiceStats, merchantCounts, usersByRole } from './dashboard-stats';
import { bookingPeriods, invoicePeriods, merchantPeriods, trendOf } from './dashboard-trends';
import { RecentActivity } from './recent-activity';
import { cardStyle as card, StatCard } from './stat-card';

/** What a figure's card says while its entity's first download runs. */
const DOWNLOADING = {
  merchants: msg`Downloading merchants…`,
  users: msg`Downloading users…`,
  bookings: msg`Downloading bookings…`,
  invoices: msg`Downloading invoices…`,
};

const BookingsChart = lazy(() =>
  import('./bookings-chart').then((module) => ({ default: module.BookingsChart })),
);

/**
 * Which figures may be shown: one whose rows are still downloading says so instead of a zero
 *. Undefined until every readiness is read.
 */
function useFigureReadiness(db: MirrorDb) {
  const merchants = useEntityReady(db, 'merchants');
  const roles = useEntityReady(db, 'roles');
  const users = useEntityReady(db, 'users');
  const bookings = useEntityReady(db, 'bookings');
  const invoices = useEntityReady(db, 'invoices');
  if (!merchants || !roles || !users || !bookings || !invoices) return undefined;
  return { merchants, users: roles.ready ? users : roles, bookings, invoices };
}

/** Every figure, recomputed when the rows it counts change; null until all are loaded. */
function useDashboardStats(db: MirrorDb) {
  const roles = useLiveQuery(() => db.roles.toArray(), [db]);
  const merchants = useEntityIndex(db, 'merchants');
  const users = useEntityIndex(db, 'users');
  const bookings = useEntityIndex(db, 'bookings');
  const invoices = useEntityIndex(db, 'invoices');
  const merchantVersion = merchants?.version;
  const userVersion = users?.version;
  const bookingVersion = bookings?.version;
  const invoiceVersion = invoices?.version;
  const merchantFigures = useMemo(
    () => (merchants && merchantVersion !== undefined ? merchantCounts(merchants) : null),
    [merchants, merchantVersion],
  );
  const roleFigures = useMemo(
    () => (roles && users && userVersion !== undefined ? usersByRole(roles, users) : null),
    [roles, users, userVersion],
  );
  const dayFigures = useMemo(
    () => (bookings && bookingVersion !== undefined ? bookingsByDay(bookings) : null),
    [bookings, bookingVersion],
  );
  const invoicesThisMonth = useMemo(
    () => (invoices && invoiceVersion !== undefined ? invoiceStats(invoices) : null),
    [invoices, invoiceVersion],
  );
  // This month so far against the same span of last month, per figure (dashboard-trends.ts).
  const periods = useMemo(
    () =>
      merchants && bookings && invoices && merchantVersion !== undefined
        ? {
            merchants: merchantPeriods(merchants),
            bookings: bookingPeriods(bookings),
            invoices: invoicePeriods(invoices),
          }
        : null,
    // The versions re-count when the mirror changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [merchants, bookings, invoices, merchantVersion, bookingVersion, invoiceVersion],
  );
  if (!merchantFigures || !roleFigures || !dayFigures || !invoicesThisMonth || !periods) return null;
  return {
    merchants: merchantFigures,
    usersByRole: roleFigures,
    bookingsByDay: dayFigures,
    invoicesThisMonth,
    periods,
  };
}

/**
 * Figures from the mirror: they show offline and follow every sync. A figure of an entity the
 * access policy does not let the user read is not offered (its rows are not on the device).
 */
export function DashboardFigures({ db, user }: { db: MirrorDb; user: SessionUser }) {
  const { i18n } = useLingui();
  const permissions = usePermissions(user);
  const sees = (entity: 'merchants' | 'users' | 'bookings' | 'invoices') => mayView(permissions, entity);
  const stats = useDashboardStats(db);
  const ready = useFigureReadiness(db);
  const chartTitleId = useId();
  const rolesTitleId = useId();
  const activityTitleId = useId();
  if (!stats || !ready) return <Loading />;
  const downloading = (entity: 'merchants' | 'users' | 'bookings' | 'invoices') =>
    ready[entity].ready ? null : (
      <DownloadState title={i18n._(DOWNLOADING[entity])} readiness={ready[entity]} compact />
    );
  const { merchants, periods } = stats;
  const number = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const { totals } = stats.invoicesThisMonth;
  const money = totals.length
    ? totals.map((sum) => formatMoney(sum.amountSen, sum.currency, i18n.locale)).join(' · ')
    : formatMoney(0, 'MYR', i18n.locale);
  const bookingTotal = stats.bookingsByDay.reduce((sum, day) => sum + day.count, 0);
  const active = number(merchants.active);
  const inactive = number(merchants.inactive);
  const newMerchants = number(periods.merchants.current);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <dl
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {sees('merchants') ? (
          <StatCard
            icon="store"
            label={<Trans>Merchants</Trans>}
            value={downloading('merchants') ?? number(merchants.active + merchants.inactive)}
            detail={
              downloading('merchants') ? null : (
                <Trans>
                  {active} active, {inactive} inactive; {newMerchants} new this month
                </Trans>
              )
            }
            trend={downloading('merchants') ? null : trendOf(periods.merchants)}
          />
        ) : null}
        {sees('merchants') ? (
          <StatCard
            icon="clock"
            label={<Trans>Pending approvals</Trans>}
            value={downloading('merchants') ?? number(merchants.awaitingApproval)}
          />
        ) : null}
        {sees('bookings') ? (
          <StatCard
            icon="plane"
            label={<Trans>Bookings this month</Trans>}
            value={downloading('bookings') ?? number(periods.bookings.current)}
            trend={downloading('bookings') ? null : trendOf(periods.bookings)}
          />
        ) : null}
        {sees('invoices') ? (
          <StatCard
            icon="file"
            label={<Trans>Invoices this month</Trans>}
            value={downloading('invoices') ?? number(stats.invoicesThisMonth.count)}
            detail={downloading('invoices') ? null : money}
            trend={downloading('invoices') ? null : trendOf(periods.invoices)}
          />
        ) : null}
      </dl>
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        })}
      >
        {sees('bookings') ? (
          <section aria-labelledby={chartTitleId} className={card} data-surface>
            <h2 id={chartTitleId} className={css({ fontWeight: 'semibold' })}>
              {ready.bookings.ready ? (
                <Trans>Bookings in the last 30 days: {bookingTotal}</Trans>
              ) : (
                <Trans>Bookings in the last 30 days</Trans>
              )}
            </h2>
            {ready.bookings.ready ? (
              <>
                <Suspense fallback={<Loading />}>
                  <BookingsChart data={stats.bookingsByDay} />
                </Suspense>
                <details>
                  <summary className={css({ cursor: 'pointer', fontSize: 'sm', color: 'fg.muted' })}>
                    <Trans>Show the figures as a table</Trans>
                  </summary>
                  <table className={css({ fontSize: 'sm', mt: '2' })}>
                    <thead>
                      <tr>
                        <th scope="col" className={css({ textAlign: 'left', pr: '6' })}>
                          <Trans>Day</Trans>
                        </th>
                        <th scope="col" className={css({ textAlign: 'right' })}>
                          <Trans>Bookings</Trans>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {stats.bookingsByDay.map((entry) => (
                        <tr key={entry.day}>
                          <td className={css({ pr: '6' })}>{formatCalendarDate(entry.day, i18n.locale)}</td>
                          <td className={css({ textAlign: 'right' })}>{number(entry.count)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            ) : (
              <DownloadState title={i18n._(DOWNLOADING.bookings)} readiness={ready.bookings} />
            )}
          </section>
        ) : null}
        <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
          <section aria-labelledby={activityTitleId} className={card} data-surface>
            <h2 id={activityTitleId} className={css({ fontWeight: 'semibold' })}>
              <Trans>Recent activity</Trans>
            </h2>
            <RecentActivity />
          </section>
          {sees('users') ? (
            <section aria-labelledby={rolesTitleId} className={card} data-surface>
              <h2 id={rolesTitleId} className={css({ fontWeight: 'semibold' })}>
                <Trans>Users by role</Trans>
              </h2>
              {downloading('users') ?? (
                <dl className={css({ display: 'grid', gap: '1' })}>
                  {stats.usersByRole.map((entry) => (
                    <div
                      key={entry.role}
                      className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm' })}
                    >
                      <dt>{entry.role}</dt>
                      <dd className={css({ fontWeight: 'semibold' })}>{number(entry.count)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
