import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { BOOKING_STATUSES, BOOKING_TYPES, PAYMENT_STATUSES } from '../../contract';
import type { ListFilterControl } from '../../ui/list/list-types';
import { PAYMENT_LABELS, STATUS_LABELS, TYPE_LABELS } from './booking-format';

/** The bookings list's filters; how each matches is the descriptor's (bookingEntity.filters). */
export function useBookingFilters(): readonly ListFilterControl[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const options = <K extends string>(values: readonly K[], labels: Record<K, MessageDescriptor>) =>
      values.map((value) => ({ value, label: i18n._(labels[value]) }));
    return [
      { name: 'bookingReference', label: t`Booking reference`, control: 'text' },
      { name: 'travelerName', label: t`Traveler`, control: 'text' },
      {
        name: 'status',
        label: t`Status`,
        control: 'select',
        options: options(BOOKING_STATUSES, STATUS_LABELS),
        allLabel: t`All statuses`,
      },
      {
        name: 'paymentStatus',
        label: t`Payment`,
        control: 'select',
        options: options(PAYMENT_STATUSES, PAYMENT_LABELS),
        allLabel: t`All payments`,
      },
      {
        name: 'bookingType',
        label: t`Type`,
        control: 'select',
        options: options(BOOKING_TYPES, TYPE_LABELS),
        allLabel: t`All types`,
      },
      { name: 'dateFrom', label: t`Booked from`, control: 'date' },
      { name: 'dateTo', label: t`Booked to`, control: 'date' },
    ];
  }, [t, i18n]);
}
