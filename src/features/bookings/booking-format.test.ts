import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, majorUnits, tripOf } from './booking-format';

const base = {
  bookingType: 'Flight' as const,
  origin: 'KUL',
  destination: 'LHR',
  hotelName: null,
};

describe('booking values as the list shows them', () => {
  it('shows integer minor units with the currency’s own decimals', () => {
    expect(formatMoney(123450, 'MYR', 'en').replace(/\s/g, ' ')).toBe('MYR 1,234.50');
    expect(majorUnits(123450, 'MYR', 'en')).toBe(1234.5);
    // Yen has no minor unit: 5000 is five thousand yen, not fifty.
    expect(majorUnits(5000, 'JPY', 'en')).toBe(5000);
    expect(formatMoney(5, 'MYR', 'en').replace(/\s/g, ' ')).toBe('MYR 0.05');
  });

  it('keeps an unknown currency code readable instead of failing the row', () => {
    expect(formatMoney(1999, 'XX1', 'en')).toBe('XX1 19.99');
  });

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
