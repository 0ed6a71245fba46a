/**
 * A booking's detail as a side drawer over the list (docs/ARCHITECTURE.md, Bookings). Ark's Dialog
 * traps focus and closes on Escape; focus goes back to the row's button, also when the drawer was
 * opened by a reload of its address and no button had focus before.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatMoney } from '../../contract';
import { formatDate } from '../../lib/format/date';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { Loading } from '../../ui/loading';
import type { BookingRow } from '../../lib/list-engine';
import {
  formatDay,
  paymentLabel,
  PAYMENT_TONES,
  statusLabel,
  STATUS_TONES,
  typeLabel,
} from './booking-format';

type BookingDetailProps = {
  bookingId: string | undefined;
  /** The booking; undefined while the mirror is read, null when the device has no such booking. */
  booking: BookingRow | null | undefined;
  merchantName: (id: string) => string | null;
  onClose: () => void;
  /** What another area adds below the fields (its credit entries and "Pay with credit"). */
  extra?: (booking: BookingRow) => ReactNode;
};

export function BookingDetail({ bookingId, booking, merchantName, onClose, extra }: BookingDetailProps) {
  return (
    <DialogFrame
      open={bookingId !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="side"
      finalFocusEl={() => document.querySelector<HTMLElement>(`[data-row-open="${bookingId ?? ''}"]`)}
    >
      {booking ? (
        <>
          <BookingFields booking={booking} merchantName={merchantName} />
          {extra?.(booking)}
        </>
      ) : booking === null ? (
        <>
          <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            <Trans>Booking not found</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>This device has no booking with this address. It may belong to another merchant.</Trans>
          </Dialog.Description>
        </>
      ) : (
        <>
          <Dialog.Title className={css({ srOnly: true })}>
            <Trans>Booking</Trans>
          </Dialog.Title>
          <Loading />
        </>
      )}
      <Dialog.CloseTrigger asChild>
        <Button variant="outline" className={css({ justifySelf: 'start' })}>
          <Trans>Close</Trans>
        </Button>
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}

function BookingFields({
  booking,
  merchantName,
}: {
  booking: BookingRow;
  merchantName: (id: string) => string | null;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const day = (value: string | null) => formatDay(value, locale) || '—';
  const isFlight = booking.bookingType === 'Flight';
  const fields: [string, ReactNode][] = [
    [t`Type`, typeLabel(i18n, booking)],
    [t`Status`, <Badge tone={STATUS_TONES[booking.status]}>{statusLabel(i18n, booking)}</Badge>],
    [t`Payment`, <Badge tone={PAYMENT_TONES[booking.paymentStatus]}>{paymentLabel(i18n, booking)}</Badge>],
    [t`Traveler`, booking.travelerName],
    [t`Booking date`, day(booking.bookingDate)],
    ...(isFlight
      ? ([
          [t`Origin`, booking.origin ?? '—'],
          [t`Destination`, booking.destination],
          [t`Departure`, day(booking.departureDate)],
          [t`Return`, day(booking.returnDate)],
        ] as [string, ReactNode][])
      : ([
          [t`Hotel`, booking.hotelName ?? '—'],
          [t`City`, booking.destination],
          [t`Check-in`, day(booking.checkIn)],
          [t`Check-out`, day(booking.checkOut)],
        ] as [string, ReactNode][])),
    [t`Amount`, formatMoney(booking.amountSen, booking.currency, locale)],
    [t`Currency`, booking.currency],
    [t`Supplier`, booking.supplierCode ?? '—'],
    [t`Merchant`, merchantName(booking.merchantId) ?? booking.merchantId],
    [t`Organization ID`, booking.organizationId ?? '—'],
    [t`Created`, formatDate(booking.createdAt, locale)],
    [t`Updated`, formatDate(booking.updatedAt, locale)],
  ];
  return (
    <>
      <div className={css({ display: 'grid', gap: '1' })}>
        <Dialog.Title className={css({ fontSize: 'xl', fontWeight: 'bold', fontFamily: 'mono' })}>
          {booking.bookingReference}
        </Dialog.Title>
        <Dialog.Description className={css({ color: 'fg.muted' })}>
          {isFlight ? <Trans>Flight booking</Trans> : <Trans>Hotel booking</Trans>}
          {booking._pending ? (
            <>
              {' · '}
              <Trans>Pending sync</Trans>
            </>
          ) : null}
        </Dialog.Description>
      </div>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
          columnGap: '4',
          rowGap: '2',
          fontSize: 'sm',
        })}
      >
        {fields.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted' })}>{label}</dt>
            <dd className={css({ minW: '0' })}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
