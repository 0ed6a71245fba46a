/**
 * Micro-benchmark of the list export (target: 200,000 bookings to CSV in at most 5 s,
 * no synchronous slice over 200 ms). Run: `npx tsx src/lib/list-export/export.bench.ts`.
 * Prints the machine's load beside the figures (docs/ARCHITECTURE.md, List tools).
 */
import { loadavg } from 'node:os';
import type { Booking } from '../../contract/booking';
import { toMajorUnits } from '../../contract/money';
import { formatDate } from '../format/date';
import { exportRows, type ExportColumn } from './run-export';

const COUNT = Number(process.env.EXPORT_ROWS ?? 200_000);
const NAMES = [
  'Nur Aisyah binti Abdullah',
  'Muhammad Hafiz bin Razak',
  'Tan Mei Ling',
  'José Müller',
  'Siti Zulaikha',
];
const CITIES = ['KUL', 'PEN', 'BKI', 'SIN', 'Kota Kinabalu', 'Langkawi'];

function booking(index: number): Booking {
  const isFlight = index % 3 !== 0;
  const day = `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    merchantId: '00000000-0000-4000-8000-000000000001',
    bookingReference: `BK${String(index).padStart(8, '0')}`,
    bookingType: isFlight ? 'Flight' : 'Hotel',
    status: index % 7 === 0 ? 'Cancelled' : 'Confirmed',
    paymentStatus: index % 5 === 0 ? 'Unpaid' : 'Paid',
    travelerName: NAMES[index % NAMES.length] ?? '',
    bookingDate: day,
    departureDate: isFlight ? day : null,
    returnDate: null,
    origin: isFlight ? 'KUL' : null,
    destination: CITIES[index % CITIES.length] ?? '',
    hotelName: isFlight ? null : 'Hotel Seri Malaysia',
    checkIn: isFlight ? null : day,
    checkOut: isFlight ? null : day,
    supplierCode: index % 4 === 0 ? null : `SUP${index % 97}`,
    currency: 'MYR',
    amountSen: (index * 7919) % 10_000_000,
    organizationId: `ORG${index % 500}`,
    createdAt: `${day}T08:00:00.000Z`,
    updatedAt: `${day}T08:00:00.000Z`,
    version: 1,
  };
}

const date = (value: string | null) => (value ? formatDate(value, 'en') : null);
const columns: ExportColumn<Booking>[] = [
  { label: 'Booking reference', exportValue: (row) => row.bookingReference },
  { label: 'Type', exportValue: (row) => row.bookingType },
  { label: 'Status', exportValue: (row) => row.status },
  { label: 'Payment', exportValue: (row) => row.paymentStatus },
  { label: 'Traveler', exportValue: (row) => row.travelerName },
  { label: 'Booking date', exportValue: (row) => date(row.bookingDate) },
  { label: 'Travel date', exportValue: (row) => date(row.departureDate ?? row.checkIn) },
  { label: 'Destination', exportValue: (row) => row.destination },
  { label: 'Supplier', exportValue: (row) => row.supplierCode },
  { label: 'Currency', exportValue: (row) => row.currency },
  { label: 'Amount', exportValue: (row) => toMajorUnits(row.amountSen, row.currency) },
  { label: 'Organization ID', exportValue: (row) => row.organizationId },
];

async function measure(format: 'csv' | 'xlsx', rows: readonly Booking[]) {
  let longest = 0;
  let slices = 0;
  const started = performance.now();
  const blob = await exportRows({
    rows,
    columns,
    format,
    title: 'Bookings',
    onSlice: (ms) => {
      slices++;
      longest = Math.max(longest, ms);
    },
  });
  const total = performance.now() - started;
  const mb = (blob.size / 1e6).toFixed(1);
  console.log(
    `${format.toUpperCase()}: ${COUNT} rows in ${(total / 1000).toFixed(2)} s, ${slices} slices, ` +
      `longest slice ${longest.toFixed(0)} ms, ${mb} MB`,
  );
  return { total, longest };
}

const rows = Array.from({ length: COUNT }, (_, index) => booking(index));
console.log(
  `load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
const csv = await measure('csv', rows);
await measure('xlsx', rows);
const isMet = csv.total <= 5000 && csv.longest <= 200;
console.log(`CSV target (≤ 5 s, no slice over 200 ms): ${isMet ? 'met' : 'MISSED'}`);
