/**
 * A booking's detail as a side drawer over the list (docs/ARCHITECTURE.md, Bookings). Ark's Dialog
 * traps focus and closes on Escape; focus goes back to the row's button, also when the drawer was
 * opened by a reload of its address and no button had focus before.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { formatDate, formatDay } from '../../lib/format/date';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { Loading } from '../../ui/loading';
import type { BookingRow } from '../../lib/list-engine';
import type { ListColumn } from '../../ui/list/list-types';

type BookingDetailProps = {
  bookingId: string | undefined;
  /** The booking; undefined while the mirror is read, null when the device has no such booking. */
  booking: BookingRow | null | undefined;
  /** The list's columns: the detail shows the booking's values as its cells do. */
  columns: readonly ListColumn<BookingRow>[];
  onClose: () => void;
  /** What another area adds below the fields (its credit entries and "Pay with credit"). */
  extra?: (booking: BookingRow) => ReactNode;
};

export function BookingDetail({ bookingId, booking, columns, onClose, extra }: BookingDetailProps) {
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
          <BookingFields booking={booking} columns={columns} />
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
  columns,
}: {
  booking: BookingRow;
  columns: readonly ListColumn<BookingRow>[];
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const day = (value: string | null) => formatDay(value, locale) || '—';
  const isFlight = booking.bookingType === 'Flight';
  const cells = (...keys: string[]) =>
    keys.flatMap((key): [string, ReactNode][] => {
      const column = columns.find((c) => c.key === key);
      return column ? [[column.label, column.render(booking)]] : [];
    });
  const fields: [string, ReactNode][] = [
    ...cells('bookingType', 'status', 'paymentStatus', 'travelerName', 'bookingDate'),
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
    ...cells('amountSen'),
    [t`Currency`, booking.currency],
    ...cells('supplierCode', 'merchantId'),
    [t`Organization ID`, booking.organizationId ?? '—'],
    ...cells('createdAt'),
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
