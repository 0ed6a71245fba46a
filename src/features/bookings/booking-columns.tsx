/** The bookings list's columns (docs/ARCHITECTURE.md, How to add an area): one per descriptor column. */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { bookingEntity, travelDateOf } from '../../contract';
import { formatDate } from '../../lib/format/date';
import type { BookingRow } from '../../lib/list-engine';
import { Badge } from '../../ui/badge';
import { type ColumnCell, columnsOf, moneyCell } from '../../ui/list/column-cells';
import type { ListColumn } from '../../ui/list/list-types';
import {
  formatDay,
  paymentLabel,
  PAYMENT_TONES,
  statusLabel,
  STATUS_TONES,
  tripOf,
  typeLabel,
} from './booking-format';

type Cell = ColumnCell<BookingRow>;

/**
 * `merchantName` names a booking's merchant from the merchants the device mirrors (staff); a
 * merchant user mirrors only their own, and an unknown one shows its id.
 */
export function useBookingColumns(
  merchantName: (id: string) => string | null,
): readonly ListColumn<BookingRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const cells: Record<string, Cell> = {
      bookingReference: {
        label: t`Booking reference`,
        render: (row) => row.bookingReference,
        exportValue: (row) => row.bookingReference,
      },
      bookingType: {
        label: t`Type`,
        render: (row) => typeLabel(i18n, row),
        exportValue: (row) => typeLabel(i18n, row),
      },
      travelerName: {
        label: t`Traveler`,
        render: (row) => row.travelerName,
        exportValue: (row) => row.travelerName,
      },
      bookingDate: {
        label: t`Booking date`,
        render: (row) => formatDay(row.bookingDate, locale),
        exportValue: (row) => formatDay(row.bookingDate, locale),
      },
      travelDate: {
        label: t`Travel date`,
        render: (row) => formatDay(travelDateOf(row), locale),
        exportValue: (row) => formatDay(travelDateOf(row), locale),
      },
      destination: {
        label: t`Route or hotel`,
        render: tripOf,
        exportValue: tripOf,
      },
      status: {
        label: t`Status`,
        render: (row) => <Badge tone={STATUS_TONES[row.status]}>{statusLabel(i18n, row)}</Badge>,
        exportValue: (row) => statusLabel(i18n, row),
      },
      paymentStatus: {
        label: t`Payment`,
        render: (row) => <Badge tone={PAYMENT_TONES[row.paymentStatus]}>{paymentLabel(i18n, row)}</Badge>,
        exportValue: (row) => paymentLabel(i18n, row),
      },
      amountSen: moneyCell(
        t`Amount`,
        (row) => row.amountSen,
        (row) => row.currency,
        locale,
      ),
      supplierCode: {
        label: t`Supplier`,
        render: (row) => row.supplierCode ?? '—',
        exportValue: (row) => row.supplierCode,
      },
      merchantId: {
        label: t`Merchant`,
        render: (row) => merchantName(row.merchantId) ?? row.merchantId,
        exportValue: (row) => merchantName(row.merchantId) ?? row.merchantId,
      },
      createdAt: {
        label: t`Created`,
        render: (row) => formatDate(row.createdAt, locale),
        exportValue: (row) => formatDate(row.createdAt, locale),
      },
    };
    return columnsOf('booking', bookingEntity.columns, cells);
  }, [t, i18n, merchantName]);
}
