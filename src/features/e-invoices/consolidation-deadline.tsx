/**
 * A month's consolidated e-invoice deadline in words (docs/e-invoicing.md, Consolidated): the
 * 7 days after the month ends, counted by `consolidationDeadline` so the screen and the rules agree.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { consolidationDeadline } from '../../contract';
import { formatDate } from '../../lib/format/date';

const overdue = css({ color: 'danger.fg', fontWeight: 'semibold' });

/** A date that never breaks at its hyphens (`2026-Dis-07`): non-breaking hyphens (U+2011). */
const unbroken = (date: string) => date.replaceAll('-', '\u2011');

export function ConsolidationDeadline({ month, now, isDone }: { month: string; now: Date; isDone: boolean }) {
  const { i18n } = useLingui();
  const deadline = consolidationDeadline(month, now);
  // The last day to submit is the day before `dueAt` (midnight ending the 7th day).
  const lastDay = unbroken(formatDate(new Date(deadline.dueAt.getTime() - 1), i18n.locale));
  if (isDone) return <Trans>Reported</Trans>;
  if (deadline.isOverdue) {
    return (
      <span className={overdue}>
        <Trans>Overdue: due by {lastDay}</Trans>
      </span>
    );
  }
  if (!deadline.hasMonthEnded) return <Trans>Month not over; due by {lastDay}</Trans>;
  const days = deadline.daysLeft;
  return (
    <span className={days <= 2 ? overdue : undefined}>
      <Plural value={days} one={`# day left, due by ${lastDay}`} other={`# days left, due by ${lastDay}`} />
    </span>
  );
}
