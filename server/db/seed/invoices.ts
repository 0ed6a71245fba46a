/**
 * Seeded invoices and their credit and debit notes: real documents whose figures come
 * from the contract's `computeDocumentTotals`, so every row adds up as the server would have
 * computed it. Mostly Issued, some Drafts (no number), some Deactivated (fully credited first),
 * some with notes whose sums respect the rules (a credit never exceeds what remains). Numbers are
 * gap-free per series and year, continuing the counters passed in.
 */
import {
  computeDocumentTotals,
  computeNoteTotals,
  documentNumber,
  MARKETS,
  PAYMENT_MODES,
  SALES_TYPES,
  SST_RATES,
  withNote,
} from '../../../src/contract';
import type { CostLine, NoteKind, NoteLine, RevenueLine } from '../../../src/contract';
import { createPerson, fullName } from './people';
import { addDays, createRng, laterInWindow, SEED_SPAN_DAYS, seedWindowEnd, seedWindowStart } from './prng';
import type { Rng } from './prng';

export type InvoiceRow = {
  id: string;
  merchant_id: string;
  invoice_number: string | null;
  status: 'Draft' | 'Issued' | 'Deactivated';
  currency: string;
  exchange_rate: string | null;
  issue_date: string | null;
  due_date: string;
  tour_code: string;
  guest_name: string;
  market: string;
  remark: string | null;
  handled_by: string;
  revenue_lines: RevenueLine[];
  cost_lines: CostLine[];
  revenue_sen: number;
  tax_sen: number;
  total_sen: number;
  cost_sen: number;
  gross_profit_sen: number;
  gross_profit_bp: number | null;
  credited_sen: number;
  debited_sen: number;
  deactivation_reason: string | null;
  issued_at: string | null;
  created_at: string;
  updated_at: string;
};

export type NoteRow = {
  id: string;
  kind: NoteKind;
  invoice_id: string;
  invoice_number: string;
  merchant_id: string;
  document_number: string;
  document_date: string;
  reference_number: string | null;
  payment_mode: string;
  currency: string;
  exchange_rate: string | null;
  lines: NoteLine[];
  subtotal_sen: number;
  tax_sen: number;
  total_sen: number;
  status: 'Active' | 'Deactivated';
  deactivation_reason: string | null;
  created_at: string;
  updated_at: string;
};

export type InvoiceOptions = {
  count: number;
  seed: number;
  merchantIds: readonly string[];
  /** Booking references per merchant, for cost lines (a merchant without any gets none). */
  bookingsByMerchant?: ReadonlyMap<string, readonly string[]>;
  /** The last number of each series already used ('INV-2026' -> 123); numbering continues. */
  series?: ReadonlyMap<string, number>;
  /** First day of the seeded period (YYYY-MM-DD); defaults to 700 days before today. */
  windowStart?: string;
};

export type SeededInvoices = {
  invoices: InvoiceRow[];
  notes: NoteRow[];
  /** The last number of every series touched, to store in document_series. */
  series: Map<string, number>;
};

const REMARKS = [
  'Group booking, deposit received',
  'Corporate rate applied',
  'Pending supplier confirmation',
  'Umrah package, 12 days',
  'Early-bird promotion',
];
const DAY = 86_400_000;
/** MYR per unit, as a bank quoted them (docs/e-invoicing.md, Foreign currency). */
const SEED_RATES: Record<string, string> = { USD: '4.4725', SGD: '3.3410' };
const NO_AMOUNTS = { amountSen: 0, taxSen: 0 };
/** Seconds into a UTC day that stay the same day in Kuala Lumpur (UTC+8). */
const KL_DAY_SECONDS = 15 * 3600;

const at = (date: string, seconds: number, windowEnd: number) =>
  new Date(Math.min(Date.parse(`${date}T00:00:00Z`) + seconds * 1000, windowEnd)).toISOString();

function revenueLines(rng: Rng) {
  return Array.from({ length: rng.int(1, 4) }, () => ({
    salesType: rng.pick(SALES_TYPES),
    pax: rng.int(1, 6),
    unitPriceSen: rng.int(200, 8_000) * 100 + rng.pick([0, 0, 50, 90]),
    taxRate: rng.pick(SST_RATES),
  }));
}

type Draft = { row: InvoiceRow; created: number; plan: 'none' | 'partial' | 'debit' | 'full' };

function draftInvoice(
  rng: Rng,
  merchantIds: readonly string[],
  options: InvoiceOptions,
  windowStart: string,
) {
  const windowEnd = seedWindowEnd(windowStart);
  const merchantId = rng.pick(merchantIds);
  const date = addDays(windowStart, rng.int(0, SEED_SPAN_DAYS - 1));
  const revenue = revenueLines(rng);
  const bookings = options.bookingsByMerchant?.get(merchantId) ?? [];
  const costCount = bookings.length === 0 ? 0 : rng.int(0, 3);
  const perPax = Math.min(...revenue.map((line) => line.unitPriceSen));
  const cost = Array.from({ length: costCount }, () => ({
    bookingReference: rng.pick(bookings),
    unit: rng.int(1, 4),
    unitPriceSen: Math.round((perPax * rng.int(20, 45)) / 100),
  }));
  const totals = computeDocumentTotals(revenue, cost);
  const destination = rng.pick(['KUL', 'PEN', 'BKI', 'LGK', 'BKK', 'JED', 'NRT', 'DPS']);
  const seconds = rng.int(0, KL_DAY_SECONDS);
  const roll = rng.next();
  const status = roll < 0.08 ? 'Draft' : roll < 0.12 ? 'Deactivated' : 'Issued';
  const plan = status === 'Deactivated' ? 'full' : status === 'Draft' ? 'none' : rng.pick(NOTE_PLANS);
  const issued = status !== 'Draft';
  const id = rng.uuid();
  const currency = rng.chance(0.9) ? 'MYR' : rng.pick(['SGD', 'USD']);
  const row: InvoiceRow = {
    id,
    merchant_id: merchantId,
    invoice_number: null,
    status,
    currency,
    // An issued invoice in another currency has its rate; a Draft shows the field still to fill.
    exchange_rate: issued ? (SEED_RATES[currency] ?? null) : null,
    issue_date: issued ? date : null,
    due_date: addDays(date, rng.pick([14, 30, 30, 45, 60])),
    tour_code: `TC-${destination}-${date.slice(2, 4)}${date.slice(5, 7)}-${rng.digits(3)}`,
    guest_name: fullName(createPerson(rng)),
    market: rng.pick(MARKETS),
    remark: rng.chance(0.3) ? rng.pick(REMARKS) : null,
    handled_by: fullName(createPerson(rng)),
    revenue_lines: revenue.map((line, i) => ({ ...line, ...(totals.revenueLines[i] ?? NO_AMOUNTS) })),
    cost_lines: cost.map((line, i) => ({ ...line, amountSen: totals.costLines[i] ?? 0 })),
    revenue_sen: totals.revenueSen,
    tax_sen: totals.taxSen,
    total_sen: totals.totalSen,
    cost_sen: totals.costSen,
    gross_profit_sen: totals.grossProfitSen,
    gross_profit_bp: totals.grossProfitBp,
    credited_sen: 0,
    debited_sen: 0,
    deactivation_reason: null,
    issued_at: issued ? at(date, seconds + rng.int(0, 600), windowEnd) : null,
    created_at: at(date, seconds, windowEnd),
    updated_at: at(date, seconds, windowEnd),
  };
  return { row, created: Date.parse(row.created_at), plan } satisfies Draft;
}

/** Most issued invoices have no note; some are partly credited, some charged more. */
const NOTE_PLANS = ['none', 'none', 'none', 'none', 'none', 'none', 'partial', 'debit'] as const;

/** Numbers in issue order, gap-free per series and year, after the counters given. */
function numberer(start: ReadonlyMap<string, number> | undefined) {
  const series = new Map(start);
  return {
    series,
    next(kind: 'invoice' | 'credit' | 'debit', date: string) {
      const year = Number(date.slice(0, 4));
      const key = documentNumber(kind, year, 0).slice(0, -7);
      const number = (series.get(key) ?? 0) + 1;
      series.set(key, number);
      return documentNumber(kind, year, number);
    },
  };
}

export function generateInvoices(options: InvoiceOptions): SeededInvoices {
  const { count, seed, merchantIds, windowStart = seedWindowStart() } = options;
  const rng = createRng(seed);
  const windowEnd = seedWindowEnd(windowStart);
  const drafts = Array.from({ length: count }, () => draftInvoice(rng, merchantIds, options, windowStart));
  const numbers = numberer(options.series);
  const notes: NoteRow[] = [];
  // Issue (and note) in time order, so numbers rise with the dates within a run.
  const inOrder = [...drafts].sort((a, b) => a.created - b.created || (a.row.id < b.row.id ? -1 : 1));
  for (const { row } of inOrder) {
    if (row.issue_date !== null) row.invoice_number = numbers.next('invoice', row.issue_date);
  }
  const addNote = (row: InvoiceRow, kind: NoteKind, lines: NoteLine[], daysAfter: number) => {
    const totals = computeNoteTotals(lines);
    const from = Date.parse(row.issued_at ?? row.created_at);
    const created = laterInWindow(from, from + daysAfter * DAY, windowEnd);
    const documentDate = new Date(created).toISOString().slice(0, 10);
    const sums = withNote(
      { totalSen: row.total_sen, creditedSen: row.credited_sen, debitedSen: row.debited_sen },
      kind,
      totals.totalSen,
      1,
    );
    row.credited_sen = sums.creditedSen;
    row.debited_sen = sums.debitedSen;
    row.updated_at = new Date(Math.max(Date.parse(row.updated_at), created)).toISOString();
    notes.push({
      id: rng.uuid(),
      kind,
      invoice_id: row.id,
      invoice_number: row.invoice_number ?? '',
      merchant_id: row.merchant_id,
      document_number: '',
      document_date: documentDate,
      reference_number: rng.chance(0.5) ? `REF-${rng.digits(8)}` : null,
      payment_mode: rng.pick(PAYMENT_MODES),
      currency: row.currency,
      exchange_rate: row.exchange_rate,
      lines: lines.map((line, i) => ({ ...line, ...(totals.lines[i] ?? NO_AMOUNTS) })),
      subtotal_sen: totals.subtotalSen,
      tax_sen: totals.taxSen,
      total_sen: totals.totalSen,
      status: 'Active',
      deactivation_reason: null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created).toISOString(),
    });
  };
  const asNoteLine = (line: RevenueLine): NoteLine => ({
    description: `Refund: ${line.salesType}`,
    quantity: line.pax,
    unitPriceSen: line.unitPriceSen,
    taxRate: line.taxRate,
    amountSen: 0,
    taxSen: 0,
  });
  for (const { row, plan } of drafts) {
    if (plan === 'partial' || plan === 'debit') {
      // One revenue line credited back: never more than the invoice's total.
      addNote(row, 'Credit', [asNoteLine(rng.pick(row.revenue_lines))], rng.int(1, 20));
      if (rng.chance(0.2)) {
        // A note made by mistake and deactivated: its amount went back to the invoice.
        const charge = { description: 'Service fee', quantity: 1, unitPriceSen: rng.int(10, 90) * 100 };
        addNote(row, 'Debit', [{ ...charge, taxRate: 0, amountSen: 0, taxSen: 0 }], rng.int(1, 5));
        const mistake = notes[notes.length - 1];
        if (mistake) {
          const sums = withNote(
            { totalSen: row.total_sen, creditedSen: row.credited_sen, debitedSen: row.debited_sen },
            'Debit',
            mistake.total_sen,
            -1,
          );
          row.debited_sen = sums.debitedSen;
          mistake.status = 'Deactivated';
          mistake.deactivation_reason = 'Entered twice';
        }
      }
    }
    if (plan === 'debit') {
      const line = { description: 'Additional charge', quantity: 1, unitPriceSen: rng.int(50, 900) * 100 };
      addNote(
        row,
        'Debit',
        [{ ...line, taxRate: rng.pick(SST_RATES), amountSen: 0, taxSen: 0 }],
        rng.int(2, 25),
      );
    }
    if (plan === 'full') {
      // Credited in full (the same lines price to the same total), then deactivated.
      addNote(row, 'Credit', row.revenue_lines.map(asNoteLine), rng.int(1, 20));
      row.status = 'Deactivated';
      row.deactivation_reason = 'Trip cancelled by the customer';
    }
  }
  const notesInOrder = [...notes].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || (a.id < b.id ? -1 : 1),
  );
  for (const note of notesInOrder) {
    note.document_number = numbers.next(note.kind === 'Credit' ? 'credit' : 'debit', note.document_date);
  }
  return { invoices: drafts.map((draft) => draft.row), notes, series: numbers.series };
}
