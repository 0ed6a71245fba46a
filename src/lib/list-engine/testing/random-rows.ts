/**
 * Random rows for the list engine's property tests and benches: a small seeded PRNG (a failure can
 * be replayed) and values chosen to collide (equal sort values, mixed case, accents, %, _). The
 * queries come from `random-query.ts`.
 */
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  computeDocumentTotals,
  CREDIT_ACTIONS,
  documentNumber,
  INVOICE_STATUSES,
  MARKETS,
  NOTE_KINDS,
  NOTE_STATUSES,
  PAYMENT_METHOD_CODES,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  SALES_TYPES,
  SST_RATES,
  TOP_UP_STATUSES,
  type Booking,
  type CreditAccount,
  type CreditEntry,
  type Invoice,
  type InvoiceNote,
  type Merchant,
  type RevenueLineAmounts,
  type TopUp,
  type User,
  E_INVOICE_STATES,
} from '../../../contract';

export type Random = () => number;

/** mulberry32: exact in 32-bit integer arithmetic, unlike an LCG in floating point. */
export function random(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const pickFrom =
  (next: Random) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(next() * list.length)] as T;

const NAMES = [
  'Alpha Travel',
  'alpha travel',
  'Bintang Sdn Bhd',
  'ÉCOLE Tours',
  'école tours',
  'Zed_50%',
  'Tan & Sons',
];
/** A uuid-shaped id: a random prefix (so id order is not row order), unique by its index. */
const uuid = (prefix: number, index: number) =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
const randomId = (next: Random, index: number) => uuid(Math.floor(next() * 2 ** 32), index);
const day = (next: Random, month: string) =>
  `2026-${month}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;

export function merchantRows(count: number, next: Random): Merchant[] {
  const pick = pickFrom(next);
  return Array.from({ length: count }, (_, index) => {
    const date = day(next, '10');
    return {
      id: randomId(next, index),
      merchantName: `${pick(NAMES)} ${Math.floor(next() * 5)}`,
      businessRegistrationNumber: `2019${index}`,
      businessType: null,
      tradingName: null,
      personInCharge: null,
      merchantSize: null,
      nationality: null,
      businessHour: null,
      natureOfBusiness: null,
      monthlyTransactionVolumeSen: null,
      companyTurnoverSen: null,
      email: `${pick(['Info', 'sales', 'ADMIN'])}${index % 7}@example.com`,
      contactNumber: `01${index % 10}-${pick(['345', '678'])}-${String(1000 + index).slice(-4)}`,
      officePhone: null,
      officePhoneExt: null,
      fax: null,
      address: null,
      postcode: null,
      city: pick(['Ipoh', null]),
      state: null,
      country: 'Malaysia',
      services: null,
      numberOfTerminals: 1,
      deviceType: null,
      terminalModel: null,
      status: pick(['Active', 'Inactive'] as const),
      submissionStatus: pick(['Draft', 'Submitted'] as const),
      approvalStatus: pick(['Pending', 'Approved', 'Rejected'] as const),
      submittedBy: null,
      createdAt: `${date}T08:00:00.000Z`,
      updatedAt: `${date}T09:00:00.000Z`,
      version: index + 1,
    } as Merchant;
  });
}

export function userRows(count: number, next: Random): User[] {
  const pick = pickFrom(next);
  return Array.from({ length: count }, (_, index) => {
    const firstName = pick(['Siti', 'siti', 'Ahmad', 'Éric', 'Tan']);
    const lastName = pick(['Aminah', 'Lee', 'bin Ali', '50%']);
    const merchant = pick([null, 'Alpha Travel', 'alpha travel', 'Zed_50%']);
    return {
      id: randomId(next, index),
      username: `${firstName.toLowerCase()}.${index}`,
      salutation: 'NA',
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `${pick(['Info', 'sales', 'ADMIN'])}${index % 7}@example.com`,
      mobileNumber: pick([null, '012-345-6789', '019-678-1234']),
      idType: null,
      idNumber: null,
      roleId: pick(['role-a', 'role-b', 'role-c']),
      roleName: pick(['Admin', 'admin', 'Agent']),
      level: pick(['Maker', 'Checker'] as const),
      merchantId: merchant ? 'merchant-1' : null,
      merchantName: merchant,
      status: pick(['A', 'N', 'D', 'X', 'L', 'R'] as const),
      createdAt: pick([
        '2026-10-01T08:00:00.000Z',
        '2026-10-01T16:00:00+08:00',
        `${day(next, '10')}T08:00:00.000Z`,
      ]),
      updatedAt: '2026-11-01T08:00:00.000Z',
      version: index + 1,
    };
  });
}

export function bookingRows(count: number, next: Random): Booking[] {
  const pick = pickFrom(next);
  return Array.from({ length: count }, (_, index) => {
    const bookingType = pick(BOOKING_TYPES);
    const isFlight = bookingType === 'Flight';
    const travel = day(next, pick(['11', '12']));
    return {
      id: randomId(next, index),
      merchantId: uuid(1 + (index % 50), 0),
      bookingReference: `${pick(['BK', 'bk', 'HT'])}-${String(Math.floor(next() * 100_000)).padStart(6, '0')}`,
      bookingType,
      status: pick(BOOKING_STATUSES),
      paymentStatus: pick(PAYMENT_STATUSES),
      travelerName: `${pick(['Siti', 'siti', 'Ahmad', 'Éric', 'Tan_'])} ${pick(['Aminah', 'Lee', 'bin Ali'])}`,
      bookingDate: day(next, pick(['09', '10'])),
      departureDate: isFlight ? travel : null,
      returnDate: isFlight ? pick([null, travel]) : null,
      origin: isFlight ? 'KUL' : null,
      destination: pick(['PEN', 'BKI', 'Kuching', 'kuching']),
      hotelName: isFlight ? null : pick(['Hotel Seri', 'hotel seri', 'Vistana']),
      checkIn: isFlight ? null : travel,
      checkOut: isFlight ? null : travel,
      supplierCode: pick([null, 'AK', 'MH', 'agoda']),
      currency: 'MYR',
      amountSen: pick([0, 15_000, 15_000, 99_999, Math.floor(next() * 1_000_000)]),
      organizationId: null,
      createdAt: `${day(next, '10')}T08:00:00.000Z`,
      updatedAt: '2026-11-01T08:00:00.000Z',
      version: index + 1,
    };
  });
}

/**
 * Invoices with lines that add up (`computeDocumentTotals`), every status, a few currencies, and
 * numbers that collide in case and digits; a Draft has no number and no issue date.
 */
export function invoiceRows(count: number, next: Random): Invoice[] {
  const pick = pickFrom(next);
  return Array.from({ length: count }, (_, index) => {
    const status = pick(INVOICE_STATUSES);
    const issueDate = status === 'Draft' ? null : day(next, pick(['09', '10', '11']));
    const revenue = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
      salesType: pick(SALES_TYPES),
      pax: 1 + Math.floor(next() * 4),
      unitPriceSen: pick([0, 10_000, 10_000, 123_45, Math.floor(next() * 500_000)]),
      taxRate: pick(SST_RATES),
    }));
    const cost = Array.from({ length: Math.floor(next() * 2) }, () => ({
      bookingReference: `BK-${String(Math.floor(next() * 100_000)).padStart(6, '0')}`,
      unit: 1 + Math.floor(next() * 3),
      unitPriceSen: Math.floor(next() * 300_000),
    }));
    const totals = computeDocumentTotals(revenue, cost);
    const creditedSen = status === 'Draft' ? 0 : pick([0, 0, Math.floor(totals.totalSen / 4)]);
    const debitedSen = status === 'Draft' ? 0 : pick([0, 0, 5_000]);
    return {
      id: randomId(next, index),
      merchantId: uuid(1 + (index % 20), 0),
      invoiceNumber: issueDate ? `${pick(['INV', 'inv'])}-2026-${String(index).padStart(6, '0')}` : null,
      status,
      currency: pick(['MYR', 'MYR', 'MYR', 'USD']),
      exchangeRate: null,
      issueDate,
      dueDate: day(next, pick(['11', '12'])),
      tourCode: pick([null, 'TC-LGK', 'tc-lgk', 'UMR_50%']),
      guestName: `${pick(['Siti', 'siti', 'Ahmad', 'Éric', 'Tan_'])} ${pick(['Aminah', 'Lee', 'bin Ali'])}`,
      market: pick(MARKETS),
      remark: null,
      handledBy: pick(['Aisyah', 'Ravi']),
      revenueLines: revenue.map((line, i) => ({
        ...line,
        ...(totals.revenueLines[i] as RevenueLineAmounts),
      })),
      costLines: cost.map((line, i) => ({ ...line, amountSen: totals.costLines[i] as number })),
      revenueSen: totals.revenueSen,
      taxSen: totals.taxSen,
      totalSen: totals.totalSen,
      costSen: totals.costSen,
      grossProfitSen: totals.grossProfitSen,
      grossProfitBp: totals.grossProfitBp,
      creditedSen,
      debitedSen,
      netSen: totals.totalSen + debitedSen - creditedSen,
      deactivationReason: status === 'Deactivated' ? 'Duplicate' : null,
      eInvoiceState: status === 'Draft' ? null : pick([null, ...E_INVOICE_STATES]),
      issuedAt: issueDate ? `${issueDate}T02:00:00.000Z` : null,
      createdAt: `${day(next, '09')}T08:00:00.000Z`,
      updatedAt: pick(['2026-11-01T08:00:00.000Z', `${day(next, '11')}T08:00:00.000Z`]),
      version: index + 1,
    };
  });
}

/** Credit and debit notes of random invoices, with lines that add up. */
export function noteRows(count: number, next: Random): InvoiceNote[] {
  const pick = pickFrom(next);
  return Array.from({ length: count }, (_, index) => {
    const kind = pick(NOTE_KINDS);
    const lines = Array.from({ length: 1 + Math.floor(next() * 2) }, () => ({
      description: pick(['Refund', 'Extra night', 'Upgrade']),
      quantity: 1 + Math.floor(next() * 3),
      unitPriceSen: pick([5_000, 5_000, Math.floor(next() * 200_000)]),
      taxRate: pick(SST_RATES),
    }));
    const totals = computeDocumentTotals(lines.map((line) => ({ ...line, pax: line.quantity })));
    const documentDate = day(next, pick(['10', '11']));
    return {
      id: randomId(next, index),
      kind,
      invoiceId: uuid(Math.floor(next() * 2 ** 32), index),
      invoiceNumber: `${pick(['INV', 'inv'])}-2026-${String(Math.floor(next() * 500)).padStart(6, '0')}`,
      merchantId: uuid(1 + (index % 20), 0),
      documentNumber: pick([null, documentNumber(kind === 'Credit' ? 'credit' : 'debit', 2026, index + 1)]),
      documentDate,
      referenceNumber: pick([null, 'REF-1', 'ref-1']),
      paymentMode: pick(PAYMENT_MODES),
      currency: pick(['MYR', 'MYR', 'USD']),
      exchangeRate: null,
      lines: lines.map((line, i) => ({ ...line, ...(totals.revenueLines[i] as RevenueLineAmounts) })),
      subtotalSen: totals.revenueSen,
      taxSen: totals.taxSen,
      totalSen: totals.totalSen,
      status: pick(NOTE_STATUSES),
      deactivationReason: null,
      eInvoiceState: pick([null, ...E_INVOICE_STATES]),
      createdAt: `${documentDate}T08:00:00.000Z`,
      updatedAt: `${documentDate}T09:00:00.000Z`,
      version: index + 1,
    };
  });
}

/** A timestamp of a day in October or November 2026 at an hour that crosses the Malaysian midnight. */
const stamp = (next: Random) =>
  `${day(next, next() < 0.5 ? '10' : '11')}T${String(Math.floor(next() * 24)).padStart(2, '0')}:30:00.000Z`;

/** Top-ups of 20 merchants in every status and method; references collide in case and digits. */
export function topUpRows(count: number, next: Random): TopUp[] {
  const pick = pickFrom(next);
  return Array.from({ length: count }, (_, index) => {
    const status = pick(TOP_UP_STATUSES);
    const createdAt = stamp(next);
    const isDecided = status !== 'Pending' && status !== 'Cancelled';
    return {
      id: randomId(next, index),
      merchantId: uuid(1 + (index % 20), 0),
      amountSen: pick([100, 50_000, 50_000, Math.floor(next() * 10_000_000)]),
      currency: 'MYR',
      methodCode: pick(PAYMENT_METHOD_CODES),
      bankName: pick(['Maybank', 'maybank', 'CIMB Bank', 'RHB_50%']),
      accountNumber: `5140${String(index).padStart(8, '0')}`,
      referenceNumber: `${pick(['TRF', 'trf', 'DN'])}-${String(Math.floor(next() * 10_000)).padStart(5, '0')}`,
      bankInAt: `${day(next, pick(['10', '11']))}T${pick(['09:15', '17:40'])}`,
      remark: pick([null, 'Top up for November']),
      slip: null,
      duplicateOfId: null,
      duplicateOfAt: null,
      status,
      submittedBy: uuid(0xaa, 1 + (index % 3)),
      submittedByName: pick(['Aisyah', 'Ravi']),
      decidedBy: isDecided ? uuid(0xbb, 1) : null,
      decidedByName: isDecided ? 'Admin' : null,
      decidedAt: isDecided ? createdAt : null,
      decisionReason: status === 'Rejected' ? 'Slip unreadable' : null,
      createdAt,
      updatedAt: pick([createdAt, '2026-11-20T08:00:00.000Z']),
      version: index + 1,
    };
  });
}

/**
 * Ledger entries of 20 merchants with figures that follow (`entryNo` 1, 2, 3… per merchant);
 * timestamps tie and cross the Malaysian midnight, references may be missing.
 */
export function creditEntryRows(count: number, next: Random): CreditEntry[] {
  const pick = pickFrom(next);
  const entryNos = new Map<number, number>();
  return Array.from({ length: count }, (_, index) => {
    const merchant = index % 20;
    const entryNo = (entryNos.get(merchant) ?? 0) + 1;
    entryNos.set(merchant, entryNo);
    const action = pick(CREDIT_ACTIONS);
    const amount = pick([100, 50_000, 50_000, Math.floor(next() * 1_000_000)]);
    const isBooking = action === 'REDEEM_CREDIT' || action === 'REFUND_AGENT_CREDIT';
    return {
      id: randomId(next, index),
      merchantId: uuid(1 + merchant, 0),
      entryNo,
      action,
      amountSen: action === 'REDEEM_CREDIT' || action === 'UNDO_APPROVED_PAYMENT' ? -amount : amount,
      balanceAfterSen: Math.floor(next() * 5_000_000),
      limitAfterSen: pick([0, 100_000]),
      pendingAfterSen: pick([0, 50_000]),
      topUpId: isBooking ? null : pick([null, uuid(0xcc, index)]),
      bookingId: isBooking ? pick([uuid(0xdd, index % 7), uuid(0xdd, 1)]) : null,
      reference: pick([null, 'TRF-00012', 'trf-00012', 'BK-000123', 'Zed_50%']),
      note: pick([null, 'Approved']),
      createdBy: pick([null, uuid(0xaa, 1)]),
      createdByName: pick(['System', 'Admin', 'Aisyah']),
      createdAt: pick(['2026-11-01T08:00:00.000Z', stamp(next)]),
      version: index + 1,
    };
  });
}

/** One account per merchant: figures that tie, and a proposal waiting on some. */
export function creditAccountRows(count: number, next: Random): CreditAccount[] {
  const pick = pickFrom(next);
  return Array.from({ length: count }, (_, index) => {
    const merchantId = uuid(Math.floor(next() * 2 ** 32), index);
    const balanceSen = pick([0, 0, 50_000, Math.floor(next() * 5_000_000)]);
    const limitSen = pick([0, 100_000, 100_000]);
    const isProposed = next() < 0.3;
    return {
      id: merchantId,
      merchantId,
      currency: 'MYR',
      limitSen,
      balanceSen,
      pendingSen: pick([0, 50_000]),
      availableSen: balanceSen + limitSen,
      entryCount: Math.floor(next() * 40),
      proposedLimitSen: isProposed ? pick([0, 200_000]) : null,
      proposedBy: isProposed ? uuid(0xaa, 1) : null,
      proposedByName: isProposed ? 'Maker' : null,
      proposedAt: isProposed ? stamp(next) : null,
      proposalReason: isProposed ? 'Busy season' : null,
      updatedAt: pick(['2026-11-01T08:00:00.000Z', stamp(next)]),
      version: index + 1,
    };
  });
}
