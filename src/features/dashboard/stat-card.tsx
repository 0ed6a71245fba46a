/** A dashboard figure as a card: an icon, the label, the value, a detail and the month's trend. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Icon, type IconName } from '../../ui/icons';
import type { Trend } from './dashboard-trends';

export const cardStyle = css({
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'sm',
  p: '5',
  display: 'grid',
  gap: '2',
  alignContent: 'start',
  minW: '0',
});

const iconBadge = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'md',
  bg: 'bg.selected',
  color: 'accent.fg',
});

/** "Up 12% from the same days last month", coloured and with an arrow; words carry the meaning. */
export function TrendNote({ trend }: { trend: Trend }) {
  const { i18n } = useLingui();
  if (trend.direction === 'flat') {
    return (
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        <Trans>Same as the same days last month</Trans>
      </p>
    );
  }
  const isUp = trend.direction === 'up';
  const percent = trend.percent === null ? null : new Intl.NumberFormat(i18n.locale).format(trend.percent);
  return (
    <p
      className={cx(
        css({ fontSize: 'sm', display: 'flex', gap: '1', alignItems: 'baseline' }),
        isUp ? css({ color: 'success.fg' }) : css({ color: 'danger.fg' }),
      )}
    >
      <span aria-hidden>{isUp ? '▲' : '▼'}</span>
      <span>
        {percent === null ? (
          <Trans>Up from none in the same days last month</Trans>
        ) : isUp ? (
          <Trans>Up {percent}% from the same days last month</Trans>
        ) : (
          <Trans>Down {percent}% from the same days last month</Trans>
        )}
      </span>
    </p>
  );
}

export function StatCard({
  icon,
  label,
  value,
  detail,
  trend,
}: {
  icon: IconName;
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  trend?: Trend | null;
}) {
  return (
    <div className={cardStyle} data-surface>
      {/* The icon sits in the term: a group of a definition list holds only its dt and dd. */}
      <dt
        className={css({
          display: 'flex',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
          color: 'fg.muted',
          fontSize: 'sm',
          fontWeight: 'medium',
        })}
      >
        {label}
        <span className={iconBadge}>
          <Icon name={icon} size={20} />
        </span>
      </dt>
      <dd className={css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight' })}>{value}</dd>
      {detail ? <dd className={css({ color: 'fg.muted', fontSize: 'sm' })}>{detail}</dd> : null}
      {trend ? (
        <dd>
          <TrendNote trend={trend} />
        </dd>
      ) : null}
    </div>
  );
}
