/**
 * The bookings list's words and columns (docs/ARCHITECTURE.md, How to add an area): each column's
 * and filter's label, the translated states with their badge tones, and the special cells only.
 */
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { bookingEntity, type Booking } from '../../contract';
import type { BookingRow } from '../../lib/list-engine';
import { type AreaLabels, useAreaColumns } from '../../ui/list/area-list';
import type { ListColumn } from '../../ui/list/list-types';

export const BOOKING_LABELS = {
  fields: {
    bookingReference: msg`Booking reference`,
    bookingType: msg`Type`,
    travelerName: msg`Traveler`,
    bookingDate: msg`Booking date`,
    travelDate: msg`Travel date`,
    destination: msg`Route or hotel`,
    status: msg`Status`,
    paymentStatus: msg`Payment`,
    amountSen: msg`Amount`,
    supplierCode: msg`Supplier`,
    merchantId: msg`Merchant`,
    createdAt: msg`Created`,
    dateFrom: msg`Booked from`,
    dateTo: msg`Booked to`,
  },
  choices: {
    bookingType: { labels: { Flight: msg`Flight`, Hotel: msg`Hotel` }, all: msg`All types` },
    status: {
      labels: {
        Confirmed: msg`Confirmed`,
        Pending: msg({ context: 'booking status', message: 'Pending' }),
        Cancelled: msg`Cancelled`,
      },
      tones: { Confirmed: 'success', Pending: 'warning', Cancelled: 'danger' },
      all: msg`All statuses`,
    },
    paymentStatus: {
      labels: { Paid: msg`Paid`, Unpaid: msg`Unpaid`, Refunded: msg`Refunded` },
      tones: { Paid: 'success', Unpaid: 'warning', Refunded: 'info' },
      all: msg`All payments`,
    },
  },
} satisfies AreaLabels;

/** Where the trip goes: origin → destination for a flight, hotel and city for a hotel. */
export function tripOf(row: Booking): string {
  if (row.bookingType === 'Hotel')
    return row.hotelName ? `${row.hotelName}, ${row.destination}` : row.destination;
  return row.origin ? `${row.origin} → ${row.destination}` : row.destination;
}

/**
 * `merchantName` names a booking's merchant from the merchants the device mirrors (staff); a
 * merchant user mirrors only their own, and an unknown one shows its id.
 */
export function useBookingColumns(
  merchantName: (id: string) => string | null,
): readonly ListColumn<BookingRow>[] {
  const special = useMemo(() => {
    const merchant = (row: BookingRow) => merchantName(row.merchantId) ?? row.merchantId;
    return {
      destination: { render: tripOf, exportValue: tripOf },
      // Two lines of 8rem hold a short merchant's name whole beside Malay's longer labels.
      merchantId: { render: merchant, exportValue: merchant, minWidth: '8rem' },
    };
  }, [merchantName]);
  return useAreaColumns(bookingEntity, BOOKING_LABELS, special);
}
