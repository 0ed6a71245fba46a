import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../lib/list-engine';
import { formatDay } from '../../lib/format/date';
import { bookingEntity } from '../../contract';
import { useAreaFilters } from '../../ui/list/area-list';
import { BOOKING_LABELS, tripOf, useBookingColumns } from './booking-columns';

const columnsIn = (locale: string) => {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useBookingColumns(() => null), { wrapper }).result.current;
};

const row = (amountSen: number, currency: string) => ({ amountSen, currency }) as BookingRow;

describe('the booking list’s amount (docs/ARCHITECTURE.md, Money)', () => {
  it('reads RM 1,234.50 in English as in Malay, like every other screen', () => {
    for (const locale of ['en', 'ms']) {
      const amount = columnsIn(locale).find((column) => column.key === 'amountSen');
      expect(amount?.render(row(123_450, 'MYR'))).toBe('RM\u00a01,234.50');
      // Never a bare "$": a US dollar amount names its currency in Malaysia.
      expect(amount?.render(row(481_949, 'USD'))).toMatch(/^US(\$|D\u00a0)4,819\.49$/);
      expect(amount?.exportValue?.(row(123_450, 'MYR'))).toBe(1234.5);
    }
  });
});

const base = {
  bookingType: 'Flight' as const,
  origin: 'KUL',
  destination: 'LHR',
  hotelName: null,
};

describe('booking values as the list shows them', () => {
  it('shows a calendar date on its own day, whatever the time zone', () => {
    expect(formatDay('2026-11-01', 'en')).toBe('2026-Nov-01');
    expect(formatDay(null, 'en')).toBe('');
  });

  it('names a flight by its route and a hotel by its name and city', () => {
    // Only the fields tripOf reads matter here.
    expect(tripOf({ ...base } as never)).toBe('KUL → LHR');
    expect(
      tripOf({
        ...base,
        bookingType: 'Hotel',
        origin: null,
        hotelName: 'Hotel Kinabalu',
        destination: 'Kota Kinabalu',
      } as never),
    ).toBe('Hotel Kinabalu, Kota Kinabalu');
  });
});

describe('the booking filters, a control per filter rule', () => {
  it('gives text, a select of the status values with its blank choice, and two date bounds', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    );
    const filters = renderHook(() => useAreaFilters(bookingEntity, BOOKING_LABELS), { wrapper }).result
      .current;
    expect(filters.map((filter) => [filter.name, filter.control])).toEqual([
      ['bookingReference', 'text'],
      ['bookingType', 'select'],
      ['travelerName', 'text'],
      ['status', 'select'],
      ['paymentStatus', 'select'],
      // The date range closes the bar, so its two dates wrap together.
      ['dateFrom', 'date'],
      ['dateTo', 'date'],
    ]);
    const status = filters.find((filter) => filter.name === 'status');
    expect(status?.options?.map((option) => option.value)).toEqual(['Confirmed', 'Pending', 'Cancelled']);
    expect(status?.allLabel).toBe('All statuses');
  });
});
