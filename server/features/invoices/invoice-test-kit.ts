/** Shared setup of the invoicing tests: the demo accounts, their merchant, a booking of it, bodies. */
import { randomUUID } from 'node:crypto';
import type {
  Envelope,
  Invoice,
  InvoiceCreateInput,
  InvoiceNote,
  NoteCreateInput,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { demoMerchants } from '../../test/demo-merchants';
import type { buildApp } from '../../test/test-app';

export type App = ReturnType<typeof buildApp>;
export type Headers = Record<string, string>;
export type Callers = { staff: Headers; admin: Headers; user: Headers };

export async function signInAll(app: App): Promise<Callers> {
  return {
    staff: await bearerOf(app, 'admin'),
    admin: await bearerOf(app, 'merchant.admin'),
    user: await bearerOf(app, 'merchant.user'),
  };
}

/** The demo merchant, another merchant, and a booking reference of each. */
export async function merchantsOf(db: Db) {
  const { demo, other } = await demoMerchants(db);
  const booking = async (merchantId: string, reference: string) => {
    await db.query(
      `INSERT INTO bookings (merchant_id, booking_reference, booking_type, status, payment_status,
         traveler_name, booking_date, destination, amount_sen)
       VALUES ($1, $2, 'Flight', 'Confirmed', 'Paid', 'Traveler', '2024-01-01', 'KUL', 10000)
       ON CONFLICT DO NOTHING`,
      [merchantId, reference],
    );
    return reference;
  };
  return {
    demo,
    other,
    demoBooking: await booking(demo, 'TESTDEMO1'),
    otherBooking: await booking(other, 'TESTOTHR1'),
  };
}

/** A Draft body: RM 1,000.00 × 2 at SST 6 % (tax RM 120.00) and a cost line of RM 500.00. */
export function draftBody(overrides: Partial<InvoiceCreateInput> = {}): InvoiceCreateInput {
  return {
    id: randomUUID(),
    currency: 'MYR',
    dueDate: '2999-12-31',
    tourCode: 'TC-KUL-01',
    guestName: 'Siti Aminah',
    market: 'Domestic',
    remark: null,
    handledBy: 'Agent One',
    revenueLines: [{ salesType: 'Hotel', pax: 2, unitPriceSen: 100_000, taxRate: 6, amountSen: 200_000 }],
    costLines: [],
    ...overrides,
  };
}

export function noteBody(invoiceId: string, overrides: Partial<NoteCreateInput> = {}): NoteCreateInput {
  return {
    id: randomUUID(),
    invoiceId,
    documentDate: '2026-01-15',
    referenceNumber: null,
    paymentMode: 'Bank Transfer',
    lines: [{ description: 'Refund', quantity: 1, unitPriceSen: 10_000, taxRate: 0, amountSen: 10_000 }],
    ...overrides,
  };
}

export const post = <T>(app: App, path: string, body: unknown, headers: Headers) =>
  sendJson<T>(app, 'POST', path, body, headers);

/** A Draft made and issued by the demo merchant's admin; answers the issued invoice. */
export async function issuedInvoice(app: App, admin: Headers, overrides: Partial<InvoiceCreateInput> = {}) {
  const created = await post<Invoice>(app, '/Invoice/create', draftBody(overrides), admin);
  if (created.status !== 200 || !created.body.data) throw new Error(created.body.message);
  const issued = await post<Invoice>(app, '/Invoice/issue', { id: created.body.data.id }, admin);
  if (issued.status !== 200 || !issued.body.data) throw new Error(issued.body.message);
  return issued.body.data;
}

export const invoiceOf = async (app: App, id: string, headers: Headers) =>
  (await getJson<Invoice>(app, `/Invoice/${id}`, headers)).body.data;

export type NoteAnswer = { status: number; body: Envelope<InvoiceNote> };
