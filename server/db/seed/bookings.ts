import { createPerson, fullName } from './people';
import { addDays, createRng, laterInWindow, SEED_SPAN_DAYS, seedWindowEnd, seedWindowStart } from './prng';
import type { Rng } from './prng';

export type BookingRow = {
  id: string;
  merchant_id: string;
  booking_reference: string;
  booking_type: 'Flight' | 'Hotel';
  status: string;
  payment_status: string;
  traveler_name: string;
  booking_date: string;
  departure_date: string | null;
  return_date: string | null;
  origin: string | null;
  destination: string;
  check_in: string | null;
  check_out: string | null;
  supplier_code: string;
  hotel_name: string | null;
  /** Integer minor units of `currency` (docs/ARCHITECTURE.md, Money). */
  amount_sen: number;
  currency: string;
  organization_id: string;
  created_at: string;
  updated_at: string;
};

const AIRPORTS = [
  'KUL',
  'PEN',
  'BKI',
  'KCH',
  'JHB',
  'LGK',
  'KBR',
  'SIN',
  'BKK',
  'DPS',
  'HKG',
  'NRT',
  'ICN',
  'CGK',
  'DXB',
  'JED',
  'LHR',
];
const HOTEL_CITIES = [
  'Kuala Lumpur',
  'George Town',
  'Langkawi',
  'Kota Kinabalu',
  'Melaka',
  'Ipoh',
  'Kuching',
  'Singapore',
  'Bangkok',
  'Bali',
  'Makkah',
  'Tokyo',
];
/** Hotel names are the brand plus the city: "Seri Pacific Kuala Lumpur". */
const HOTEL_BRANDS = [
  'Grand Seasons',
  'Seri Pacific',
  'Royale Heritage',
  'Casa Mutiara',
  'The Orchid Suites',
  'Hotel Cahaya',
  'Nusantara Resort',
];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Six-character airline-style record locator. */
function reference(rng: Rng): string {
  return Array.from({ length: 6 }, () => LETTERS[rng.int(0, LETTERS.length - 1)]).join('');
}

export type BookingOptions = {
  count: number;
  seed: number;
  merchantIds: readonly string[];
  /** First day of the seeded period (YYYY-MM-DD); defaults to 700 days before today. */
  windowStart?: string;
};

export function generateBookings({
  count,
  seed,
  merchantIds,
  windowStart = seedWindowStart(),
}: BookingOptions): BookingRow[] {
  const rng = createRng(seed);
  const windowEnd = seedWindowEnd(windowStart);
  const references = new Set<string>();
  const rows: BookingRow[] = [];
  for (let i = 0; i < count; i++) {
    let ref = reference(rng);
    while (references.has(ref)) ref = reference(rng);
    references.add(ref);
    const merchantId = rng.pick(merchantIds);
    const isFlight = rng.chance(0.6);
    const bookingDate = addDays(windowStart, rng.int(0, SEED_SPAN_DAYS - 1));
    const start = addDays(bookingDate, rng.int(3, 120));
    const end = addDays(start, rng.int(1, 14));
    const origin = rng.pick(AIRPORTS);
    const destination = isFlight
      ? rng.pick(AIRPORTS.filter((code) => code !== origin))
      : rng.pick(HOTEL_CITIES);
    const roundTrip = isFlight && rng.chance(0.7);
    const hotelName = isFlight ? null : `${rng.pick(HOTEL_BRANDS)} ${destination}`;
    const created = new Date(`${bookingDate}T00:00:00Z`).getTime() + rng.int(0, 86_399) * 1000;
    rows.push({
      id: rng.uuid(),
      merchant_id: merchantId,
      booking_reference: ref,
      booking_type: isFlight ? 'Flight' : 'Hotel',
      status: rng.pick(['Confirmed', 'Confirmed', 'Confirmed', 'Confirmed', 'Pending', 'Cancelled']),
      payment_status: rng.pick(['Paid', 'Paid', 'Paid', 'Unpaid', 'Refunded']),
      traveler_name: fullName(createPerson(rng)),
      booking_date: bookingDate,
      departure_date: isFlight ? start : null,
      return_date: roundTrip ? end : null,
      origin: isFlight ? origin : null,
      destination,
      check_in: isFlight ? null : start,
      check_out: isFlight ? null : end,
      supplier_code: isFlight
        ? rng.pick(['MH', 'AK', 'OD', 'SQ', 'TG', 'EK', 'FY'])
        : rng.pick(['HBD', 'EXP', 'AGD', 'TBO']),
      hotel_name: hotelName,
      amount_sen: isFlight ? rng.int(15_000, 600_000) : rng.int(18_000, 450_000),
      currency: rng.chance(0.9) ? 'MYR' : rng.pick(['SGD', 'USD']),
      // Organisation of the booking: derived from the merchant so it is stable per merchant.
      organization_id: `ORG-${merchantId.slice(0, 8).toUpperCase()}`,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(
        laterInWindow(created, created + rng.int(0, 30) * 86_400_000, windowEnd),
      ).toISOString(),
    });
  }
  return rows;
}
