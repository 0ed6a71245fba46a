import { describe, expect, it } from 'vitest';
import { formatDay, tripOf } from './booking-format';

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
