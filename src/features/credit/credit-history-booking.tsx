/**
 * A booking's credit, in its detail drawer: the ledger entries of the booking from the
 * creditEntries mirror, a link to them in Credit History, and "Pay with credit" for an Unpaid
 * booking in ringgit. The available credit is shown first and `spendBlock` refuses at once what
 * the server would refuse; the payment is one outbox op (the booking shows Paid at once).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import type { Booking, SessionUser } from '../../contract';
import {
  CREDIT_CURRENCY,
  CREDIT_FUNCTIONS,
  emptyCreditAccount,
  formatMoney,
  isPayableWithCredit,
  spendBlock,
} from '../../contract';
import { useCan } from '../../lib/access/access-check';
import { formatDateTime } from '../../lib/format/date';
import { translateMessage } from '../../lib/i18n/server-messages';
import { getMirror } from '../../lib/db';
import { defaultQuery, useEntityIndex, useEntityPage } from '../../lib/list-engine';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useQueuedChange } from '../../ui/list/use-queued-change';
import { payWithCredit } from './credit-decisions.store';
import { CREDIT_ACTION_LABELS } from './credit-labels';

type BookingCreditProps = {
  user: SessionUser;
  booking: Booking & { _pending?: boolean };
};

const linkStyle = css({ color: 'accent.fg', textDecoration: 'underline', fontSize: 'sm' });

export function BookingCredit({ user, booking }: BookingCreditProps) {
  const { t, i18n } = useLingui();
  const can = useCan(user);
  const db = getMirror();
  const query = useMemo(
    () => ({ ...defaultQuery('creditEntries'), bookingId: booking.id, pageSize: 10 as const }),
    [booking.id],
  );
  const entries = useEntityPage(db, 'creditEntries', query);
  const [historyKey, historyAction] = CREDIT_FUNCTIONS.viewHistory;
  const money = (sen: number) => formatMoney(sen, CREDIT_CURRENCY, i18n.locale);
  const canSeeHistory = can(historyKey, historyAction);
  return (
    <section aria-label={t`Credit`} className={css({ display: 'grid', gap: '2' })}>
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        <Trans>Credit</Trans>
      </h3>
      {entries?.items.length ? (
        <table className={css({ fontSize: 'sm', w: 'full', borderCollapse: 'collapse' })}>
          <caption className={css({ srOnly: true })}>{t`Credit movements of this booking`}</caption>
          <thead className={css({ srOnly: true })}>
            <tr>
              <th scope="col">{t`Date and time`}</th>
              <th scope="col">{t`Action`}</th>
              <th scope="col">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {entries.items.map((entry) => (
              <tr
                key={entry.id}
                className={css({ borderBottomWidth: 'thin', borderColor: 'border.default' })}
              >
                <td className={css({ py: '1', pr: '2', color: 'fg.muted', whiteSpace: 'nowrap' })}>
                  {formatDateTime(entry.createdAt, i18n.locale)}
                </td>
                <td className={css({ py: '1', pr: '2' })}>{i18n._(CREDIT_ACTION_LABELS[entry.action])}</td>
                <td
                  className={css({ py: '1', textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 'medium' })}
                >
                  {money(entry.amountSen)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>No credit movements for this booking.</Trans>
        </p>
      )}
      {canSeeHistory ? (
        <Link to="/credit/credit-history" search={{ bookingId: booking.id }} className={linkStyle}>
          <Trans>See its entries in Credit History</Trans>
        </Link>
      ) : null}
      <PayWithCredit user={user} booking={booking} />
    </section>
  );
}

function PayWithCredit({ user, booking }: BookingCreditProps) {
  const { i18n } = useLingui();
  const can = useCan(user);
  const queueChange = useQueuedChange();
  const accounts = useEntityIndex(getMirror(), 'creditAccounts');
  const [isConfirming, setConfirming] = useState(false);
  const [menuKey, action] = CREDIT_FUNCTIONS.redeem;
  const isOwn = user.userType === 'staff' || user.merchantId === booking.merchantId;
  if (!isOwn || !can(menuKey, action) || !isPayableWithCredit(booking) || booking._pending) return null;
  const account = accounts?.get(booking.merchantId) ?? emptyCreditAccount(booking.merchantId, '');
  const block = spendBlock(account, booking.amountSen);
  const available = formatMoney(Math.max(0, account.availableSen), CREDIT_CURRENCY, i18n.locale);
  const amount = formatMoney(booking.amountSen, booking.currency, i18n.locale);
  return (
    <div className={css({ display: 'grid', gap: '2', borderTopWidth: 'thin', pt: '3' })}>
      <p className={css({ fontSize: 'sm' })}>
        <Trans>Available credit: {available}</Trans>
      </p>
      {block ? (
        <p role="note" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {translateMessage(i18n, block.code, block.params)}
        </p>
      ) : null}
      <div>
        <Button size="sm" disabled={Boolean(block)} onClick={() => setConfirming(true)}>
          <Trans>Pay with credit</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={<Trans>Pay {amount} with credit?</Trans>}
        description={
          <Trans>The amount is taken from the merchant’s credit and the booking becomes Paid.</Trans>
        }
        confirmLabel={<Trans>Pay with credit</Trans>}
        onConfirm={() =>
          void queueChange(() => payWithCredit(booking), translateMessage(i18n, 'credit.redeemed'))
        }
      />
    </div>
  );
}
