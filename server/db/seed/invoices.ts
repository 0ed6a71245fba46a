import { createPerson, fullName } from './people';
import { addDays, cents, createRng, SEED_SPAN_DAYS, seedWindowEnd, seedWindowStart } from './prng';

export type InvoiceRow = {
  id: string;
  merchant_id: string;
  invoice_number: string;
  invoice_date: string;
  tour_code: string;
  guest_name: string;
  market: string;
  sales_type: string;
  pax: number;
  unit_price: string;
  amount: string;
  cost_booking_reference: string;
  cost_unit: number;
  cost_unit_price: string;
  cost_amount: string;
  gross_profit: string;
  gross_profit_percentage: string;
  remark: string | null;
  handled_by: string;
  currency: string;
  status: 'Active' | 'Inactive';
  created_at: string;
  updated_at: string;
};

export type InvoiceOptions = {
  count: number;
  seed: number;
  /** Start of the running invoice number, unique across seed runs. */
  offset?: number;
  merchantIds: readonly string[];
  /** First day of the seeded period (YYYY-MM-DD); defaults to 700 days before today. */
  windowStart?: string;
};

const REMARKS = [
  'Group booking, deposit received',
  'Corporate rate applied',
  'Pending supplier confirmation',
  'Umrah package, 12 days',
  'Early-bird promotion',
];

export function generateInvoices({
  count,
  seed,
  offset = 0,
  merchantIds,
  windowStart = seedWindowStart(),
}: InvoiceOptions): InvoiceRow[] {
  const rng = createRng(seed);
  const windowEnd = seedWindowEnd(windowStart);
  const rows: InvoiceRow[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(windowStart, rng.int(0, SEED_SPAN_DAYS));
    const pax = rng.int(1, 6);
    const unitPrice = rng.int(200, 8_000) * 100;
    const costUnitPrice = Math.round((unitPrice * rng.int(72, 93)) / 100);
    const amount = pax * unitPrice;
    const costAmount = pax * costUnitPrice;
    const profit = amount - costAmount;
    const destination = rng.pick(['KUL', 'PEN', 'BKI', 'LGK', 'BKK', 'JED', 'NRT', 'DPS']);
    const created = new Date(`${date}T00:00:00Z`).getTime() + rng.int(0, 86_399) * 1000;
    rows.push({
      id: rng.uuid(),
      merchant_id: rng.pick(merchantIds),
      invoice_number: `INV-${date.slice(0, 4)}-${String(offset + i + 1).padStart(6, '0')}`,
      invoice_date: date,
      tour_code: `TC-${destination}-${date.slice(2, 4)}${date.slice(5, 7)}-${rng.digits(3)}`,
      guest_name: fullName(createPerson(rng)),
      market: rng.pick(['Domestic', 'Outbound', 'Inbound', 'Umrah']),
      sales_type: rng.pick(['Air Ticket', 'Hotel', 'Tour Package', 'Transfer']),
      pax,
      unit_price: cents(unitPrice),
      amount: cents(amount),
      cost_booking_reference: `BK${rng.digits(7)}`,
      cost_unit: pax,
      cost_unit_price: cents(costUnitPrice),
      cost_amount: cents(costAmount),
      gross_profit: cents(profit),
      gross_profit_percentage: cents(Math.round((profit * 10_000) / amount)),
      remark: rng.chance(0.3) ? rng.pick(REMARKS) : null,
      handled_by: fullName(createPerson(rng)),
      currency: 'MYR',
      status: rng.chance(0.92) ? 'Active' : 'Inactive',
      created_at: new Date(created).toISOString(),
      updated_at: new Date(Math.min(created + rng.int(0, 30) * 86_400_000, windowEnd)).toISOString(),
    });
  }
  return rows;
}
